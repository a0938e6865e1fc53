/**
 * Page weight (docs/performance.md, gate 6: JavaScript and CSS budgets per
 * page). The theme's code a marketing page never runs (the Prism language loader, the progress bar, `@docusaurus/utils-common`'s CommonJS
 * index) is kept out of the main bundle by the `paint-first` plugin, with
 * the other replaced Docusaurus modules (src/plugins/paint-first/replacements.ts).
 *
 * This plugin removes **unused CSS**. The theme ships all of Infima (navbar, sidebar menus,
 * dropdowns, breadcrumbs, tabs, the dark palette …); this site replaces or
 * never renders most of it. After each locale's build (`postBuild`) the
 * plugin collects every word of the built HTML and JavaScript, removes the
 * selectors whose classes appear in neither, the `html[data-theme=dark]`
 * rules (the colour-mode switch is off) and the custom properties nothing
 * reads. The pruned file gets a new content hash in its name and every
 * page of the build is pointed at it, so a cached old stylesheet (served
 * `immutable`) is never taken for the new one.
 *
 * With `BUNDLE_REPORT=DIR` the client build also writes what each chunk
 * carries (see {@link bundleReportPlugin}).
 *
 * The stylesheet is parsed and written by PostCSS; which selectors go is
 * this module's rule. It is conservative by construction: a class is kept when its name
 * appears anywhere in the output, and an Infima modifier `block--modifier`
 * when both halves appear (theme code builds some, such as
 * `alert--${type}`). Rules without classes (elements, `:root`, at-rules
 * other than `@media`, `@supports`, `@layer`) keep their selectors.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import postcss, { type AtRule, type Root, type Rule } from 'postcss';

/** Words of a text: candidate class names (and anything else, which only makes pruning more cautious). */
export function wordsOf(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z0-9_-]+/g) ?? []);
}

function classUsed(name: string, words: Set<string>): boolean {
  if (words.has(name)) return true;
  const m = /^(.+?)--(.+)$/.exec(name);
  return m !== null && words.has(m[1]) && words.has(m[2]);
}

/** Whether a selector can match something: every class it names (outside `:not()`) is used. */
export function selectorUsed(selector: string, words: Set<string>): boolean {
  if (/\[data-theme=["']?dark/.test(selector)) return false;
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  const classes = positive.match(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g) ?? [];
  return classes.every((c) => classUsed(c.slice(1), words));
}

/** At-rules whose rules are pruned like top-level ones; the rules of any other at-rule (`@keyframes`, `@font-face` …) are kept whole. */
const prunableAtRules = new Set(['media', 'supports', 'layer']);

/** Whether every at-rule around `rule` is one of {@link prunableAtRules}. */
function inPrunableContext(rule: Rule): boolean {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type !== 'atrule' || !prunableAtRules.has((parent as AtRule).name)) return false;
  }
  return true;
}

/** Removes the `@media` / `@supports` / `@layer` blocks left without content (a statement such as `@layer a, b;` has none to lose). */
function removeEmptyBlocks(root: Root): void {
  root.walkAtRules((atRule) => {
    if (prunableAtRules.has(atRule.name) && atRule.nodes?.length === 0) atRule.remove();
  });
}

/**
 * Removes unused rules from a stylesheet (parsed by PostCSS): a selector
 * goes when {@link selectorUsed} says it matches nothing, a rule when none
 * of its selectors is left, and a `@media`, `@supports` or `@layer` block
 * when it is left empty.
 * @param css the stylesheet.
 * @param words the words of the built HTML and JavaScript.
 * @returns the stylesheet without those rules, otherwise written as it came.
 */
export function pruneCss(css: string, words: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!inPrunableContext(rule)) return;
    const kept = rule.selectors.filter((s) => selectorUsed(s, words));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyBlocks(root);
  return root.toString();
}

