/**
 * What the main bundle carries, per package (docs/performance.md, "Main
 * bundle"). Reads the per-locale reports a build writes with
 * `BUNDLE_REPORT=DIR` (src/plugins/page-weight.ts) and prints, for the main
 * bundle of each locale, its size and the size of each package or site
 * folder in it (minified as shipped, and gzip; bytes). With a second folder,
 * prints both side by side (before → after).
 *
 *   BUNDLE_REPORT=/some/dir npx docusaurus build
 *   tsx scripts/bundle-report.ts DIR [BEFORE_DIR]
 *
 * Module sizes inside a bundle are webpack-bundle-analyzer's estimates
 * (each module's text compressed alone, so the gzip figures of the parts
 * add up to more than the file's); the file's own gzip size is exact.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A node of webpack-bundle-analyzer's JSON report. */
interface ReportNode {
  label: string;
  path?: string;
  parsedSize?: number;
  gzipSize?: number;
  groups?: ReportNode[];
}

/** Minified and gzip bytes. */
export interface Sizes {
  parsed: number;
  gzip: number;
}

/**
 * Where a module belongs: its npm package (`react-dom`, `@docusaurus/core`)
 * or, for the site's own files, its first two folders (`src/theme`).
 * @param modulePath a module's path as the analyzer reports it (`./node_modules/…`, `./src/…`).
 */
export function ownerOf(modulePath: string): string {
  const parts = modulePath
    .replace(/ \+ \d+ modules.*$/, '')
    .replace(/^\.\//, '')
    .split('/');
  const nm = parts.lastIndexOf('node_modules');
  if (nm !== -1) {
    const rest = parts.slice(nm + 1);
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return parts.slice(0, Math.min(2, parts.length - 1)).join('/') || parts[0];
}

/** The main bundle's file sizes and its sizes per owner, from one locale's report. */
export function mainBundle(report: ReportNode[]): { file: string; total: Sizes; owners: Map<string, Sizes> } {
  const main = report.find((c) => /(^|\/)main\.[0-9a-f]+\.js$/.test(c.label));
  if (!main) throw new Error('No main bundle in the report');
  const owners = new Map<string, Sizes>();
  const walk = (node: ReportNode) => {
    if (node.groups?.length) {
      // Concatenated modules carry their size on the group; their parts only estimates.
      if (/ \+ \d+ modules/.test(node.label) && node.parsedSize !== undefined) {
        add(node.path ?? node.label, node);
        return;
      }
      node.groups.forEach(walk);
    } else add(node.path ?? node.label, node);
  };
  const add = (p: string, node: ReportNode) => {
    const key = ownerOf(p);
    const s = owners.get(key) ?? { parsed: 0, gzip: 0 };
    s.parsed += node.parsedSize ?? 0;
    s.gzip += node.gzipSize ?? 0;
    owners.set(key, s);
  };
  main.groups?.forEach(walk);
  return { file: main.label, total: { parsed: main.parsedSize ?? 0, gzip: main.gzipSize ?? 0 }, owners };
}

function read(dir: string, locale: string): ReportNode[] {
  return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as ReportNode[];
}

const kb = (n: number) => (n / 1000).toFixed(1);

function main() {
  const [dir, before] = process.argv.slice(2);
  if (!dir) throw new Error('Usage: tsx scripts/bundle-report.ts DIR [BEFORE_DIR]');
  for (const locale of ['es', 'en']) {
    if (!existsSync(path.join(dir, `${locale}.json`))) continue;
    const now = mainBundle(read(dir, locale));
    const old = before ? mainBundle(read(before, locale)) : undefined;
    console.log(
      `\n${locale}: ${now.file}: ${kb(now.total.parsed)} KB, ${kb(now.total.gzip)} KB gzip` +
        (old ? ` (before: ${kb(old.total.parsed)} KB, ${kb(old.total.gzip)} KB gzip)` : ''),
    );
    const keys = [...new Set([...now.owners.keys(), ...(old?.owners.keys() ?? [])])];
    keys.sort(
      (a, b) => (old?.owners.get(b)?.gzip ?? now.owners.get(b)?.gzip ?? 0) - (old?.owners.get(a)?.gzip ?? now.owners.get(a)?.gzip ?? 0),
    );
    console.log(old ? '| module | before KB (gzip) | after KB (gzip) |' : '| module | KB | KB gzip |');
    console.log('|---|---|---|');
    for (const k of keys) {
      const n = now.owners.get(k);
      const o = old?.owners.get(k);
      const cell = (s?: Sizes) => (s ? `${kb(s.parsed)} (${kb(s.gzip)})` : '—');
      console.log(old ? `| ${k} | ${cell(o)} | ${cell(n)} |` : `| ${k} | ${kb(n!.parsed)} | ${kb(n!.gzip)} |`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
