/**
 * Client hooks over what this build knows: the current locale, the build's
 * flags and origin, which routes of the route map are built, and the fact
 * placeholders, post dates and prices the build formatted.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useMemo } from 'react';
import type { Locale } from '../config/locales';
import type { PriceKey } from '../config/prices';
import { defaultFlags, type SiteFlags } from '../config/build-env';
import { pathOf, type RouteKey } from '../config/routes';
import type { SitePagesGlobalData } from '../plugins/site-pages';
import { factValues, type FactName } from '../utils/facts';
import { formatPostDate, postDateKey } from '../utils/postDates';

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

/** The site-pages plugin's global data; missing only where no build ran (component tests). */
function useSitePagesData(): SitePagesGlobalData | undefined {
  return usePluginData('site-pages') as SitePagesGlobalData | undefined;
}

/** Route keys registered by the site-pages plugin in this build. */
export function useBuiltRoutes(): ReadonlySet<RouteKey> {
  const data = useSitePagesData();
  return useMemo(() => new Set(data?.builtRoutes ?? []), [data]);
}

/**
 * The fact placeholders' values in the page's locale (`{openDays}`,
 * `{workshopHours}` …), as the build formatted them; formatted here only
 * when the build's data is missing.
 */
export function useFacts(): Record<FactName, string> {
  const data = useSitePagesData();
  const locale = useLocale();
  return data?.facts ?? factValues(locale);
}

/**
 * A function giving a post date (ISO 8601) as the site writes it in the
 * page's locale (`02/09/2025` / `2 September 2025`): the build's formatted
 * date, or formatted here for a date the build did not know.
 */
export function usePostDateFormatter(): (date: string) => string {
  const data = useSitePagesData();
  const locale = useLocale();
  return (date) => data?.postDates[postDateKey(date)] ?? formatPostDate(date, locale);
}

/**
 * A function giving a price of the price table as one line of text in the
 * page's locale (`150 € de alta + 70 €/mes` / `€150 setup + €70/month`), as
 * the build formatted it; the key itself where no build ran (component
 * tests), so a page never carries the price table's parser.
 */
export function usePriceFormatter(): (key: PriceKey) => string {
  const data = useSitePagesData();
  return (key) => data?.prices[key] ?? key;
}

/** The current locale's path of a route, or `undefined` when the route is not built. */
export function useRoutePath(key: RouteKey): string | undefined {
  const built = useBuiltRoutes();
  const locale = useLocale();
  return built.has(key) ? pathOf(key, locale) : undefined;
}
