/**
 * Content-scale benchmark (`npm run bench:content-scale`; docs/performance.md,
 * "Content scale"): how `npm test` and the builds grow with the news. In a
 * scratch copy of the project (the tracked files as they are in the working
 * tree, `node_modules` linked), for each count N it adds N generated posts
 * per language — the existing posts copied under new slugs, earlier dates and
 * covers of their own — and times, one after the other: the production build,
 * then `npm test`'s steps as it runs them (the checks beside the test builds,
 * Vitest, the browser tests, with the Playwright time of each spec file).
 * Prints a table against the first count with the load average of each step
 * and writes `bench-results/content-scale.json`.
 *
 *   tsx scripts/bench-content-scale.ts [--posts 0,100] [--keep] [--scratch DIR] [--lock FILE]
 *
 * `--keep` leaves the scratch copy in place and prints its folder, which
 * `--scratch DIR` reuses (kept too) instead of a new copy; `--lock
 * FILE` runs each step holding that `flock` lock (a machine shared with other
 * heavy jobs), not counting the wait. Exits 2 on
 * an unknown option; a failed step is reported in the table, not hidden.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchResultFile, machine, writeBenchResult } from './bench-results';

const root = path.resolve(__dirname, '..');
const blogDirs = { es: 'i18n/es/docusaurus-plugin-content-blog', en: 'i18n/en/docusaurus-plugin-content-blog' } as const;

/** Options from the command line; exits 2 on anything else. */
function options(argv: string[]): { counts: number[]; keep: boolean; scratch?: string } {
  const result: { counts: number[]; keep: boolean; scratch?: string } = { counts: [0, 100], keep: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--keep') result.keep = true;
    else if (argv[i] === '--scratch' && existsSync(path.join(argv[i + 1] ?? '', 'package.json'))) {
      result.scratch = path.resolve(argv[++i]);
      result.keep = true;
    } else if (argv[i] === '--lock' && argv[i + 1]) lockFile = path.resolve(argv[++i]);
    else if (argv[i] === '--posts' && /^\d+(,\d+)*$/.test(argv[i + 1] ?? '')) result.counts = argv[++i].split(',').map(Number);
    else {
      console.error(`bench-content-scale: unknown option ${argv[i]} (use --posts 0,100, --keep, --scratch DIR and --lock FILE)`);
      process.exit(2);
    }
  }
  return result;
}

/** A scratch copy of the tracked files, `node_modules` linked from the project. */
function scratchCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'content-scale-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    if (!existsSync(path.join(root, f))) continue;
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    copyFileSync(path.join(root, f), path.join(dir, f));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Set by `--lock FILE`: each step waits for this lock, untimed. */
let lockFile: string | undefined;

/** Runs the command in its arguments, then prints `__TIMED__ <seconds> <load before> <load after>`; exits with its status. */
const TIMER = `
const { spawnSync } = require('node:child_process');
const os = require('node:os');
const load0 = os.loadavg()[0].toFixed(1);
const t0 = process.hrtime.bigint();
const [cmd, ...args] = process.argv.slice(1);
const r = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
process.stdout.write(String(r.stdout) + String(r.stderr));
const s = Number(process.hrtime.bigint() - t0) / 1e9;
process.stdout.write('\\n__TIMED__ ' + s.toFixed(1) + ' ' + load0 + ' ' + os.loadavg()[0].toFixed(1) + '\\n');
process.exitCode = r.status ?? 1;
`;

/** Marks generated posts' file names. */
const GENERATED = '-escala-';

/**
 * Replaces the generated posts of `dir` by `count` per language: post i
 * copies an existing post, dated i days before 2024-12-31, slug and title
 * numbered, its cover copied under the new slug.
 */
