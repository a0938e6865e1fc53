/**
 * Local Docusaurus plugin that turns the route map into pages (style.md
 * "Localized routes through a plugin"). For the locale being built it loads
 * each registered page's content file (validated, English laid over Spanish),
 * stores it with `createData` and registers the localized path with
 * `addRoute`, so a page's bundle carries only its own copy.
 *
 * Global data `{ builtRoutes: RouteKey[] }` tells components which routes
 * exist, so nothing links to a page that is not built.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { pathOf, routeEnabled, type RouteKey } from '../../config/routes';
import type { Locale } from '../../config/locales';
import type { SiteFlags } from '../../config/site';
import { pages, type PageDefinition } from './registry';
import { loadPageContent, sourceContentDir, translatedContentDir } from './content';

/** Options: the build's feature flags. */
export interface SitePagesOptions {
  flags: SiteFlags;
}

/** Shape of the plugin's global data, read by `useBuiltRoutes()`. */
export interface SitePagesGlobalData {
  builtRoutes: RouteKey[];
}

interface LoadedPage {
  page: PageDefinition;
  content: unknown;
}

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
      return active.flatMap((p) => [
        path.join(context.siteDir, sourceContentDir, `${p.content}.json`),
        path.join(context.siteDir, translatedContentDir('en'), `${p.content}.json`),
      ]);
    },

    async loadContent(): Promise<LoadedPage[]> {
      return Promise.all(
        active.map(async (page) => ({
          page,
          content: await loadPageContent(context.siteDir, locale, page.content, page.schema),
        })),
      );
    },

    async contentLoaded({ content: loaded, actions }) {
      const content = loaded as LoadedPage[];
      for (const { page, content: data } of content) {
        const dataPath = await actions.createData(`${page.content.replaceAll('/', '--')}.json`, JSON.stringify(data));
        actions.addRoute({
          path: pathOf(page.route, locale),
          component: page.component,
          exact: true,
          modules: { content: dataPath },
        });
      }
      const globalData: SitePagesGlobalData = { builtRoutes: content.map((c) => c.page.route) };
      actions.setGlobalData(globalData);
    },
  };
}
