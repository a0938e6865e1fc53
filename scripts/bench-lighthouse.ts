/**
 * Lighthouse benchmark (`npm run bench:lighthouse`; not a test): builds the
 * site for the origin it serves and its script-free twin, serves both with
 * the project's server, and runs Lighthouse on every page alternating site
 * and twin, printing medians, scores, the LCP / twin ratio and the load
 * average; every run goes to `bench-results/lighthouse.json`. Exit code 0
 * even when a target is missed. Targets, pages and options:
 * docs/performance.md, "Lighthouse" and "Running the benchmarks".
 *
 *   tsx scripts/bench-lighthouse.ts [--runs 3] [--no-build] [--out FILE] [--pages /,/en/,/apps] [--variant]
 *
 * `--variant` also builds paint-first's comparison variant
 * (`PAINT_FIRST_LOADER_ONLY=1`: the template's loader only, Docusaurus's own
 * entry and modules) and measures it in the same run, site, variant and
 * twin in turn.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { isExecutableScriptType } from '../server/src/security/csp';
import { localePrefix, locales, type Locale } from '../src/config/locales';
import { pathOf } from '../src/config/routes';
import { defaultFlags } from '../src/config/build-env';
import { enabledPages } from '../src/plugins/site-pages';
import { benchResultFile, writeBenchResult } from './bench-results';
import { compressBuild } from './compress-build';
import { freePort } from './dev-all';

/** Version of the installed Lighthouse, for the report. */
const lighthouseVersion = (JSON.parse(readFileSync(path.join('node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string })
  .version;

/** Targets per page. Scores 0–100, times in milliseconds, `twinRatio` = LCP / twin LCP. */
export const targets = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  twinRatio: 1.35,
  cls: 0,
};

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

interface Args {
  runs: number;
  build: boolean;
  out: string;
  /** Paths to measure; empty: every page. */
  pages: string[];
  /** Also build and measure the loader-only variant. */
  variant: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { runs: 3, build: true, out: benchResultFile('lighthouse'), pages: [], variant: false };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--runs') args.runs = Number(argv[++i]);
    else if (a === '--no-build') args.build = false;
    else if (a === '--variant') args.variant = true;
    else if (a === '--out') args.out = argv[++i];
    else if (a === '--pages')
      args.pages = argv[++i]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
    else throw new Error(`Unknown argument ${a}`);
  }
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs must be a positive whole number');
  return args;
}

/** Figures of one Lighthouse run. */
interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Bytes transferred (Lighthouse's `total-byte-weight`). */
  transferBytes: number;
  /** Audits scoring below 1 in accessibility, best practices and SEO. */
  failedAudits: string[];
  /** 1-minute load average when the run started. */
  load: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A page without its scripts: executable `<script>` elements (with their
 * text) and `<link>` preloads of scripts (`preload` with `as=script`,
 * `modulepreload`) removed; data blocks such as JSON-LD kept.
 * @param html a built page.
 * @returns the page as the browser would get it with every script gone.
 */
/** A start tag as the rewriting stream reports it. */
type StartTag = Parameters<RewritingStream['emitStartTag']>[0];

export async function stripScripts(html: string): Promise<string> {
  const rewriter = new RewritingStream();
  let skipping = false;
  const attr = (tag: StartTag, name: string) => tag.attrs.find((a) => a.name === name)?.value;
  rewriter.on('startTag', (tag) => {
    if (tag.tagName === 'script' && isExecutableScriptType(attr(tag, 'type'))) {
      skipping = true;
      return;
    }
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const scriptHint =
      tag.tagName === 'link' &&
      (rel.includes('modulepreload') ||
        ((rel.includes('preload') || rel.includes('prefetch')) && attr(tag, 'as')?.toLowerCase() === 'script'));
    if (!scriptHint) rewriter.emitStartTag(tag);
  });
  rewriter.on('endTag', (tag) => {
    if (skipping && tag.tagName === 'script') skipping = false;
    else rewriter.emitEndTag(tag);
  });
  rewriter.on('text', (_token, raw) => {
    if (!skipping) rewriter.emitRaw(raw);
  });
  const chunks: string[] = [];
  rewriter.on('data', (chunk: string) => chunks.push(chunk));
  await new Promise<void>((resolve, reject) => {
    rewriter.once('end', resolve).once('error', reject);
    rewriter.end(html);
  });
  return chunks.join('');
}

/** Copies a build and strips the scripts from every page; recompresses the pages. */
async function makeTwin(buildDir: string, twinDir: string): Promise<void> {
  rmSync(twinDir, { recursive: true, force: true });
  cpSync(buildDir, twinDir, { recursive: true });
  const pages = (readdirSync(twinDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
  for (const rel of pages) {
    const file = path.join(twinDir, rel);
    writeFileSync(file, await stripScripts(readFileSync(file, 'utf8')));
    for (const ext of ['.gz', '.br']) rmSync(file + ext, { force: true });
  }
  await compressBuild(twinDir);
}

function lighthouseCli(): string {
  return path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
}

/**
 * Runs Lighthouse once, retrying twice when the run itself fails (a trace
 * lost under load, `NO_NAVSTART`), never because of a figure.
 */
function runLighthouse(url: string, tmp: string): RunFigures {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouseOnce(url, tmp);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`\n${(error as Error).message.split('\n')[0]} — retrying`);
    }
  }
}

/** Runs Lighthouse once and reads the figures from its JSON report. */
function runLighthouseOnce(url: string, tmp: string): RunFigures {
  const out = path.join(tmp, 'report.json');
  const load = os.loadavg()[0];
  const run = spawnSync(
    process.execPath,
    [
      lighthouseCli(),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${categories.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${run.stderr.slice(-2000)}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  if (lhr.runtimeError) throw new Error(`Lighthouse runtime error on ${url}: ${lhr.runtimeError.message}`);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const failedAudits = categories
    .filter((c) => c !== 'performance')
    .flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((ref: { id: string; weight: number }) => ref.weight > 0)
        .map((ref: { id: string }) => lhr.audits[ref.id])
        .filter((a: { score: number | null; scoreDisplayMode: string }) =>
          a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' ? a.score !== null && a.score < 1 : false,
        )
        .map((a: { id: string }) => `${c}:${a.id}`),
    );
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])) as Record<Category, number>,
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    fcpMs: num('first-contentful-paint'),
    speedIndexMs: num('speed-index'),
    transferBytes: num('total-byte-weight'),
    failedAudits,
    load,
  };
}

