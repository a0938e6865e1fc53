/**
 * `npm run bench -- lighthouse` (docs/performance.md, "Lighthouse"): builds the site and paint-first's loader-only variant
 * (`PAINT_FIRST_LOADER_ONLY=1`) for the origins they are served from, makes the site's script-free twin, serves the three
 * with the project's server (`server/src/app.ts`) and runs Lighthouse's CLI (mobile, simulated throttling, a fresh Chromium
 * each run) `--runs` times per page, site, variant and twin in turn. Prints each page's medians and missed targets; writes
 * every run to `bench-results/lighthouse.json` after each page (`"complete": false` when cut short).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import detectPort from 'detect-port';
import type { Result } from 'lighthouse';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { isExecutableScriptType } from '../server/src/security/csp';
import { defaultFlags } from '../src/config/build-env';
import { localePrefix, locales } from '../src/config/locales';
import { pathOf } from '../src/config/routes';
import { enabledPages } from '../src/plugins/site-pages';
import { printTable, UsageError, writeResult } from './bench';
import { compressBuild } from './compress-build';
import { chromiumLaunchOptions } from './test-builds';

/** Options of `npm run bench -- lighthouse`. */
export const options = { runs: { type: 'string', default: '3' }, pages: { type: 'string' } } as const;

/** Targets per page: each category's score (0–100) at least `score`; LCP, TBT (ms), CLS and LCP ÷ the twin's LCP at most the rest. */
const targets = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0, twinRatio: 1.35 };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse's audit behind each timed figure. */
const audits = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
};
const kinds = ['site', 'variant', 'twin'] as const;
type Kind = (typeof kinds)[number];
/** One run's figures: the four scores, the audits' values (ms, bytes) and the 1-minute load average at its start. */
type Figures = Record<(typeof categories)[number] | keyof typeof audits | 'load', number>;
/** One page's runs and medians of each build, and the audits below 1 in accessibility, best practices or SEO in any run of the site. */
type Page = { path: string; runs: Record<Kind, Figures[]>; failedAudits: string[]; median: Record<Kind, Figures> };

const execFileAsync = promisify(execFile);

