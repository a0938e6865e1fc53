/**
 * Where the benchmarks (`npm run bench:lighthouse`) keep their raw figures: `bench-results/`, ignored by git.
 * The figures that hold today are in docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder, relative to the project root. */
export const benchResultsDir = 'bench-results';

/** The default file of one benchmark: `bench-results/<name>.json`. */
export const benchResultFile = (name: string): string => path.join(benchResultsDir, `${name}.json`);

/** The machine a run was measured on: CPUs, memory (GB, 10⁹ bytes), Node, load averages (1, 5, 15 min). */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 1e9),
    node: process.version,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

/**
 * Writes `data` as indented JSON, creating the file's folder.
 * @param file path of the file, relative to the working directory.
 * @returns the path written.
 */
export function writeBenchResult(file: string, data: unknown): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
