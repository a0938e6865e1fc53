/**
 * Gate 6 of docs/performance.md (page-speed budgets): the limits, and the byte counts
 * they are measured in. Sizes are read from the build's files and compressed
 * here with gzip level 9, so the figures do not depend on the server in front
 * (`scripts/compress-build.ts` precompresses with the same level).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { brandFontMaxBytes } from '../../src/plugins/brand-font';

/** Kinds of bytes a page costs. */
export type BudgetKind = 'js' | 'css' | 'html' | 'img-above-fold' | 'preloaded-fonts';

/**
 * Budget per page: bytes after gzip level 9 (KB = 1,000 bytes), except
 * `preloaded-fonts`, a count of files. A stock Docusaurus 3.10 home page
 * loads about 168 KB of JavaScript. The stylesheet's budget is 21 KB of
 * rules plus the heading face it embeds (at most `brandFontMaxBytes`).
 */
export const budgets: Record<BudgetKind, number> = {
  js: 160_000,
  css: 21_000 + brandFontMaxBytes,
  html: 30_000,
  'img-above-fold': 100_000,
  'preloaded-fonts': 2,
};

/** Formats whose bytes are sent compressed (the server precompresses them); others are counted as stored. */
const COMPRESSED_ON_THE_WIRE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);

const cache = new Map<string, { raw: number; gzip: number }>();

/**
 * Raw and transferred size of a build file, in bytes: gzip level 9 for text
 * formats, the stored size for images and fonts (already compressed).
 */
export function fileBytes(file: string): { raw: number; gzip: number } {
  let sizes = cache.get(file);
  if (!sizes) {
    const data = readFileSync(file);
    const gzip = COMPRESSED_ON_THE_WIRE.has(path.extname(file).toLowerCase()) ? zlib.gzipSync(data, { level: 9 }).length : data.length;
    sizes = { raw: data.length, gzip };
    cache.set(file, sizes);
  }
  return sizes;
}

/** One page's figures. Bytes as in {@link budgets}. */
export interface PageBudget {
  page: string;
  jsRaw: number;
  js: number;
  cssRaw: number;
  css: number;
  htmlRaw: number;
  html: number;
  'img-above-fold': number;
  'preloaded-fonts': number;
  /** Files counted, for the report. */
  files: { js: string[]; css: string[]; img: string[] };
}

/** The figures of a page that exceed their budget: `page, kind, bytes, budget`. */
export function overBudget(row: PageBudget): { page: string; kind: BudgetKind; value: number; budget: number }[] {
  return (Object.keys(budgets) as BudgetKind[])
    .filter((kind) => row[kind] > budgets[kind])
    .map((kind) => ({ page: row.page, kind, value: row[kind], budget: budgets[kind] }));
}

const kb = (n: number) => (n / 1000).toFixed(1);

/** A plain-text table of the figures (KB gzip, raw in brackets), budgets in the header. */
export function budgetTable(rows: readonly PageBudget[]): string {
  const header = [
    'page',
    `JS gz (raw) ≤${kb(budgets.js)}`,
    `CSS gz (raw) ≤${kb(budgets.css)}`,
    `HTML gz (raw) ≤${kb(budgets.html)}`,
    `img fold ≤${kb(budgets['img-above-fold'])}`,
    `fonts ≤${budgets['preloaded-fonts']}`,
  ];
  const body = rows.map((r) => [
    r.page,
    `${kb(r.js)} (${kb(r.jsRaw)})`,
    `${kb(r.css)} (${kb(r.cssRaw)})`,
    `${kb(r.html)} (${kb(r.htmlRaw)})`,
    kb(r['img-above-fold']),
    String(r['preloaded-fonts']),
  ]);
  const all = [header, ...body];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
