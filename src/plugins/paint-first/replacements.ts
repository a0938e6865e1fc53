/**
 * Every Docusaurus module the site's bundles take from this folder instead
 * (reasons: src/theme/README.md, "What we replace in Docusaurus and why"),
 * aliased by the `paint-first` plugin in every build, with and without the
 * `.js` ending (Docusaurus requires both forms by absolute path).
 */
import path from 'node:path';

/** One upstream module and what stands in for it. */
export interface Replacement {
  /** Package and file inside it, without ending, as `node_modules` holds it (`@docusaurus/core/lib/client/docusaurus`). */
  readonly upstream: string;
  /** The file of this folder that stands in for it, or `false` for an empty module (the client-module loader skips it). */
  readonly local: string | false;
}

/** The replaced modules, by what they are. */
export const replacements = {
  /** `useIsBrowser()`'s context: the switch to `true` after hydration made a transition. */
  browserContext: { upstream: '@docusaurus/core/lib/client/browserContext', local: 'browser-context.tsx' },
  /** `window.docusaurus`: prefetches of linked pages queued, one page per idle period. */
  windowDocusaurus: { upstream: '@docusaurus/core/lib/client/docusaurus', local: 'window-docusaurus.ts' },
  /** The classic theme's Prism language loader: no extra languages are configured, so Prism stays out of the main bundle. */
  prismIncludeLanguages: { upstream: '@docusaurus/theme-classic/lib/prism-include-languages', local: false },
  /** The classic theme's progress bar for slow in-app navigations: pages here load in one small chunk. */
  nprogress: { upstream: '@docusaurus/theme-classic/lib/nprogress', local: false },
} as const satisfies Record<string, Replacement>;

/** `@docusaurus/utils-common`'s index only (webpack's `$`), replaced by an ES module of the same exports. */
export const utilsCommonIndex = { upstream: '@docusaurus/utils-common', local: 'utils-common-esm.ts' } as const;

/** A package's folder, also for packages whose `exports` leave out `package.json` (found from their entry). */
function packageFolder(scope: string, name: string): string {
  try {
    return path.dirname(require.resolve(`${scope}/${name}/package.json`));
  } catch {
    let dir = path.dirname(require.resolve(`${scope}/${name}`));
    while (!dir.endsWith(path.join(scope, name)) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    return dir;
  }
}

/** Absolute path, without ending, of a file inside an installed package (`@docusaurus/core/lib/client/flat`). */
export function upstreamPath(upstream: string): string {
  const [scope, name, ...rest] = upstream.split('/');
  return path.join(packageFolder(scope, name), ...rest);
}

/** `resolve.alias` entries: upstream path (with and without `.js`) → the file in `folder`, or `false`. */
export function replacementAliases(folder: string): Record<string, string | false> {
  const alias: Record<string, string | false> = {};
  for (const { upstream, local } of Object.values(replacements)) {
    const target = local === false ? false : path.join(folder, local);
    const original = upstreamPath(upstream);
    alias[original] = target;
    alias[`${original}.js`] = target;
  }
  alias[`${utilsCommonIndex.upstream}$`] = path.join(folder, utilsCommonIndex.local);
  return alias;
}
