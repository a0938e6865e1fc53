/**
 * Page weight (docs/performance.md, gate 6: JavaScript and CSS budgets per
 * page). The theme's code a marketing page never runs (the Prism language loader, the progress bar, `@docusaurus/utils-common`'s CommonJS
 * index) is kept out of the main bundle by the `paint-first` plugin, with
 * the other replaced Docusaurus modules (src/plugins/paint-first/replacements.ts).
 *
 * This plugin removes **unused CSS**. The theme ships all of Infima (navbar, sidebar menus,
 * dropdowns, breadcrumbs, tabs, the dark palette …); this site replaces or
 * never renders most of it. After each locale's build (`postBuild`)
 * PurgeCSS reads the built HTML and JavaScript (not the staff editor's,
 * which has its own styles) and removes the selectors that match nothing
 * there and the custom properties nothing reads; before it, the
 * `[data-theme=dark]` selectors go (the colour-mode switch is off). The
 * pruned file gets a new content hash in its name and every page of the
 * build is pointed at it, so a cached old stylesheet (served `immutable`)
 * is never taken for the new one.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import postcss from 'postcss';
import { PurgeCSS, type RawContent } from 'purgecss';
import { editorPath } from '../config/editor';
import { escapeRegExp } from '../utils/escapeRegExp';

/**
 * Attributes set or changed after the HTML is built, whose values need not
 * occur in it: Docusaurus's hydration mark (the header's menu switches on
 * it) and the menu button's state.
 */
export const dynamicAttributes = ['data-has-hydrated', 'aria-expanded'];

/** The stylesheet without its `[data-theme=dark]` selectors (and rules left without one). */
function withoutDarkTheme(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => !/\[data-theme=["']?dark/.test(s));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  return root.toString();
}

/**
 * Removes from a stylesheet what the built site never uses: dark-theme
 * selectors, then (PurgeCSS) every selector naming a class, id, element or
 * attribute that occurs in no word of `content` (unless in
 * {@link dynamicAttributes}), the `@media` blocks
 * left empty, and custom properties nothing reads.
 * @param css the stylesheet.
 * @param content the built HTML and JavaScript the stylesheet serves.
 * @returns the pruned stylesheet.
 */
export async function pruneStylesheet(css: string, content: RawContent[]): Promise<string> {
  // A custom property named in a page or script (read or set there) stays.
  const namedInContent = new Set(content.flatMap(({ raw }) => raw.match(/--[A-Za-z0-9_-]+/g) ?? []));
  const [result] = await new PurgeCSS().purge({
    css: [{ raw: withoutDarkTheme(css) }],
    content,
    variables: true,
    // A compound of pseudo-classes only (`:focus-visible`, `:where(.a):not(.b):hover`) counts as present, as in
    // CSS: PurgeCSS 8 drops it otherwise. Classes, elements and attributes beside it are still checked.
    safelist: { standard: [/^:/], variables: [...namedInContent] },
    dynamicAttributes,
  });
  return result.css;
}

/** The plugin (see the module comment). */
export default function pageWeightPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context;
  return {
    name: 'page-weight',

    async postBuild({ outDir }) {
      const cssDir = path.join(outDir, 'assets', 'css');
      let cssFiles: string[];
      try {
        cssFiles = (await fs.readdir(cssDir)).filter((f) => f.endsWith('.css')).map((f) => path.join(cssDir, f));
      } catch {
        return;
      }
      const editorDir = path.join(outDir, editorPath);
      const sources = ((await fs.readdir(outDir, { recursive: true })) as string[])
        .filter((f) => ['.html', '.js'].includes(path.extname(f)))
        .map((f) => path.join(outDir, f))
        .filter((f) => !f.startsWith(editorDir));
      const content = await Promise.all(
        sources.map(async (file) => ({ raw: await fs.readFile(file, 'utf8'), extension: path.extname(file).slice(1) })),
      );
      const renames = new Map<string, string>();
      for (const file of cssFiles) {
        const pruned = await pruneStylesheet(await fs.readFile(file, 'utf8'), content);
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
        if (next === html) continue;
        // Replaced in one rename: other plugins' postBuild hooks read these pages at the same time.
        await fs.writeFile(`${file}.tmp`, next);
        await fs.rename(`${file}.tmp`, file);
      }
    },
  };
}
