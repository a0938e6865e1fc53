/**
 * Canonical and hreflang URLs, absolute on `SITE_URL`, from the route map and
 * the blog's post pairs (Docusaurus's own only swap the locale prefix, wrong
 * for translated slugs).
 */
import { locales, defaultLocale, type Locale } from './locales';
import { blogCounterpartPath, findRoute, normalizePath, pathOf, type BlogPostPaths, type RouteKey } from './routes';

/** Absolute URLs of one page. */
export interface PageUrls {
  canonical: string;
  /** hreflang value → absolute URL; `x-default` is the Spanish page. */
  alternates: Record<Locale | 'x-default', string>;
}

/**
 * Canonical and alternates of a path, or `undefined` for a non-page (the 404); `siteUrl` without trailing slash.
 * `posts`: each blog post's path in each language, so a post's alternates are its translation's own address.
 */
export function pageUrls(
  pathname: string,
  siteUrl: string,
  isBuilt: (key: RouteKey) => boolean,
  posts: readonly BlogPostPaths[] = [],
): PageUrls | undefined {
  const path = normalizePath(pathname);
  const route = findRoute(path);
  let paths: Record<Locale, string> | undefined;
  if (route && isBuilt(route.key)) {
    paths = { es: pathOf(route.key, 'es'), en: pathOf(route.key, 'en') };
  } else if (!route) {
    const es = blogCounterpartPath(path, 'es', posts);
    const en = blogCounterpartPath(path, 'en', posts);
    if (es && en) paths = { es, en };
  }
  if (!paths) return undefined;
  const abs = (p: string) => `${siteUrl}${p}`;
  const alternates = Object.fromEntries(locales.map((l) => [l, abs(paths[l])])) as Record<Locale, string>;
  return { canonical: abs(path), alternates: { ...alternates, 'x-default': abs(paths[defaultLocale]) } };
}
