/**
 * Paint first, hydrate after (docs/product.md §2, "Pages and routes": every
 * page is complete in its HTML; docs/performance.md, "Paint first").
 *
 * Docusaurus's own page template puts the main bundle in the head as
 * `<script defer>`: the browser runs it (about 330 KB of JavaScript, React
 * included) before the page counts as loaded, and a phone's first
 * contentful paint of the already complete HTML waits behind it. This
 * module is the site's page template (`ssrTemplate` in
 * `docusaurus.config.ts`): the same markup as Docusaurus 3.10's default
 * template, except that the bundle's `<script>` tags are replaced by one
 * small inline loader at the end of the body. The loader adds the same
 * scripts, in the same order, once the page has loaded and painted a frame
 * (the `load` event, the browser's report of the largest paint, one
 * animation frame, then a task), or at once when the visitor presses a key
 * or touches the page earlier. React then
 * hydrates the painted page exactly as before; links prefetch other pages
 * on hover and in the viewport as soon as it has.
 *
 * Until then the page is plain HTML and must work as such (real links,
 * forms that post). With JavaScript off the loader never runs.
 *
 * Content-Security-Policy: the loader is an inline script, allowed by its
 * SHA-256 like the theme's other inline scripts (server/src/security/csp.ts
 * reads the hashes from the built pages). Its text depends only on the
 * bundle's file names, so each locale's build has one loader hash.
 *
 * This folder holds every part of the site that reaches into Docusaurus's
 * internals (its `lib/` files, `@generated/` modules, the bundler runtime):
 * the template, the stepped entry (`entry.ts`), the replaced client modules
 * (`replacements.ts`), and the hashes of the upstream files they stand in
 * for or follow (`upstream-pins.json`, checked by a test). The table "What we
 * replace in Docusaurus and why" in src/theme/README.md lists them all.
 */

import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replacementAliases } from './replacements';

/**
 * The loader: an ES5 function expression taking the script URLs (absolute
 * paths, in execution order). Scripts added by script are async by default;
 * `async = false` keeps them in order (the runtime before the main bundle).
 *
 * When it starts them: after the `load` event, once the browser has
 * reported the page's largest contentful paint (a `PerformanceObserver`
 * entry, queued only after that frame reached the screen) and every image
 * in the first screen has arrived (a lazy image, such as a blog cover, can
 * still be loading after `load`, and is then the largest paint), then one
 * animation frame and a task. A browser without that entry type (Safari,
 * Firefox) skips the wait for the report. Waiting for the report rather
 * than for a frame alone matters on a busy phone: a frame can be produced
 * and still reach the screen after the scripts started, and the page then
 * counts as painted only after them. If no paint is reported within
 * 3 seconds of `load` (a page opened in a background tab is not painted),
 * the scripts start anyway. A key press, pointer or touch before any of
 * this starts them at once.
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

/**
 * The inline loader for a list of script URLs.
 * @param scripts absolute paths of the scripts, in the order they must run.
 * @returns JavaScript source for an inline `<script>` (no `</script>` can occur: `<` is escaped).
 */
export function paintFirstLoader(scripts: readonly string[]): string {
  return `${loaderSource}(${JSON.stringify(scripts).replace(/</g, '\\u003c')})`;
}

/**
 * The page template (Eta, as Docusaurus compiles it; `it` is the page's
 * data). Docusaurus 3.10's default template
 * (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`; keep in step when
 * upgrading), with the `<script defer>` loop of the head replaced by the
 * loader after the body's last tags. Written without indentation: the site
 * config, this string included, is part of the main bundle.
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

/**
 * The plugin:
 * - in the production client build, the bundle's entry is `entry.ts`,
 *   which evaluates Docusaurus's entry in steps (one task each) instead of
 *   all at once; the development server keeps Docusaurus's entry (hot
 *   reloading accepts it);
 * - in every build, the Docusaurus modules listed in `replacements.ts` are
 *   this folder's own (the browser context, `window.docusaurus`,
 *   `@docusaurus/utils-common`'s index) or empty (the theme's Prism
 *   language loader and progress bar).
 * @returns a Docusaurus plugin named `paint-first`.
 */
export default function paintFirstPlugin(): Plugin {
  return {
    name: 'paint-first',
    configureWebpack(config, isServer) {
      if (!isServer && config.mode === 'production') {
        // Replaced rather than merged: webpack-merge would keep Docusaurus's entry beside it.
        config.entry = path.join(__dirname, 'entry.ts');
      }
      return { resolve: { alias: replacementAliases(__dirname) } };
    },
  };
}