/** Medians of a page's runs. */
function medians(runs: RunFigures[]) {
  return {
    scores: Object.fromEntries(categories.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    speedIndexMs: median(runs.map((r) => r.speedIndexMs)),
    transferBytes: median(runs.map((r) => r.transferBytes)),
    load: median(runs.map((r) => r.load)),
  };
}

/** One page's figures: medians of the site and of its twin, the misses, every run. */
interface PageResult {
  name: string;
  path: string;
  median: ReturnType<typeof medians>;
  twin: ReturnType<typeof medians>;
  twinRatio: number;
  meetsTargets: boolean;
  misses: string[];
  failedAudits: string[];
  runs: RunFigures[];
  twinRuns: RunFigures[];
  /** With `--variant`: the loader-only variant's medians, LCP / twin LCP, misses and runs. */
  variant?: { median: ReturnType<typeof medians>; twinRatio: number; misses: string[]; runs: RunFigures[] };
}

/** The first blog post of the build (a page under the build's `blog/` that is no listing), as a path without locale prefix. */
function firstBlogPost(buildDir: string): string | undefined {
  const dir = path.join(buildDir, 'blog');
  if (!existsSync(dir)) return undefined;
  const post = readdirSync(dir)
    .filter((f) => f.endsWith('.html') && !/^(archive|authors|tags|page)\.html$/.test(f))
    .sort()[0];
  return post ? `/blog/${post.replace(/\.html$/, '')}` : undefined;
}

async function waitForServer(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${origin}/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer on ${origin} within 60 s`);
}

function chromiumVersion(): string {
  const run = spawnSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return (run.stdout || '').trim().split('\n').pop() ?? 'unknown';
}

/** Starts the project's server on a build folder. */
function serve(buildDir: string, port: number, origin: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, [require.resolve('tsx/cli'), 'server/src/server.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      SITE_URL: origin,
      LEADS_DB: path.join(dataDir, `leads-${port}.sqlite`),
      LOG_LEVEL: 'warn',
    },
  });
}

/** Every page measured by default: the route map in both locales, each blog index and first post. */
function allPages(buildDir: string): { name: string; path: string }[] {
  const list: { name: string; path: string }[] = [];
  const post = firstBlogPost(buildDir);
  for (const locale of locales as readonly Locale[]) {
    for (const p of enabledPages(defaultFlags)) list.push({ name: `${p.route} (${locale})`, path: pathOf(p.route, locale) });
    const prefix = localePrefix[locale];
    list.push({ name: `blog (${locale})`, path: `${prefix}/blog` });
    if (post) list.push({ name: `blog post (${locale})`, path: `${prefix}${post}` });
  }
  return list;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync('server/src/server.ts')) {
    throw new Error("The benchmark measures the site behind the project's own server (server/src/server.ts), which is missing.");
  }
  const [port, twinPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const twinOrigin = `http://127.0.0.1:${twinPort}`;
  const variantPort = args.variant ? await freePort() : 0;
  const variantOrigin = `http://127.0.0.1:${variantPort}`;
  const buildDir = path.resolve('test-build/bench');
  const twinDir = path.resolve('test-build/bench-twin');
  const variantDir = path.resolve('test-build/bench-variant');
  const build = async (dir: string, buildOrigin: string, extraEnv: Record<string, string>) => {
    if (!args.build && existsSync(path.join(dir, 'index.html'))) return;
    console.log(`Building for ${buildOrigin} into ${path.relative(process.cwd(), dir)} …`);
    const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
      stdio: 'inherit',
      env: { ...process.env, SITE_URL: buildOrigin, OFFERS_PHONE_REPAIR: '0', SHOW_SPONSORSHIPS_IN_NAV: '0', ...extraEnv },
    });
    if (run.status !== 0) throw new Error('The build failed');
    await compressBuild(dir);
  };
  await build(buildDir, origin, { PAINT_FIRST_LOADER_ONLY: '0' });
  if (args.variant) await build(variantDir, variantOrigin, { PAINT_FIRST_LOADER_ONLY: '1' });
  console.log(`Script-free twin in ${path.relative(process.cwd(), twinDir)} …`);
  await makeTwin(buildDir, twinDir);

  const every = allPages(buildDir);
  const targetsList = args.pages.length ? args.pages.map((p) => every.find((t) => t.path === p) ?? { name: p, path: p }) : every;

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const servers = [serve(buildDir, port, origin, dataDir), serve(twinDir, twinPort, origin, dataDir)];
  if (args.variant) servers.push(serve(variantDir, variantPort, variantOrigin, dataDir));
  const stop = () => {
    for (const s of servers) if (s.exitCode === null) s.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    await waitForServer(origin, servers[0]);
    await waitForServer(twinOrigin, servers[1]);
    if (args.variant) await waitForServer(variantOrigin, servers[2]);
    const results: PageResult[] = [];
    // Written after every page, so an interrupted run keeps what it measured.
    const writeReport = () => {
      const report = {
        date: new Date().toISOString(),
        tool: `lighthouse ${lighthouseVersion}`,
        settings: {
          formFactor: 'mobile',
          throttling: 'simulated (Lighthouse default)',
          runs: args.runs,
          statistic: 'median per figure',
          twin: "the same build with every executable script and script preload removed, served the same way; runs alternate with the site's",
          variant: args.variant
            ? 'PAINT_FIRST_LOADER_ONLY=1: the template loader only, Docusaurus entry and modules; run between site and twin'
            : 'not measured',
        },
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGB: Math.round(os.totalmem() / 1e9),
          node: process.version,
          chromium: chromiumVersion(),
          loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
        },
        server: 'server/src/server.ts (precompressed build, brotli/gzip)',
        targets,
        complete: results.length === targetsList.length,
        pages: results,
      };
      writeBenchResult(args.out, report);
    };
    for (const t of targetsList) {
      const runs: RunFigures[] = [];
      const twinRuns: RunFigures[] = [];
      const variantRuns: RunFigures[] = [];
      for (let i = 0; i < args.runs; i += 1) {
        runs.push(runLighthouse(origin + t.path, dataDir));
        if (args.variant) variantRuns.push(runLighthouse(variantOrigin + t.path, dataDir));
        twinRuns.push(runLighthouse(twinOrigin + t.path, dataDir));
        process.stdout.write('.');
      }
      const twin = medians(twinRuns);
      const verdict = (figures: RunFigures[]) => {
        const m = medians(figures);
        const ratio = m.lcpMs / twin.lcpMs;
        const missed = [
          ...categories.filter((c) => m.scores[c] < targets[c]).map((c) => `${c} ${m.scores[c]}`),
          m.lcpMs > targets.lcpMs && `LCP ${Math.round(m.lcpMs)} ms`,
          m.tbtMs > targets.tbtMs && `TBT ${Math.round(m.tbtMs)} ms`,
          ratio > targets.twinRatio && `LCP ${ratio.toFixed(2)}× twin`,
          m.cls > targets.cls && `CLS ${m.cls.toFixed(3)}`,
        ].filter(Boolean) as string[];
        return { median: m, twinRatio: ratio, misses: missed };
      };
      const { median: med, twinRatio, misses } = verdict(runs);
      results.push({
        ...t,
        median: med,
        twin: twin,
        twinRatio: Number(twinRatio.toFixed(3)),
        meetsTargets: misses.length === 0,
        misses,
        failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
        runs,
        twinRuns,
        ...(args.variant ? { variant: { ...verdict(variantRuns), runs: variantRuns } } : {}),
      });
      writeReport();
      process.stdout.write(
        ` ${t.name}: LCP ${Math.round(med.lcpMs)} ms (twin ${Math.round(twin.lcpMs)} ms), TBT ${Math.round(med.tbtMs)} ms, load ${med.load.toFixed(1)}\n`,
      );
    }

    const rows = results.map((r) => [
      r.name,
      String(r.median.scores.performance),
      String(r.median.scores.accessibility),
      String(r.median.scores['best-practices']),
      String(r.median.scores.seo),
      (r.median.lcpMs / 1000).toFixed(2),
      (r.twin.lcpMs / 1000).toFixed(2),
      r.twinRatio.toFixed(2),
      String(Math.round(r.median.tbtMs)),
      String(Math.round(r.twin.tbtMs)),
      r.median.cls.toFixed(3),
      (r.median.transferBytes / 1000).toFixed(1),
      r.median.load.toFixed(1),
      r.meetsTargets ? 'yes' : `no: ${r.misses.join(', ')}`,
      ...(r.variant
        ? [
            (r.variant.median.lcpMs / 1000).toFixed(2),
            String(Math.round(r.variant.median.tbtMs)),
            r.variant.misses.length ? `no: ${r.variant.misses.join(', ')}` : 'yes',
          ]
        : []),
    ]);
    const header = [
      'page',
      'perf',
      'a11y',
      'BP',
      'SEO',
      'LCP s',
      'twin LCP s',
      'ratio',
      'TBT ms',
      'twin TBT ms',
      'CLS',
      'KB',
      'load',
      'targets met',
      ...(args.variant ? ['variant LCP s', 'variant TBT ms', 'variant targets met'] : []),
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (row: string[]) =>
      row.map((c, i) => (i === 0 || header[i].endsWith('targets met') ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(
      `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${args.runs} runs; twin = the same build without scripts`,
    );
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) console.log(line(row));
    const audits = [...new Set(results.flatMap((r) => r.failedAudits))];
    if (audits.length) console.log(`audits below 1 in some run: ${audits.join(', ')}`);
    console.log(
      `load average (1, 5, 15 min) at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );

    writeReport();
    console.log(`\nWrote ${args.out}`);
  } finally {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
