/**
 * Paint first, hydrate after (docs/performance.md): the page template with
 * an inline loader instead of script tags, and the plugin that swaps in the
 * stepped entry and the replaced modules. This folder is every part of the
 * site that reaches into Docusaurus's internals (src/theme/README.md);
 * `upstream-pins.json` pins the upstream files.
 */

import { createHash } from 'node:crypto';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { replacementAliases } from './replacements';

/**
 * The loader (ES5), given the script URLs in execution order: starts them
 * after `load`, the reported largest paint and the first screen's images,
 * then a frame and a task; after 3 s anyway; at once on a key, pointer or touch.
 */
export const loaderSource = [
  '!function(s){',
  'var d=document,w=window,done=!1,on=["pointerdown","keydown","touchstart"],P=w.PerformanceObserver,lcp="largest-contentful-paint";',
  'function go(){if(done)return;done=!0;',
  'on.forEach(function(t){w.removeEventListener(t,go,!0)});',
  's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)})}',
  'function painted(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})}',
  'function pending(){return[].filter.call(d.images,function(i){var r=i.getBoundingClientRect();',
  'return!i.complete&&r.bottom>0&&r.right>0&&r.top<w.innerHeight&&r.left<w.innerWidth})}',
  'function settled(){var p=pending(),n=p.length;if(!n)return painted();',
  'p.forEach(function(i){function f(){--n||settled()}i.addEventListener("load",f,{once:!0});i.addEventListener("error",f,{once:!0})})}',
  'function loaded(){if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf(lcp)>=0){',
  'new P(function(l,o){o.disconnect();settled()}).observe({type:lcp,buffered:!0});w.setTimeout(go,3e3)}else settled()}',
  'on.forEach(function(t){w.addEventListener(t,go,{capture:!0,passive:!0})});',
  '"complete"===d.readyState?loaded():w.addEventListener("load",loaded)',
  '}',
].join('');

/** The inline loader's source for these script paths, in run order (`<` escaped). */
export function paintFirstLoader(scripts: readonly string[]): string {
  return `${loaderSource}(${JSON.stringify(scripts).replace(/</g, '\\u003c')})`;
}

/**
 * The page template (Eta; `it` is the page's data): Docusaurus 3.10's
 * `@docusaurus/core/lib/ssg/ssgTemplate.html.js` (keep in step when
 * upgrading) with the loader instead of the head's `<script defer>` loop.
 * No indentation: the site config, this string included, ships to the browser.
 */
export const paintFirstTemplate = [
  '<!DOCTYPE html>',
  '<html <%~ it.htmlAttributes %>>',
  '<head>',
  '<meta charset="UTF-8">',
  '<meta name="generator" content="Docusaurus v<%= it.version %>">',
  '<% it.metaAttributes.forEach((m) => { %><%~ m %><% }); %>',
  '<%~ it.headTags %>',
  '<% it.stylesheets.forEach((s) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= s %>" /><% }); %>',
  '</head>',
  '<body <%~ it.bodyAttributes %>>',
  '<%~ it.preBodyTags %>',
  '<div id="__docusaurus"><%~ it.appHtml %></div>',
  '<%~ it.postBodyTags %>',
  `<% if (it.scripts.length) { %><script>${loaderSource}(<%~ JSON.stringify(it.scripts.map((s) => it.baseUrl + s)).replace(/</g, '\\\\u003c') %>)</script><% } %>`,
  '</body>',
  '</html>',
].join('\n');

/** Options of the `paint-first` plugin. */
export interface PaintFirstOptions {
  /** Leave Docusaurus's entry and modules in place: the benchmark's comparison variant (the template's loader only). */
  loaderOnly?: boolean;
}

/** A bundler configuration's persistent cache settings, as far as {@link keyPersistentCache} touches them. */
interface CacheSettings {
  cache?: unknown;
  experiments?: { cache?: unknown };
}

/**
 * Appends a hash of `changes` to the version of the persistent build cache
 * (Rspack's `experiments.cache`, webpack's `cache`), when there is one.
 * Docusaurus derives that version from the swizzled components only, so
 * without this a build reuses module resolutions made with another
 * setting's aliases (a build after a `loaderOnly` one kept Prism, and the
 * reverse kept the replaced modules).
 */
function keyPersistentCache(config: CacheSettings, changes: unknown): void {
  const tag = createHash('sha256').update(JSON.stringify(changes)).digest('hex').slice(0, 8);
  for (const cache of [config.cache, config.experiments?.cache]) {
    if (cache && typeof cache === 'object' && 'version' in cache && typeof cache.version === 'string') {
      cache.version = `${cache.version}-paint-first-${tag}`;
    }
  }
}

/**
 * The `paint-first` plugin: in the production client build the entry is
 * `entry.ts` (the development server keeps Docusaurus's, for hot reloading);
 * in every build the modules of `replacements.ts` are aliased. With
 * `loaderOnly`, neither. Either way the persistent cache is keyed by what
 * the plugin changes.
 */
export default function paintFirstPlugin(_context?: LoadContext, { loaderOnly = false }: PaintFirstOptions = {}): Plugin {
  return {
    name: 'paint-first',
    configureWebpack(config, isServer) {
      const entry = !loaderOnly && !isServer && config.mode === 'production' ? path.join(__dirname, 'entry.ts') : undefined;
      const alias = loaderOnly ? {} : replacementAliases(__dirname);
      keyPersistentCache(config as CacheSettings, { entry, alias });
      // Replaced rather than merged: webpack-merge would keep Docusaurus's entry beside it.
      if (entry) config.entry = entry;
      return loaderOnly ? {} : { resolve: { alias } };
    },
  };
}
