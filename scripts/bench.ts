/**
 * `npm run bench -- lighthouse [--runs 5] [--pages /,/en/,/apps] [--variant]` (docs/performance.md, "Lighthouse"; not a
 * test): builds the site for the origin it is served from, makes its script-free twin (and, with `--variant`, paint-first's
 * loader-only variant, `PAINT_FIRST_LOADER_ONLY=1`), serves each with the project's server (`server/src/app.ts`, as
 * `npm start` serves the site) and runs Lighthouse's CLI (mobile, simulated throttling, a fresh Chromium each run) `--runs`
 * times per page, each build in turn. The pages: every route of the route map and every kind of blog page (index, archive,
 * tag list, one tag, authors, one author, one post), in both locales. Prints each page's medians and missed targets, then
 * the table of docs/performance.md in Markdown; writes every run to `bench-results/lighthouse.json` after each page
 * (`"complete": false` when cut short). Exits 0 when a target is missed; an unknown option or a bad value: usage on stderr,
 * exit 2, before anything is built.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isEntry } from './entry';
import { parseArgs, promisify } from 'node:util';
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
import { compressBuild } from './compress-build';
import { writeUrlRulesFromEnv } from './url-rules';
import { chromiumLaunchOptions } from './test-builds';

/** The command line's options. */
const options = {
  runs: { type: 'string', default: '5' },
  pages: { type: 'string' },
  variant: { type: 'boolean', default: false },
} as const;
const usage = 'npm run bench -- lighthouse [--runs 5] [--pages /,/en/,/apps] [--variant]';

/**
 * Targets per page: each category's score (0–100) at least `score`; LCP, TBT (ms), CLS, LCP ÷ the twin's LCP and the
 * transfer weight (bytes: the heaviest route-map page's, the AI service pages) at most the rest.
 */
const targets = { score: 100, lcpMs: 1000, tbtMs: 50, cls: 0, twinRatio: 1.05, transferBytes: 187_000 };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse's audit behind each timed figure. */
const audits = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
};
type Kind = 'site' | 'variant' | 'twin';
/** One run's figures: the four scores, the audits' values (ms, bytes) and the 1-minute load average at its start. */
type Figures = Record<(typeof categories)[number] | keyof typeof audits | 'load', number>;
/**
 * One page's runs and medians of each build, the lowest and highest load average over its runs, and the audits below 1 in
 * accessibility, best practices or SEO in any run of the site.
 */
type Page = {
  path: string;
  runs: Partial<Record<Kind, Figures[]>>;
  load: [number, number];
  failedAudits: string[];
  median: Partial<Record<Kind, Figures>>;
};

/** A bad option value, found before anything is built: usage, exit 2. */
class UsageError extends Error {}

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
    ...(['lcpMs', 'tbtMs', 'cls', 'transferBytes'] as const).filter((k) => m[k] > targets[k]).map((k) => `${k} ${Number(m[k].toFixed(3))}`),
    ...(ratio > targets.twinRatio ? [`LCP ${ratio.toFixed(2)} × twin`] : []),
  ];
}

