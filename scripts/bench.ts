/**
 * `npm run bench -- <what> [options]`, the benchmarks (docs/performance.md, "Running the benchmarks"; none is a test):
 * `lighthouse` (scripts/bench-lighthouse.ts). Each prints its table
 * with the load average, exits 0 when a target is missed and writes every figure to `bench-results/<what>.json` (ignored
 * by git). An unknown benchmark or option, or a bad value: usage on stderr, exit 2, before anything is built.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A benchmark module: its options (`node:util` `parseArgs` form) and how it runs with their values. */
type Benchmark = { options: ParseArgsConfig['options']; run(values: Record<string, string | boolean | undefined>): Promise<void> };

/** Each benchmark's options as the usage shows them, and its module (loaded only when asked for). */
const benchmarks: Record<string, [usage: string, load: () => Promise<Benchmark>]> = {
  lighthouse: ['[--runs 3] [--pages /,/en/,/apps]', () => import('./bench-lighthouse')],
};

/** A bad option value, found before the benchmark touches anything: usage, exit 2. */
export class UsageError extends Error {}

/** Writes a benchmark's figures, with the date and the machine, as JSON to `bench-results/<name>.json`; returns that path. */
export function writeResult(name: string, data: object): string {
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGB: Math.round(os.totalmem() / 1e9), node: process.version };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(`bench-results/${name}.json`, `${JSON.stringify({ date: new Date(), machine, ...data }, null, 2)}\n`);
  return `bench-results/${name}.json`;
}

/** Prints rows (the first is the header) as columns, the first left-aligned, then the load average. */
export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]) => r.map((cell, c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
  console.log(['', line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n'));
  console.log(`load average (1, 5, 15 min) at the end: ${os.loadavg().map((l) => l.toFixed(2))}`);
}

async function main(): Promise<void> {
  const [what = '', ...args] = process.argv.slice(2);
  try {
    if (!Object.hasOwn(benchmarks, what)) throw new UsageError(what ? `unknown benchmark "${what}"` : 'which benchmark?');
    const bench = await benchmarks[what][1]();
    await bench.run(parseArgs({ args, options: bench.options, strict: true }).values as Parameters<Benchmark['run']>[0]);
  } catch (error) {
    // Node's `parseArgs` refuses an unknown option or a positional argument with an `ERR_PARSE_ARGS_…` code.
    if (!(error instanceof UsageError || /^ERR_PARSE_ARGS/.test((error as { code?: string }).code ?? ''))) throw error;
    const usage = Object.entries(benchmarks).map(([name, [options]]) => `  npm run bench -- ${name} ${options}`);
    console.error(`bench: ${(error as Error).message}\nUsage:\n${usage.join('\n')}`);
    process.exitCode = 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