/**
 * Removes custom property declarations (`--name: …`) that nothing reads: no
 * `var(--name)` in the stylesheet and no mention in the built HTML or
 * JavaScript. Repeated until stable, as variables feed one another; rules
 * left empty go too.
 * @param css the stylesheet.
 * @param words the words of the built HTML and JavaScript.
 */
export function pruneCustomProperties(css: string, words: Set<string>): string {
  const root = postcss.parse(css);
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set<string>();
    root.walkDecls((decl) => {
      for (const m of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(m[1]);
    });
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop) || words.has(decl.prop)) return;
      decl.remove();
      removed = true;
    });
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  removeEmptyBlocks(root);
  return root.toString();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function filesUnder(dir: string, exts: string[]): Promise<string[]> {
  const entries = (await fs.readdir(dir, { recursive: true })) as string[];
  return entries.filter((f) => exts.includes(path.extname(f))).map((f) => path.join(dir, f));
}

/**
 * With `BUNDLE_REPORT=DIR` set at build time, the client build writes
 * `DIR/<locale>.json`: every output chunk with its modules and their sizes
 * (raw, minified as shipped, gzip), as computed by webpack-bundle-analyzer
 * (a dependency of Docusaurus itself). `scripts/bundle-report.ts` summarises
 * it (docs/performance.md, "Main bundle").
 */
function bundleReportPlugin(file: string): { apply: (compiler: unknown) => void } {
  // Loaded only when asked for, from Docusaurus's own dependencies.
  const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const { BundleAnalyzerPlugin } = fromCore('webpack-bundle-analyzer') as {
    BundleAnalyzerPlugin: new (options: Record<string, unknown>) => { apply: (compiler: unknown) => void };
  };
  return new BundleAnalyzerPlugin({ analyzerMode: 'json', reportFilename: file, openAnalyzer: false, logLevel: 'warn' });
}

/** The plugin (see the module comment). */
export default function pageWeightPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context;
  return {
    name: 'page-weight',

    configureWebpack(_config, isServer) {
      const report = process.env.BUNDLE_REPORT;
      return {
        plugins: report && !isServer ? [bundleReportPlugin(path.resolve(report, `${context.i18n.currentLocale}.json`))] : [],
      };
    },

    async postBuild({ outDir }) {
      const cssDir = path.join(outDir, 'assets', 'css');
      let cssFiles: string[];
      try {
        cssFiles = (await fs.readdir(cssDir)).filter((f) => f.endsWith('.css')).map((f) => path.join(cssDir, f));
      } catch {
        return;
      }
      const sources = await filesUnder(outDir, ['.html', '.js']);
      const words = new Set<string>();
      for (const file of sources) for (const w of wordsOf(await fs.readFile(file, 'utf8'))) words.add(w);
      const renames = new Map<string, string>();
      for (const file of cssFiles) {
        const pruned = pruneCustomProperties(pruneCss(await fs.readFile(file, 'utf8'), words), words);
        const hash = createHash('md5').update(pruned).digest('hex').slice(0, 8);
        const name = path.basename(file).replace(/\.[0-9a-f]{8}\.css$/, `.${hash}.css`);
        await fs.writeFile(path.join(cssDir, name), pruned);
        if (name !== path.basename(file)) {
          await fs.rm(file);
          for (const ext of ['.gz', '.br']) await fs.rm(file + ext, { force: true });
          renames.set(path.basename(file), name);
        }
      }
      if (!renames.size) return;
      for (const file of sources.filter((f) => f.endsWith('.html'))) {
        const html = await fs.readFile(file, 'utf8');
        let next = html;
        for (const [from, to] of renames) {
          // Only this locale's links: `/assets/…` must not match inside `/en/assets/…`.
          const link = new RegExp(`(?<![\\w./-])${escapeRegExp(`${baseUrl}assets/css/${from}`)}`, 'g');
          next = next.replace(link, `${baseUrl}assets/css/${to}`);
        }
        if (next !== html) await fs.writeFile(file, next);
      }
    },
  };
}
