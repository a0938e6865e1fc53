/**
 * Client hooks over the single sources: the current locale, the build's
 * flags, and which routes of the route map are built.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useMemo } from 'react';
import type { Locale } from '../config/locales';
import { defaultFlags, type SiteFlags } from '../config/site';
import { pathOf, type RouteKey } from '../config/routes';
import type { SitePagesGlobalData } from '../plugins/site-pages';

/** The locale of the page being rendered (`es` or `en`). */
export function useLocale(): Locale {
  return useDocusaurusContext().i18n.currentLocale as Locale;
}

/** The build's feature flags (`siteConfig.customFields.flags`). */
export function useSiteFlags(): SiteFlags {
  const { siteConfig } = useDocusaurusContext();
  return (siteConfig.customFields?.flags as SiteFlags | undefined) ?? defaultFlags;
}

/** The site origin of this build (`SITE_URL`), without trailing slash. */
export function useSiteUrl(): string {
  return useDocusaurusContext().siteConfig.url;
}

/** Route keys registered by the site-pages plugin in this build. */
export function useBuiltRoutes(): ReadonlySet<RouteKey> {
  const data = usePluginData('site-pages') as SitePagesGlobalData | undefined;
  return useMemo(() => new Set(data?.builtRoutes ?? []), [data]);
}

/** The current locale's path of a route, or `undefined` when the route is not built. */
export function useRoutePath(key: RouteKey): string | undefined {
  const built = useBuiltRoutes();
  const locale = useLocale();
  return built.has(key) ? pathOf(key, locale) : undefined;
}
