/**
 * Canonical and hreflang URLs, absolute on `SITE_URL`, from the route map
 * (Docusaurus's own only swap the locale prefix, wrong for translated slugs).
 */
import { locales, defaultLocale, type Locale } from './locales';
import { findRoute, normalizePath, pathOf, sharedSlugPath, type RouteKey } from './routes';

/** Absolute URLs of one page. */
export interface PageUrls {
  canonical: string;
  /** hreflang value → absolute URL; `x-default` is the Spanish page. */
  alternates: Record<Locale | 'x-default', string>;
}

/** Canonical and alternates of a path, or `undefined` for a non-page (the 404); `siteUrl` without trailing slash. */
export function pageUrls(pathname: string, siteUrl: string, isBuilt: (key: RouteKey) => boolean): PageUrls | undefined {
  const path = normalizePath(pathname);
  const route = findRoute(path);
  let paths: Record<Locale, string> | undefined;
  if (route && isBuilt(route.key)) {
    paths = { es: pathOf(route.key, 'es'), en: pathOf(route.key, 'en') };
  } else if (!route) {
    const es = sharedSlugPath(path, 'es');
    const en = sharedSlugPath(path, 'en');
    if (es && en) paths = { es, en };
  }
  if (!paths) return undefined;
  const abs = (p: string) => `${siteUrl}${p}`;
  const alternates = Object.fromEntries(locales.map((l) => [l, abs(paths[l])])) as Record<Locale, string>;
  return { canonical: abs(path), alternates: { ...alternates, 'x-default': abs(paths[defaultLocale]) } };
}