/** A measured page's row of the Markdown table: each figure's medians as `site / twin` (`site / variant / twin` with the variant). */
function row({ path: p, median, load }: Page, kinds: readonly Kind[]): string {
  const m = kinds.map((k) => median[k]!);
  const cell = (f: (x: Figures) => string | number, of = m) => of.map(f).join(' / ');
  const cells = [
    `\`${p}\``,
    `${load[0].toFixed(1)}–${load[1].toFixed(1)}`,
    cell((x) => x.performance),
    cell((x) => Math.round(x.tbtMs)),
    cell((x) => (x.lcpMs / 1000).toFixed(2)),
    cell((x) => (x.lcpMs / median.twin!.lcpMs).toFixed(2), m.slice(0, -1)),
    cell((x) => Number(x.cls.toFixed(3))),
    cell((x) => Math.round(x.transferBytes / 1000)),
  ];
  return `| ${cells.join(' | ')} |`;
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

/**
 * Every page measured by default, per locale: the route map, then one page of each kind of blog page — the index, the
 * archive, the tag list, the first tag, the authors, the first author and the first post (file names sorted).
 */
function allPages(siteDir: string): string[] {
  return locales.flatMap((locale) => {
    const blog = (p: string) => `${localePrefix[locale]}/blog${p}`;
    const first = (folder: string, except?: RegExp) =>
      fs
        .readdirSync(path.join(siteDir, blog(folder)))
        .filter((f) => f.endsWith('.html') && !except?.test(f))
        .sort()[0]
        ?.replace(/\.html$/, '');
    const post = first('', /^(archive|authors|tags|page)\./);
    const tag = first('/tags');
    const author = first('/authors');
    return [
      ...enabledPages(defaultFlags).map((p) => pathOf(p.route, locale)),
      blog(''),
      blog('/archive'),
      blog('/tags'),
      ...(tag ? [blog(`/tags/${tag}`)] : []),
      blog('/authors'),
      ...(author ? [blog(`/authors/${author}`)] : []),
      ...(post ? [blog(`/${post}`)] : []),
    ];
  });
}

/** See the module comment. @throws UsageError on a bad `--runs` or `--pages`. */
async function lighthouseBench(values: { runs: string; pages?: string; variant: boolean }): Promise<void> {
  const runs = Number(values.runs);
  const pageList = values.pages?.split(',').filter(Boolean);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError('--runs takes a whole number from 1');
  if (pageList?.some((p) => !p.startsWith('/'))) throw new UsageError('--pages takes comma-separated paths, each starting with /');
  const kinds: readonly Kind[] = values.variant ? ['site', 'variant', 'twin'] : ['site', 'twin'];

  const dirs: Record<Kind, string> = { site: 'test-build/bench', variant: 'test-build/bench-variant', twin: 'test-build/bench-twin' };
  const ports = Object.fromEntries(await Promise.all(kinds.map(async (k) => [k, await detectPort()]))) as Record<Kind, number>;
  const url = (kind: Kind) => `http://127.0.0.1:${ports[kind]}`;
  // The twin is the site's HTML, so it is served for the site's origin.
  const origin = (kind: Kind) => url(kind === 'twin' ? 'site' : kind);
  for (const kind of kinds.filter((k) => k !== 'twin')) {
    console.log(`Building for ${origin(kind)} into ${dirs[kind]} …`);
    const flags = { OFFERS_PHONE_REPAIR: '0', SHOW_SPONSORSHIPS_IN_NAV: '0', PAINT_FIRST_LOADER_ONLY: kind === 'variant' ? '1' : '0' };
    const env = { ...process.env, ...flags, SITE_URL: origin(kind) };
    await execFileAsync('npx', ['docusaurus', 'build', '--out-dir', dirs[kind]], { env, maxBuffer: 1 << 28 });
    await compressBuild(dirs[kind]);
    // The URL rules the server answers by, as `npm run build` writes them (the twin copies them with the files).
    writeUrlRulesFromEnv(dirs[kind], env);
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
    const save = () => {
      const machine = {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        memoryGB: Math.round(os.totalmem() / 1e9),
        node: process.version,
      };
      const settings = 'mobile, simulated throttling (Lighthouse defaults)';
      const data = {
        date: new Date(),
        machine,
        tool: { ...tool, settings, runs, median: 'per figure' },
        targets,
        complete: pages.length === paths.length,
        pages,
      };
      fs.mkdirSync('bench-results', { recursive: true });
      fs.writeFileSync('bench-results/lighthouse.json', `${JSON.stringify(data, null, 2)}\n`);
      return 'bench-results/lighthouse.json';
    };
    for (const pagePath of paths) {
      const page: Omit<Page, 'median'> = {
        path: pagePath,
        runs: Object.fromEntries(kinds.map((k) => [k, []])),
        load: [Infinity, 0],
        failedAudits: [],
      };
      for (let i = 0; i < runs; i += 1) {
        for (const kind of kinds) {
          const load = os.loadavg()[0];
          page.load = [Math.min(page.load[0], load), Math.max(page.load[1], load)];
          const lhr = await lighthouse(url(kind) + pagePath);
          tool ??= { lighthouse: lhr.lighthouseVersion, chromium: lhr.environment.hostUserAgent };
          const [run, failed] = figures(lhr, load);
          page.runs[kind]!.push(run);
          if (kind === 'site') page.failedAudits = [...new Set([...page.failedAudits, ...failed])];
        }
        process.stdout.write('.');
      }
      pages.push({ ...page, median: Object.fromEntries(kinds.map((k) => [k, medians(page.runs[k]!)])) });
      save();
      console.log(` ${pagePath}`);
    }
    const each = kinds.join(' / ');
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}: Lighthouse ${tool?.lighthouse}, mobile, simulated throttling, medians of ${runs}; each cell ${each}\n`,
    );
    console.log(`| page | load | perf | TBT ms | LCP s | LCP ÷ twin | CLS | KB |\n|---|---|---|---|---|---|---|---|`);
    for (const page of pages) console.log(row(page, kinds));
    console.log('');
    for (const { path: p, median: m, failedAudits: failed } of pages) {
      const verdicts = kinds.filter((k) => k !== 'twin').map((k) => `${k} ${misses(m[k]!, m.twin!).join(', ') || 'targets met'}`);
      const audits = failed.length ? `; audits below 1: ${failed.join(', ')}` : '';
      console.log(`${p}: ${verdicts.join('; ')}${audits}`);
    }
    console.log(`\nload average (1, 5, 15 min) at the end: ${os.loadavg().map((l) => l.toFixed(2))}\nWrote ${save()}`);
  } finally {
    await Promise.all(servers.map((app) => app.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const [what = '', ...args] = process.argv.slice(2);
  try {
    if (what !== 'lighthouse') throw new UsageError(what ? `unknown benchmark "${what}"` : 'which benchmark?');
    await lighthouseBench(parseArgs({ args, options, strict: true }).values);
  } catch (error) {
    // Node's `parseArgs` refuses an unknown option or a positional argument with an `ERR_PARSE_ARGS_…` code.
    if (!(error instanceof UsageError || /^ERR_PARSE_ARGS/.test((error as { code?: string }).code ?? ''))) throw error;
    console.error(`bench: ${(error as Error).message}\nUsage:\n  ${usage}`);
    process.exitCode = 2;
  }
}

if (isEntry(import.meta.url)) main();