/** Runs Lighthouse's CLI once; retried twice when the run itself fails (a trace lost under load), never because of a figure. */
async function lighthouse(url: string, attempt = 1): Promise<Result> {
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const cli = [require.resolve('lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--only-categories=${categories}`];
  const env = { ...process.env, ...(executablePath && { CHROME_PATH: executablePath }) };
  try {
    const { stdout } = await execFileAsync(process.execPath, [...cli, `--chrome-flags=${args.join(' ')}`], { env, maxBuffer: 1 << 28 });
    const lhr = JSON.parse(stdout) as Result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    return lhr;
  } catch (error) {
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${(error as Error).message.slice(-2000)}`);
    console.warn(`\n${(error as Error).message.split('\n')[0]} — retrying`);
    return lighthouse(url, attempt + 1);
  }
}

/** A run's figures from Lighthouse's report, and its audits below 1 in accessibility, best practices and SEO (`seo:is-crawlable`). */
function figures(lhr: Result, load: number): [Figures, string[]] {
  const scores = categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]);
  const values = Object.entries(audits).map(([k, id]) => [k, Number(lhr.audits[id]?.numericValue ?? NaN)]);
  const failed = (c: (typeof categories)[number]) =>
    lhr.categories[c].auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1);
  return [
    { ...Object.fromEntries([...scores, ...values]), load } as Figures,
    categories.slice(1).flatMap((c) => failed(c).map((r) => `${c}:${r.id}`)),
  ];
}

/** The median of each figure over some runs. */
function medians(runs: Figures[]): Figures {
  // The middle value, or the mean of the two middle ones.
  const median = (v: number[]) => v.sort((a, b) => a - b)[(v.length - 1) >> 1] / 2 + v[v.length >> 1] / 2;
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k as keyof Figures]))])) as Figures;
}

/** The targets a build's medians miss (`performance 91`, `tbtMs 223`, …); the LCP ratio against the twin's medians. */
function misses(m: Figures, twin: Figures): string[] {
  const ratio = m.lcpMs / twin.lcpMs;
  return [
    ...categories.filter((c) => m[c] < targets.score).map((c) => `${c} ${m[c]}`),
    ...(['lcpMs', 'tbtMs', 'cls'] as const).filter((k) => m[k] > targets[k]).map((k) => `${k} ${Number(m[k].toFixed(3))}`),
    ...(ratio > targets.twinRatio ? [`LCP ${ratio.toFixed(2)} × twin`] : []),
  ];
}

/** A measured page's row of the printed table: each figure's medians as `site / variant / twin`. */
function row({ path: p, median }: Page): string[] {
  const m = kinds.map((k) => median[k]);
  const cell = (f: (x: Figures) => string | number, of = m) => of.map(f).join(' / ');
  return [
    p,
    ...categories.map((c) => cell((x) => x[c])),
    cell((x) => (x.lcpMs / 1000).toFixed(2)),
    cell((x) => Math.round(x.tbtMs)),
    cell((x) => x.cls.toFixed(3)),
    cell((x) => (x.lcpMs / median.twin.lcpMs).toFixed(2), m.slice(0, 2)),
    cell((x) => Math.round(x.transferBytes / 1000)),
    median.site.load.toFixed(1),
  ];
}

/** A built page without its scripts: executable `<script>` elements with their text and script preloads removed; JSON-LD kept. */
async function stripScripts(html: string): Promise<string> {
  const rewriter = new RewritingStream();
  const chunks: string[] = [];
  let inScript = false;
  rewriter.on('startTag', (tag) => {
    const attr = (name: string) => tag.attrs.find((a) => a.name === name)?.value.toLowerCase();
    const rel = attr('rel')?.split(/\s+/) ?? [];
    const preload = rel.includes('modulepreload') || (attr('as') === 'script' && rel.some((r) => /^pre(load|fetch)$/.test(r)));
    if (tag.tagName === 'script' && isExecutableScriptType(attr('type'))) inScript = true;
    else if (!(tag.tagName === 'link' && preload)) rewriter.emitStartTag(tag);
  });
  rewriter.on('endTag', (tag) => (inScript && tag.tagName === 'script' ? (inScript = false) : rewriter.emitEndTag(tag)));
  rewriter.on('text', (_token, raw) => inScript || rewriter.emitRaw(raw));
  rewriter.on('data', (chunk: string) => chunks.push(chunk));
  await new Promise((resolve, reject) => rewriter.once('end', resolve).once('error', reject).end(html));
  return chunks.join('');
}

/** Copies the site's build into `twinDir` with the scripts stripped from every page, recompressed. */
async function makeTwin(siteDir: string, twinDir: string): Promise<void> {
  fs.rmSync(twinDir, { recursive: true, force: true });
  fs.cpSync(siteDir, twinDir, { recursive: true });
  for (const file of (fs.readdirSync(twinDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'))) {
    fs.writeFileSync(path.join(twinDir, file), await stripScripts(fs.readFileSync(path.join(twinDir, file), 'utf8')));
    for (const ext of ['.gz', '.br']) fs.rmSync(path.join(twinDir, file + ext), { force: true });
  }
  await compressBuild(twinDir);
}

/** Every page measured by default: the route map in both locales, each blog index and each locale's first post. */
function allPages(siteDir: string): string[] {
  return locales.flatMap((locale) => {
    const blog = (p: string) => `${localePrefix[locale]}/blog${p}`;
    const posts = fs
      .readdirSync(path.join(siteDir, blog('')))
      .filter((f) => /\.html$/.test(f) && !/^(archive|authors|tags|page)\./.test(f));
    const first = posts.sort()[0]?.replace(/\.html$/, '');
    return [...enabledPages(defaultFlags).map((p) => pathOf(p.route, locale)), blog(''), ...(first ? [blog(`/${first}`)] : [])];
  });
}

/** See the module comment. @throws UsageError on a bad `--runs` or `--pages`. */
export async function run(values: { runs?: string; pages?: string }): Promise<void> {
  const runs = Number(values.runs);
  const pageList = values.pages?.split(',').filter(Boolean);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError('--runs takes a whole number from 1');
  if (pageList?.some((p) => !p.startsWith('/'))) throw new UsageError('--pages takes comma-separated paths, each starting with /');

  const dirs = { site: 'test-build/bench', variant: 'test-build/bench-variant', twin: 'test-build/bench-twin' };
  const ports = { site: await detectPort(), variant: await detectPort(), twin: await detectPort() };
  const url = (kind: Kind) => `http://127.0.0.1:${ports[kind]}`;
  // The twin is the site's HTML, so it is served for the site's origin.
  const origin = (kind: Kind) => url(kind === 'twin' ? 'site' : kind);
  for (const kind of ['site', 'variant'] as const) {
    console.log(`Building for ${origin(kind)} into ${dirs[kind]} …`);
    const flags = { OFFERS_PHONE_REPAIR: '0', SHOW_SPONSORSHIPS_IN_NAV: '0', PAINT_FIRST_LOADER_ONLY: kind === 'variant' ? '1' : '0' };
    const env = { ...process.env, ...flags, SITE_URL: origin(kind) };
    await execFileAsync('npx', ['docusaurus', 'build', '--out-dir', dirs[kind]], { env, maxBuffer: 1 << 28 });
    await compressBuild(dirs[kind]);
  }
  console.log(`Script-free twin in ${dirs.twin} …`);
  await makeTwin(dirs.site, dirs.twin);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const servers = await Promise.all(
    kinds.map(async (kind) => {
      const env = { ...process.env, BUILD_DIR: dirs[kind], SITE_URL: origin(kind), LOG_LEVEL: 'error' };
      const app = await buildApp(loadConfig({ ...env, LEADS_DB: path.join(dataDir, `${kind}.sqlite`) }));
      await app.listen({ port: ports[kind], host: '127.0.0.1' });
      return app;
    }),
  );
  try {
    const paths = pageList?.length ? pageList : allPages(dirs.site);
    const pages: Page[] = [];
    let tool: { lighthouse: string; chromium: string } | undefined;
    // Written after every page, so an interrupted run keeps what it measured.
    const save = () =>
      writeResult('lighthouse', {
        tool: { ...tool, settings: 'mobile, simulated throttling (Lighthouse defaults)', runs, median: 'per figure' },
        loadAverageAtEnd: os.loadavg(),
        targets,
        complete: pages.length === paths.length,
        pages,
      });
    for (const pagePath of paths) {
      const page: Omit<Page, 'median'> = { path: pagePath, runs: { site: [], variant: [], twin: [] }, failedAudits: [] };
      for (let i = 0; i < runs; i += 1) {
        for (const kind of kinds) {
          const load = os.loadavg()[0];
          const lhr = await lighthouse(url(kind) + pagePath);
          tool ??= { lighthouse: lhr.lighthouseVersion, chromium: lhr.environment.hostUserAgent };
          const [run, failed] = figures(lhr, load);
          page.runs[kind].push(run);
          if (kind === 'site') page.failedAudits = [...new Set([...page.failedAudits, ...failed])];
        }
        process.stdout.write('.');
      }
      pages.push({ ...page, median: Object.fromEntries(kinds.map((k) => [k, medians(page.runs[k])])) as Page['median'] });
      save();
      console.log(` ${pagePath}`);
    }
    console.log(`\nLighthouse ${tool?.lighthouse}, mobile, simulated throttling, medians of ${runs}; each cell: site / variant / twin`);
    printTable([['page', 'perf', 'a11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'LCP ÷ twin', 'KB', 'load'], ...pages.map(row)]);
    for (const { path: p, median: m, failedAudits: failed } of pages) {
      const verdict = (k: Kind) => misses(m[k], m.twin).join(', ') || 'targets met';
      const audits = failed.length ? `; audits below 1: ${failed.join(', ')}` : '';
      console.log(`${p}: site ${verdict('site')}; variant ${verdict('variant')}${audits}`);
    }
    console.log(`\nWrote ${save()}`);
  } finally {
    await Promise.all(servers.map((app) => app.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
