/**
 * Build benchmark (`npm run bench:build`; docs/performance.md): wall time
 * and peak memory of a cold production build of both locales (Rspack's
 * persistent cache off, a fresh `test-build/bench-build`). Peak memory is the
 * largest RSS sum of the process tree, sampled from `/proc` every 100 ms, and
 * the largest single process (`ru_maxrss`). Writes `bench-results/build.json`.
 *
 *   tsx scripts/bench-build.ts [--runs 1]
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { benchResultFile, machine, writeBenchResult } from './bench-results';

const outDir = 'test-build/bench-build';

/** Resident memory of a process and all its descendants, in bytes (0 when `/proc` is unreadable). */
export function treeRss(rootPid: number): number {
  let children: Map<number, number[]>;
  try {
    children = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // Field 4 (ppid) follows the command name in parentheses, which may hold spaces.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const list = children.get(ppid) ?? [];
        list.push(Number(entry));
        children.set(ppid, list);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return 0;
  }
  let total = 0;
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      // ended
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface BuildFigures {
  /** 1-minute load average when the build started. */
  loadAtStart?: number;
  wallSeconds: number;
  peakTreeRssMB: number;
  maxProcessRssMB: number | undefined;
}

/** Runs one cold build and samples its memory. */
function coldBuild(): Promise<BuildFigures> {
  rmSync(outDir, { recursive: true, force: true });
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : 'npx';
  const args = [...(useTime ? ['-f', 'MAXRSS_KB=%M', 'npx'] : []), 'docusaurus', 'build', '--out-dir', outDir];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', OFFERS_PHONE_REPAIR: '0', SHOW_SPONSORSHIPS_IN_NAV: '0' },
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += String(d);
    });
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) return reject(new Error(`The build failed (exit ${code}):\n${stderr.slice(-3000)}`));
      const maxrss = /MAXRSS_KB=(\d+)/.exec(stderr)?.[1];
      resolve({
        wallSeconds,
        peakTreeRssMB: peak / 1e6,
        maxProcessRssMB: maxrss ? (Number(maxrss) * 1024) / 1e6 : undefined,
      });
    });
  });
}

async function main() {
  const i = process.argv.indexOf('--runs');
  const runs = i > 0 ? Number(process.argv[i + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const results: BuildFigures[] = [];
  try {
    for (let r = 0; r < runs; r += 1) {
      const load = os.loadavg()[0];
      const f = await coldBuild();
      results.push({ loadAtStart: Number(load.toFixed(2)), ...f });
      console.log(
        `cold build ${r + 1}/${runs}: ${f.wallSeconds.toFixed(1)} s wall, peak ${f.peakTreeRssMB.toFixed(0)} MB RSS (process tree)` +
          `${f.maxProcessRssMB ? `, largest process ${f.maxProcessRssMB.toFixed(0)} MB` : ''}, load average at start ${load.toFixed(2)}`,
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `median of ${runs}: ${median(results.map((r) => r.wallSeconds)).toFixed(1)} s, ${median(results.map((r) => r.peakTreeRssMB)).toFixed(0)} MB ` +
      `(${os.cpus().length} CPUs, Node ${process.version})`,
  );
  const file = writeBenchResult(benchResultFile('build'), {
    date: new Date().toISOString(),
    build: 'cold production build of both locales (DOCUSAURUS_NO_PERSISTENT_CACHE=1); sizes in MB = 10⁶ bytes',
    machine: machine(),
    runs: results,
  });
  console.log(`Wrote ${file}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
