/**
 * Local Docusaurus plugin that turns the route map into pages (style.md
 * "Localized routes through a plugin"). For the locale being built it loads
 * each registered page's content file (validated, English laid over Spanish),
 * stores it with `createData` and registers the localized path with
 * `addRoute`, so a page's bundle carries only its own copy.
 *
 * Global data `{ builtRoutes: RouteKey[] }` tells components which routes
 * exist, so nothing links to a page that is not built; it also carries the
 * copy of the blog's listing pages (`src/content/blogPages.json`), whose
 * routes belong to the blog plugin.
 *
 * The home, the services overview and every service page also get the
 * owner's reviews and case studies that concern them (`src/content/proof.json`,
 * `proofFor` in `src/utils/proof.ts`) as a module `proof` — none while there
 * are none, so those pages render no proof block at all.
 *
 * Pages listed in {@link latestNewsCount} (the home page) also get the newest
 * posts of the blog in their locale as a second module, `latestNews`. Those
 * routes are added in `allContentLoaded`, the hook that sees the blog plugin's
 * loaded content.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { pathOf, routeEnabled, type RouteKey } from '../../config/routes';
import type { Locale } from '../../config/locales';
import type { SiteFlags } from '../../config/build-env';
import { pages, type PageDefinition } from './registry';
import { loadPageContent, sourceContentDir, translatedContentDir } from './content';
import { formatPrice, priceKeys, type PriceKey } from '../../config/prices';
import { buildFacts } from './facts';
import { codeTranslate } from '../../utils/code-translations';
import type { FactName } from '../../utils/facts';
import { formatPostDate, postDateKey } from '../../utils/postDates';
import { proofFor, proofOverviewRoutes, type ProofModule } from '../../utils/proof';
import { proofSchema } from '../../schemas/proof';
import { formatIsoDate } from '../../utils/isoDate';
import { blogPagesSchema, type BlogPagesContent } from '../../schemas/blogPages';

/** Options: the build's feature flags. */
export interface SitePagesOptions {
  flags: SiteFlags;
}

/** Shape of the plugin's global data, read by the hooks of `src/hooks/build-data.ts`. */
export interface SitePagesGlobalData {
  builtRoutes: RouteKey[];
  /**
   * Every fact placeholder's value in the build's locale (`buildFacts()`),
   * every blog post's date as the site writes it, keyed by the ISO date,
   * and every price of the price table as one line of text
   * (`formatPrice()`), keyed by price key: formatted once at build time, in
   * Node, so a page never builds an `Intl` formatter while it hydrates (the
   * first one of a page costs a phone tens of milliseconds in one piece).
   */
  facts: Record<FactName, string>;
  postDates: Record<string, string>;
  prices: Record<PriceKey, string>;
  /**
   * Copy of the blog's listing pages (archive, tags, authors), which the
   * blog plugin routes, so no route module of ours can carry it.
   */
  blogPages: BlogPagesContent;
}

interface LoadedPage {
  page: PageDefinition;
  content: unknown;
  /** The reviews and case studies the page shows, when it shows any. */
  proof?: ProofModule;
}

/** Content file of the owner's reviews and case studies (`src/schemas/proof.ts`). */
const proofContentName = 'proof';

/** Content file of the blog's listing pages (`src/schemas/blogPages.ts`). */
const blogPagesContentName = 'blogPages';

/** Views of the service pages, which show the proof about their own service. */
const serviceViews = ['@site/src/views/ServiceLanding', '@site/src/views/ServicePage'];

/**
 * Workshop photos of the proof file whose image is missing from `static/`
 * (`/img/x.jpg` is looked for under `static/`), so the build fails on a typo rather
 * than publish a broken image.
 */
export function missingPhotos(photos: readonly { src: string }[], siteDir: string): string[] {
  return photos.map((p) => p.src).filter((src) => !existsSync(path.join(siteDir, 'static', src)));
}

/** Whether a page shows proof of past work: the overview routes and every service page. */
export function showsProof(page: PageDefinition): boolean {
  return proofOverviewRoutes.includes(page.route) || serviceViews.includes(page.component);
}

/** The route's modules: its content, and its proof when it has any. */
async function routeModules(
  actions: { createData: (name: string, data: string) => Promise<string> },
  { page, content, proof }: LoadedPage,
): Promise<Record<string, string>> {
  const name = page.content.replaceAll('/', '--');
  const modules: Record<string, string> = { content: await actions.createData(`${name}.json`, JSON.stringify(content)) };
  if (proof) modules.proof = await actions.createData(`${name}.proof.json`, JSON.stringify(proof));
  return modules;
}

/** Routes that receive the newest blog posts of their locale, and how many. */
export const latestNewsCount: Partial<Record<RouteKey, number>> = { home: 3 };

