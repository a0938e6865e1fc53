/**
 * `npm run bench -- content-scale` (docs/performance.md, "Content scale"): how the builds and `npm test` grow with the
 * news. In a scratch copy of the project, for each count N of `--posts` it adds N generated posts per language and times
 * the production build, then `npm test`'s steps as it runs them, with the Playwright test time of each spec file. Prints
 * a table against the first count with each step's load average (a failed step marked, not hidden); each step's output
 * goes to `bench-results/content-scale.log`. `--lock FILE`: each step runs once it holds that `flock` lock (a machine
 * shared with other heavy jobs), the wait not timed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable, UsageError, writeResult } from './bench';

/** Options of `npm run bench -- content-scale`. */
export const options = { posts: { type: 'string', default: '0,100' }, lock: { type: 'string' } } as const;

const blogDirs = ['i18n/es/docusaurus-plugin-content-blog', 'i18n/en/docusaurus-plugin-content-blog'];
/** Marks generated posts' file names and slugs. */
const GENERATED = '-escala-';

/**
 * Replaces the generated posts of `dir` by `count` per language: post i
 * copies an existing post, dated i days before 2024-12-31, slug and title
 * numbered, its cover copied under the new name.
 */
function generatePosts(dir: string, count: number): void {
  for (const d of [...blogDirs, 'static/img/blog']) {
    for (const f of fs.readdirSync(path.join(dir, d))) if (f.includes(GENERATED)) fs.rmSync(path.join(dir, d, f));
  }
  const originals = fs.readdirSync(path.join(dir, blogDirs[0])).filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(f));
  for (let i = 1; i <= count; i += 1) {
    const original = originals[(i - 1) % originals.length];
    const date = new Date(Date.UTC(2024, 11, 31) - i * 86_400_000).toISOString().slice(0, 10);
    const name = `${original.slice(11).replace(/\.mdx?$/, '')}${GENERATED}${i}`;
    const cover = /^image:\s*(\S+)/m.exec(fs.readFileSync(path.join(dir, blogDirs[0], original), 'utf8'))?.[1] ?? '';
    const newCover = `/img/blog/${name}${path.extname(cover)}`;
    fs.copyFileSync(path.join(dir, 'static', cover), path.join(dir, 'static', newCover));
    for (const blog of blogDirs) {
      const text = fs
        .readFileSync(path.join(dir, blog, original), 'utf8')
        .replace(/^slug:\s*(\S+)/m, `slug: $1${GENERATED}${i}`)
        .replace(/^title:\s*(.+)$/m, `title: $1 (${i})`)
        .replace(/^image:\s*\S+/m, `image: ${newCover}`);
      fs.writeFileSync(path.join(dir, blog, `${date}-${name}.mdx`), text);
    }
  }
}

/** One timed step: seconds, success, the 1-minute load average at its start and end. */
type Step = { step: string; seconds: number; ok: boolean; load: number[] };

/** Run by `node -e` once the lock is held: writes the time (ms) and load average to the file `argv[1]`, then runs the rest. */
const START = `const [stamp, cmd, ...args] = process.argv.slice(1);
require('fs').writeFileSync(stamp, Date.now() + ' ' + require('os').loadavg()[0]);
process.exitCode = require('child_process').spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;`;

