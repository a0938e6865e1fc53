/**
 * Docusaurus plugin that turns the route map into pages: for the built locale it loads each registered page's content file
 * (validated, English laid over Spanish) with `createData` and adds its localized route, so a page's bundle carries only its copy.
 * Extra route modules: `proof` (reviews and case studies, when any concern the page) and `latestNews` ({@link latestNewsCount};
 * those routes are added in `allContentLoaded`, the hook that sees the blog's content). Global data: {@link SitePagesGlobalData},
 * with each blog post's address in both languages (read from both blog folders, which it watches).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AllContent, LoadContext, Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { pathOf, routeEnabled, type BlogPostPaths, type RouteKey } from '../../config/routes';
import { locales, type Locale } from '../../config/locales';
import { blogContentOf, blogPostPairs, blogSourceDirs } from '../../config/blog-urls';
import type { SiteFlags } from '../../config/build-env';
import { pages, type PageDefinition } from './registry';
import { loadPageContent, sourceContentDir, translatedContentDir } from './content';
import { formatPrice, offerOf, priceKeys, type PriceKey } from '../../config/prices';
import { buildFacts } from './facts';
import { codeTranslate } from '../../utils/code-translations';
import type { FactName } from '../../utils/facts';
import { keepFiguresTogether } from '../../utils/typography';
import { formatPostDate, postDateKey } from '../../utils/postDates';
import { proofFor, proofOverviewRoutes, type ProofModule } from '../../utils/proof';
import { proofSchema } from '../../schemas/proof';
import { formatIsoDate } from '../../utils/isoDate';
import { blogPagesSchema, type BlogPagesContent } from '../../schemas/blogPages';

/** The plugin's global data, read by the hooks of `src/hooks/build-data.ts`. */
export interface SitePagesGlobalData {
  /** Routes this build serves: nothing links to a page that is not built. */
  builtRoutes: RouteKey[];
  /** Facts, post dates (keyed by ISO date) and prices as text, formatted at build time so no page builds an `Intl` formatter. */
  facts: Record<FactName, string>;
  postDates: Record<string, string>;
  prices: Record<PriceKey, string>;
  /** The `Offer` price of each price key in JSON-LD: its lowest amount in euros, `"40.00"`. */
  offerPrices: Record<PriceKey, string>;
  /** Copy of the blog's listing pages, which the blog plugin routes, so no route module of ours can carry it. */
  blogPages: BlogPagesContent;
  /** Each post's address in each language (drafts only outside production builds, as Docusaurus shows them): the language switch and hreflang pair a post with its translation through these. */
  blogPosts: BlogPostPaths[];
}

interface LoadedPage {
  page: PageDefinition;
  content: unknown;
  proof?: ProofModule;
}

const proofContentName = 'proof';
const blogPagesContentName = 'blogPages';
/** Views of the service pages, which show the proof about their own service. */
const serviceViews = ['@site/src/views/ServiceLanding', '@site/src/views/ServicePage'];

/** Proof photos missing from `static/`, so the build fails on a typo rather than publish a broken image. */
export function missingPhotos(photos: readonly { src: string }[], siteDir: string): string[] {
  return photos.map((p) => p.src).filter((src) => !existsSync(path.join(siteDir, 'static', src)));
}

/** Adds a page's route, its content, its proof (when any) and the given latest news as route modules. */
async function addPageRoute(
  actions: PluginContentLoadedActions,
  { page, content, proof }: LoadedPage,
  locale: Locale,
  latestNews?: LatestNewsPost[],
): Promise<void> {
  const name = page.content.replaceAll('/', '--');
  const data = (suffix: string, value: unknown) => actions.createData(`${name}${suffix}.json`, JSON.stringify(value));
  const modules: Record<string, string> = { content: await data('', content) };
  if (proof) modules.proof = await data('.proof', proof);
  if (latestNews) modules.latestNews = await data('.latest-news', latestNews);
  actions.addRoute({ path: pathOf(page.route, locale), component: page.component, exact: true, modules });
}

/** Routes that receive the newest blog posts of their locale, and how many. */
export const latestNewsCount: Partial<Record<RouteKey, number>> = { home: 3 };

