/** Client hooks over what this build knows: locale, flags, origin, built routes, blog post addresses and listing copy, and the facts, dates and prices it formatted. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useMemo } from 'react';
import type { Locale } from '../config/locales';
import type { PriceKey } from '../config/prices';
import { defaultFlags, type SiteFlags } from '../config/build-env';
import { pathOf, type BlogPostPaths, type RouteKey } from '../config/routes';
import type { SitePagesGlobalData } from '../plugins/site-pages';
import type { BlogPagesContent } from '../schemas/blogPages';
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

/** Missing only where no build ran (component tests). */
function useSitePagesData(): SitePagesGlobalData | undefined {
  return usePluginData('site-pages') as SitePagesGlobalData | undefined;
}

/**
 * The copy of the blog's listing pages (archive, tags, a tag, authors) in the page's language (`src/content/blogPages.json`
 * and its English twin). @throws Error when the site-pages plugin did not run (a build always runs it).
 */
export function useBlogPagesCopy(): BlogPagesContent {
  const data = useSitePagesData();
  if (!data) throw new Error('The site-pages plugin provides the blog pages’ copy: it did not run.');
  return data.blogPages;
}

/** Route keys registered by the site-pages plugin in this build. */
export function useBuiltRoutes(): ReadonlySet<RouteKey> {
  const data = useSitePagesData();
  return useMemo(() => new Set(data?.builtRoutes ?? []), [data]);
}

const noPosts: readonly BlogPostPaths[] = [];

/** Each blog post's address in each language, as this build read them from the post files (none where no build ran). */
export function useBlogPostPaths(): readonly BlogPostPaths[] {
  return useSitePagesData()?.blogPosts ?? noPosts;
}

/** The fact placeholders' values in the page's locale, as the build formatted them (formatted here only without build data). */
export function useFacts(): Record<FactName, string> {
  const data = useSitePagesData();
  const locale = useLocale();
  return data?.facts ?? factValues(locale);
}

/** Formats an ISO 8601 post date as the site writes it (`2 September 2025`), from the build's data when it has the date. */
export function usePostDateFormatter(): (date: string) => string {
  const data = useSitePagesData();
  const locale = useLocale();
  return (date) => data?.postDates[postDateKey(date)] ?? formatPostDate(date, locale);
}

/** A function giving the JSON-LD `Offer` price of a price key (`"40.00"`), as the build computed it; empty where no build ran. */
export function useOfferPrice(): (key: PriceKey) => string {
  const data = useSitePagesData();
  return (key) => data?.offerPrices[key] ?? '';
}

/** A price as the build formatted it (`150 € de alta + 70 €/mes`); the key itself without a build, so pages never carry the parser. */
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