function generatePosts(dir: string, count: number): void {
  for (const blog of Object.values(blogDirs)) {
    for (const f of readdirSync(path.join(dir, blog))) if (f.includes(GENERATED)) rmSync(path.join(dir, blog, f));
  }
  const covers = path.join(dir, 'static/img/blog');
  for (const f of readdirSync(covers)) if (f.includes(GENERATED)) rmSync(path.join(covers, f));
  const originals = readdirSync(path.join(dir, blogDirs.es)).filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(f));
  for (let i = 1; i <= count; i += 1) {
    const original = originals[(i - 1) % originals.length];
    const date = new Date(Date.UTC(2024, 11, 31) - i * 86_400_000).toISOString().slice(0, 10);
    const name = `${original.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '')}${GENERATED}${i}`;
    const cover = /^image:\s*(\S+)/m.exec(readFileSync(path.join(dir, blogDirs.es, original), 'utf8'))?.[1] ?? '';
    const newCover = `/img/blog/${name}${path.extname(cover)}`;
    copyFileSync(path.join(dir, 'static', cover), path.join(dir, 'static', newCover));
    for (const blog of Object.values(blogDirs)) {
      const text = readFileSync(path.join(dir, blog, original), 'utf8')
        .replace(/^slug:\s*(\S+)/m, `slug: $1${GENERATED}${i}`)
        .replace(/^title:\s*(.+)$/m, `title: $1 (${i})`)
        .replace(/^image:\s*\S+/m, `image: ${newCover}`);
      writeFileSync(path.join(dir, blog, `${date}-${name}.mdx`), text);
    }
  }
}

/** One timed step. */
interface Step {
  step: string;
  seconds: number;
  ok: boolean;
  /** 1-minute load average at the start and at the end. */
  load: [number, number];
}

/**
 * Runs `command` in `dir`, output appended to `log`, and times it. With a
 * lock file (`--lock FILE`), the step runs once it holds the lock (`flock`),
 * and the time waited for it is not counted.
 */
function timed(dir: string, step: string, command: string[], log: string, env: Record<string, string> = {}): Step {
  if (lockFile) {
    const load = spawnSync('flock', [lockFile, process.execPath, '-e', TIMER, ...command], {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 1 << 28,
    });
    const out = `${load.stdout}`;
    const m = /\n?__TIMED__ (\S+) (\S+) (\S+)\s*$/.exec(out);
    writeFileSync(log, `${out}${load.stderr}`, { flag: 'a' });
    const result: Step = {
      step,
      seconds: Number(Number(m?.[1] ?? NaN).toFixed(1)),
      ok: load.status === 0,
      load: [Number(m?.[2] ?? NaN), Number(m?.[3] ?? NaN)],
    };
    console.log(`  ${step}: ${result.seconds} s${result.ok ? '' : ' (FAILED, see the log)'}, load ${result.load.join(' → ')}`);
    return result;
  }
  const load0 = os.loadavg()[0];
  const started = process.hrtime.bigint();
  const run = spawnSync(command[0], command.slice(1), {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  writeFileSync(log, `${run.stdout}${run.stderr}`, { flag: 'a' });
  const result = {
    step,
    seconds: Number(seconds.toFixed(1)),
    ok: run.status === 0,
    load: [load0, os.loadavg()[0]].map((l) => Number(l.toFixed(1))) as [number, number],
  };
  console.log(`  ${step}: ${result.seconds} s${result.ok ? '' : ' (FAILED, see the log)'}, load ${result.load.join(' → ')}`);
  return result;
}

/** Seconds of Playwright test time per spec file, from its JSON report. */
function specSeconds(report: string): Record<string, number> {
  if (!existsSync(report)) return {};
  const sums: Record<string, number> = {};
  const visit = (
    suite: { file?: string; specs?: { tests: { results: { duration: number }[] }[] }[]; suites?: unknown[] },
    file?: string,
  ) => {
    const f = suite.file ?? file ?? '?';
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) for (const r of t.results) sums[f] = (sums[f] ?? 0) + r.duration / 1000;
    for (const s of (suite.suites ?? []) as (typeof suite)[]) visit(s, f);
  };
  for (const s of (JSON.parse(readFileSync(report, 'utf8')) as { suites: Parameters<typeof visit>[0][] }).suites) visit(s);
  return Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Number(v.toFixed(1))]));
}