/** Runs `command` in `dir` (once it holds `lock`, when given) and times it from its start; output appended to the file `log`. */
function timed(dir: string, log: number, lock: string | undefined, step: string, command: string[], env = {}): Step {
  const stamp = `${dir}.step-start`;
  const argv = [...(lock ? ['flock', lock] : []), process.execPath, '-e', START, stamp, ...command];
  const run = spawnSync(argv[0], argv.slice(1), { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  const [start, load] = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').split(' ').map(Number) : [NaN, NaN];
  fs.rmSync(stamp, { force: true });
  const result = { step, seconds: Number(((Date.now() - start) / 1000).toFixed(1)), ok: run.status === 0, load: [load, os.loadavg()[0]] };
  result.load = result.load.map((l) => Number(l.toFixed(1)));
  console.log(`  ${step}: ${result.seconds} s${result.ok ? '' : ' (FAILED, see the log)'}, load ${result.load.join(' → ')}`);
  return result;
}

/** Seconds of Playwright test time per spec file, from its JSON report. */
function specSeconds(report: string): Record<string, number> {
  type Suite = { file?: string; specs?: { tests: { results: { duration: number }[] }[] }[]; suites?: Suite[] };
  const sums: Record<string, number> = {};
  const visit = (suite: Suite, file = suite.file ?? '?'): void => {
    const ms = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((t) => t.results.map((r) => r.duration)));
    sums[file] = Number(((sums[file] ?? 0) + ms.reduce((a, b) => a + b, 0) / 1000).toFixed(1));
    for (const s of suite.suites ?? []) visit(s, s.file ?? file);
  };
  if (fs.existsSync(report)) (JSON.parse(fs.readFileSync(report, 'utf8')) as { suites: Suite[] }).suites.forEach((s) => visit(s));
  return sums;
}

/** See the module comment. @throws UsageError on a bad `--posts`. */
export async function run(values: { posts?: string; lock?: string }): Promise<void> {
  if (!/^\d+(,\d+)*$/.test(values.posts ?? '')) throw new UsageError('--posts takes comma-separated counts, such as 0,100');
  const lock = values.lock && path.resolve(values.lock);
  // A scratch copy of the tracked files as they are in the working tree (`git stash create` commits them, stashing nothing),
  // itself a git repository whose index holds the generated posts too, as if they had been published (the tests read it).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-scale-'));
  const tree = execFileSync('git', ['stash', 'create'], { encoding: 'utf8' }).trim() || 'HEAD';
  execFileSync('tar', ['-x', '-C', dir], { input: execFileSync('git', ['archive', tree], { maxBuffer: 1 << 30 }) });
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  fs.mkdirSync('bench-results', { recursive: true });
  const log = fs.openSync('bench-results/content-scale.log', 'w');
  console.log(`Scratch copy in ${dir}; the output of every step in bench-results/content-scale.log`);
  const runs: { posts: number; pages: number; steps: Step[]; specs: Record<string, number> }[] = [];
  try {
    for (const posts of (values.posts ?? '').split(',').map(Number)) {
      console.log(`${posts} generated posts per language:`);
      generatePosts(dir, posts);
      execFileSync('npx', ['tsx', 'scripts/i18n-lock.ts'], { cwd: dir, stdio: 'ignore' });
      const report = path.join(dir, 'playwright-content-scale.json');
      for (const stale of [path.join(dir, 'test-build'), report]) fs.rmSync(stale, { recursive: true, force: true });
      execFileSync('git', ['add', '-A'], { cwd: dir });
      const step = (name: string, command: string, env = {}) => timed(dir, log, lock, name, command.split(' '), env);
      const steps = [
        step('production build', 'npm run build'),
        // `npm test`, step by step: the checks beside the test builds, then Vitest, then the browser tests.
        step('npm test: checks ∥ test builds', 'npx run-p --aggregate-output checks test:builds'),
        step('npm test: Vitest', 'npm run test:unit'),
        step('npm test: browser tests', 'npm run test:browser -- --reporter=list,json', { PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
      ];
      const npmTest = steps.slice(1);
      const seconds = Number(npmTest.reduce((sum, s) => sum + s.seconds, 0).toFixed(1));
      steps.push({ step: 'npm test (sum)', seconds, ok: npmTest.every((s) => s.ok), load: [npmTest[0].load[0], npmTest[2].load[1]] });
      const built = path.join(dir, 'test-build/site');
      const pages = fs.existsSync(built)
        ? (fs.readdirSync(built, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).length
        : 0;
      runs.push({ posts, pages, steps, specs: specSeconds(report) });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const [base, ...others] = runs;
  const ratio = (a = 0, b = 0) => (a / (b || 1)).toFixed(2);
  const rows = [['step', ...runs.map((r) => `N=${r.posts} (${r.pages} files)`), ...others.map((r) => `×, N=${r.posts}`)]];
  for (const [i, { step }] of base.steps.entries()) {
    const cell = ({ steps: { [i]: s } }: (typeof runs)[number]) => `${s.seconds} s${s.ok ? '' : ' FAILED'} (load ${s.load.join('→')})`;
    rows.push([step, ...runs.map(cell), ...others.map((r) => ratio(r.steps[i].seconds, base.steps[i].seconds))]);
  }
  for (const f of [...new Set(runs.flatMap((r) => Object.keys(r.specs)))].sort()) {
    rows.push([`  ${f} (test time)`, ...runs.map((r) => `${r.specs[f] ?? 0} s`), ...others.map((r) => ratio(r.specs[f], base.specs[f]))]);
  }
  printTable(rows);
  console.log(`\nWrote ${writeResult('content-scale', { runs })}`);
}