/** One post of the home page's latest-news strip: `permalink` with the locale's base URL, `date` ISO 8601, `image` site-relative. */
export interface LatestNewsPost {
  title: string;
  permalink: string;
  date: string;
  description: string;
  image?: string;
}

/** The newest `count` listed posts (no drafts, no unlisted), newest first; none when the blog is off. */
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

/** Pages served by a build with these flags. */
export function enabledPages(flags: SiteFlags): PageDefinition[] {
  return pages.filter((p) => routeEnabled(p.route, flags));
}

/** The plugin, for a build with these feature flags; `Plugin<unknown>` because Docusaurus's config type only accepts that. */
export default function sitePagesPlugin(context: LoadContext, { flags }: { flags: SiteFlags }): Plugin {
  const locale = context.i18n.currentLocale as Locale;
  const active = enabledPages(flags);
  return {
    name: 'site-pages',

    getPathsToWatch() {
      return [
        ...[...active.map((p) => p.content), proofContentName, blogPagesContentName].flatMap((name) => [
          path.join(context.siteDir, sourceContentDir, `${name}.json`),
          path.join(context.siteDir, translatedContentDir('en'), `${name}.json`),
        ]),
        // Both languages' posts: a slug changed in either moves the other language's switch and hreflang.
        ...locales.map((l) => path.join(context.siteDir, blogSourceDirs[l], '*.{md,mdx}')),
      ];
    },

    async loadContent(): Promise<LoadedPage[]> {
      const proof = await loadPageContent(context.siteDir, locale, proofContentName, proofSchema);
      const missing = missingPhotos(proof.photos, context.siteDir);
      if (missing.length > 0) throw new Error(`src/content/${proofContentName}.json: no file in static/ for ${missing.join(', ')}`);
      const formatDate = (iso: string) => formatIsoDate(iso, locale);
      return Promise.all(
        active.map(async (page) => {
          // Proof of past work: on the overview routes and every service page.
          const showsProof = proofOverviewRoutes.includes(page.route) || serviceViews.includes(page.component);
          const shown = showsProof ? proofFor(page.route, proof, formatDate) : undefined;
          return {
            page,
            content: await loadPageContent(context.siteDir, locale, page.content, page.schema),
            ...(shown ? { proof: shown } : {}),
          };
        }),
      );
    },

    async contentLoaded({ content, actions }) {
      // The pages with latest news are added in allContentLoaded.
      for (const loaded of content as LoadedPage[]) {
        if (latestNewsCount[loaded.page.route] === undefined) await addPageRoute(actions, loaded, locale);
      }
    },

    async allContentLoaded({ allContent, actions }) {
      const own = (allContent as AllContent)['site-pages']?.default as LoadedPage[] | undefined;
      const blog = blogContentOf(allContent as AllContent);
      const translate = codeTranslate(locale, context.siteDir);
      const globalData: SitePagesGlobalData = {
        builtRoutes: (own ?? []).map((c) => c.page.route),
        facts: buildFacts(locale),
        postDates: Object.fromEntries(
          (blog?.blogPosts ?? []).map(({ metadata }) => [postDateKey(metadata.date), formatPostDate(metadata.date, locale)]),
        ),
        prices: Object.fromEntries(priceKeys.map((key) => [key, keepFiguresTogether(formatPrice(key, locale, translate))])) as Record<
          PriceKey,
          string
        >,
        offerPrices: Object.fromEntries(priceKeys.map((key) => [key, offerOf(key).price])) as Record<PriceKey, string>,
        blogPages: await loadPageContent(context.siteDir, locale, blogPagesContentName, blogPagesSchema),
        blogPosts: blogPostPairs(context.siteDir)
          .filter((p) => !p.draft || process.env.NODE_ENV !== 'production')
          .map((p) => p.paths),
      };
      actions.setGlobalData(globalData);
      for (const loaded of own ?? []) {
        const count = latestNewsCount[loaded.page.route];
        if (count !== undefined) await addPageRoute(actions, loaded, locale, newestPosts(blog, count));
      }
    },
  };
}