/** The HTML pages of a build folder (redirect stubs included). */
function htmlCount(dir: string): number {
  if (!existsSync(dir)) return 0;
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).length;
}

function main(): void {
  const { counts, keep, scratch } = options(process.argv.slice(2));
  const dir = scratch ?? scratchCopy();
  const log = path.join(dir, 'content-scale.log');
  console.log(`Scratch copy in ${dir}; the output of every step in ${log}`);
  const runs: { posts: number; pages: number; steps: Step[]; specs: Record<string, number> }[] = [];
  for (const count of counts) {
    console.log(`${count} generated posts per language:`);
    generatePosts(dir, count);
    execFileSync('npx', ['tsx', 'scripts/i18n-stamp.ts'], { cwd: dir, stdio: 'ignore' });
    rmSync(path.join(dir, 'test-build'), { recursive: true, force: true });
    const report = path.join(dir, 'playwright-content-scale.json');
    rmSync(report, { force: true });
    const steps = [
      timed(dir, 'production build', ['npm', 'run', 'build'], log),
      timed(dir, 'translation check', ['npm', 'run', 'i18n:check'], log),
      timed(dir, 'URL record', ['npm', 'run', 'urls:record'], log),
      // `npm test`, step by step: the checks beside the test builds, then Vitest, then the browser tests.
      timed(dir, 'npm test: checks ∥ test builds', ['npx', 'run-p', '--aggregate-output', 'checks', 'test:builds'], log),
      timed(dir, 'npm test: Vitest', ['npm', 'run', 'test:unit'], log),
      timed(dir, 'npm test: browser tests', ['npm', 'run', 'test:browser', '--', '--reporter=list,json'], log, {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      }),
    ];
    const total = steps.filter((s) => s.step.startsWith('npm test')).reduce((sum, s) => sum + s.seconds, 0);
    steps.push({
      step: 'npm test (sum)',
      seconds: Number(total.toFixed(1)),
      ok: steps.every((s) => s.ok),
      load: [steps[3].load[0], steps[5].load[1]],
    });
    runs.push({ posts: count, pages: htmlCount(path.join(dir, 'test-build/site')), steps, specs: specSeconds(report) });
  }

  const base = runs[0];
  const column = (r: (typeof runs)[number]) => `N=${r.posts} (${r.pages} files)`;
  const rows: string[][] = [['step', ...runs.map(column), ...runs.slice(1).map((r) => `×, N=${r.posts}`)]];
  for (const [i, { step }] of base.steps.entries()) {
    const cell = (r: (typeof runs)[number]) =>
      `${r.steps[i].seconds} s${r.steps[i].ok ? '' : ' FAILED'} (load ${r.steps[i].load.join('→')})`;
    rows.push([step, ...runs.map(cell), ...runs.slice(1).map((r) => (r.steps[i].seconds / base.steps[i].seconds).toFixed(2))]);
  }
  const specFiles = [...new Set(runs.flatMap((r) => Object.keys(r.specs)))].sort();
  for (const f of specFiles) {
    rows.push([
      `  ${f} (test time)`,
      ...runs.map((r) => `${r.specs[f] ?? 0} s`),
      ...runs.slice(1).map((r) => ((r.specs[f] ?? 0) / (base.specs[f] || 1)).toFixed(2)),
    ]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  console.log(
    `\n${rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')).join('\n')}`,
  );
  const file = writeBenchResult(benchResultFile('content-scale'), { date: new Date().toISOString(), machine: machine(), runs });
  console.log(`\nWritten to ${file}.`);
  if (keep) console.log(`Scratch copy kept in ${dir}.`);
  else rmSync(dir, { recursive: true, force: true });
}

main();