/** One post as the home page's latest-news strip shows it (module `latestNews`). */
export interface LatestNewsPost {
  title: string;
  /** Path of the post, with the locale's base URL (`/blog/…`, `/en/blog/…`). */
  permalink: string;
  /** Publication date, ISO 8601. */
  date: string;
  description: string;
  /** Cover from the front matter `image`, site-relative (`/img/blog/…`), without the base URL. */
  image?: string;
}

/**
 * The newest `count` listed posts (drafts and unlisted posts left out) of the
 * blog plugin's loaded content, newest first; none when the blog is off.
 */
export function newestPosts(blog: BlogContent | undefined, count: number): LatestNewsPost[] {
  if (!blog) return [];
  return blog.blogPosts
    .filter((p) => !p.metadata.unlisted && !p.metadata.frontMatter.draft)
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime())
    .slice(0, count)
    .map(({ metadata }) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      description: metadata.description,
      ...(typeof metadata.frontMatter.image === 'string' ? { image: metadata.frontMatter.image } : {}),
    }));
}

const blogPluginName = 'docusaurus-plugin-content-blog';

/** Pages served by a build with these flags. */
export function enabledPages(flags: SiteFlags): PageDefinition[] {
  return pages.filter((p) => routeEnabled(p.route, flags));
}

/**
 * The plugin. Returns `Plugin<unknown>` because Docusaurus's config type only
 * accepts that; `contentLoaded` narrows the content it gets back.
 */
export default function sitePagesPlugin(context: LoadContext, options: SitePagesOptions): Plugin {
  const locale = context.i18n.currentLocale as Locale;
  const active = enabledPages(options.flags);
  return {
    name: 'site-pages',

    getPathsToWatch() {
      return [...active.map((p) => p.content), proofContentName, blogPagesContentName].flatMap((name) => [
        path.join(context.siteDir, sourceContentDir, `${name}.json`),
        path.join(context.siteDir, translatedContentDir('en'), `${name}.json`),
      ]);
    },

    async loadContent(): Promise<LoadedPage[]> {
      const proof = await loadPageContent(context.siteDir, locale, proofContentName, proofSchema);
      const missing = missingPhotos(proof.photos, context.siteDir);
      if (missing.length > 0) throw new Error(`src/content/${proofContentName}.json: no file in static/ for ${missing.join(', ')}`);
      const formatDate = (iso: string) => formatIsoDate(iso, locale);
      return Promise.all(
        active.map(async (page) => {
          const shown = showsProof(page) ? proofFor(page.route, proof, formatDate) : undefined;
          return {
            page,
            content: await loadPageContent(context.siteDir, locale, page.content, page.schema),
            ...(shown ? { proof: shown } : {}),
          };
        }),
      );
    },

    async contentLoaded({ content: loaded, actions }) {
      const content = loaded as LoadedPage[];
      for (const loadedPage of content) {
        const { page } = loadedPage;
        if (latestNewsCount[page.route] !== undefined) continue; // added in allContentLoaded
        actions.addRoute({
          path: pathOf(page.route, locale),
          component: page.component,
          exact: true,
          modules: await routeModules(actions, loadedPage),
        });
      }
    },

    async allContentLoaded({ allContent, actions }) {
      const own = (allContent as AllContent)['site-pages']?.default as LoadedPage[] | undefined;
      const blog = (allContent as AllContent)[blogPluginName]?.default as BlogContent | undefined;
      const translate = codeTranslate(locale, context.siteDir);
      const globalData: SitePagesGlobalData = {
        builtRoutes: (own ?? []).map((c) => c.page.route),
        facts: buildFacts(locale),
        postDates: Object.fromEntries(
          (blog?.blogPosts ?? []).map(({ metadata }) => [postDateKey(metadata.date), formatPostDate(metadata.date, locale)]),
        ),
        prices: Object.fromEntries(priceKeys.map((key) => [key, formatPrice(key, locale, translate)])) as Record<PriceKey, string>,
        blogPages: await loadPageContent(context.siteDir, locale, blogPagesContentName, blogPagesSchema),
      };
      actions.setGlobalData(globalData);
      for (const loadedPage of own ?? []) {
        const { page } = loadedPage;
        const count = latestNewsCount[page.route];
        if (count === undefined) continue;
        const name = page.content.replaceAll('/', '--');
        const newsPath = await actions.createData(`${name}.latest-news.json`, JSON.stringify(newestPosts(blog, count)));
        actions.addRoute({
          path: pathOf(page.route, locale),
          component: page.component,
          exact: true,
          modules: { ...(await routeModules(actions, loadedPage)), latestNews: newsPath },
        });
      }
    },
  };
}
