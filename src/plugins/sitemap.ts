/** Sitemap items with hreflang alternates (`xhtml:link`) from `pageUrls`, as the pages' own alternate links. */
import type { PluginOptions } from '@docusaurus/plugin-sitemap';
import { blogPostPairs } from '../config/blog-urls';
import { findRoute } from '../config/routes';
import { pageUrls } from '../config/seo';
import { pages } from './site-pages/registry';

/** Route keys of pages kept out of search engines (`noindex`). */
const noindexRoutes = new Set(pages.filter((p) => p.noindex).map((p) => p.route));

type CreateSitemapItemsFn = NonNullable<PluginOptions['createSitemapItems']>;

/** A sitemap item plus the `links` field the underlying `sitemap` library renders as `xhtml:link`. */
type SitemapItemWithLinks = Awaited<ReturnType<CreateSitemapItemsFn>>[number] & {
  links?: { lang: string; url: string }[];
};

/**
 * Adds alternates to Docusaurus's default items; pages without a counterpart
 * (404, redirects) and `noindex` pages (the contact thank-you page) are dropped.
 */
export const createSitemapItems: CreateSitemapItemsFn = async ({ defaultCreateSitemapItems, ...params }) => {
  const items = await defaultCreateSitemapItems(params);
  // Drafts are not built, so not in the items: every post pair applies.
  const posts = blogPostPairs().map((p) => p.paths);
  const out: SitemapItemWithLinks[] = [];
  for (const item of items) {
    const { pathname } = new URL(item.url);
    const route = findRoute(pathname);
    if (route && noindexRoutes.has(route.key)) continue;
    // Both locales build the same registry, so the counterpart is built too.
    const urls = pageUrls(pathname, params.siteConfig.url, () => true, posts);
    if (!urls) continue;
    out.push({
      ...item,
      url: urls.canonical,
      links: Object.entries(urls.alternates).map(([lang, url]) => ({ lang, url })),
    });
  }
  return out;
};
