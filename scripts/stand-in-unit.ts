/**
 * A stand-in for `systemctl restart` where there is no systemd (the
 * rehearsal, tests of `deploy/release.sh`): a shell script that stops the
 * process it started last (SIGTERM, SIGKILL after `TimeoutStopSec`), then
 * starts the unit's command again from its working folder — following a
 * `current` link anew each time, as systemd does — with the given
 * environment and umask, in its own process group, output appended to a log.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the stand-in runs: the unit's `ExecStart` split into words, `WorkingDirectory`, environment and `UMask`. */
export interface StandInUnit {
  /** Folder for the script, its pid file and the log. */
  dir: string;
  command: string[];
  workingDirectory: string;
  env: Record<string, string>;
  /** Octal string, as in the unit (`0077`). */
  umask: string;
  /** Seconds between SIGTERM and SIGKILL. */
  stopTimeoutS?: number;
}

/** Files of a stand-in: the restart script (run it with `bash`), the pid file and the log. */
export interface StandInFiles {
  restart: string;
  pidFile: string;
  log: string;
}

/** A word for bash, single-quoted. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * Writes the restart script of a stand-in unit.
 * @returns its files; nothing runs until the script does.
 */
export function writeStandIn(unit: StandInUnit): StandInFiles {
  const files: StandInFiles = {
    restart: path.join(unit.dir, 'restart.sh'),
    pidFile: path.join(unit.dir, 'unit.pid'),
    log: path.join(unit.dir, 'unit.log'),
  };
  const stopTicks = (unit.stopTimeoutS ?? 15) * 10;
  const env = Object.entries(unit.env).map(([k, v]) => `${k}=${shellQuote(v)}`);
  writeFileSync(
    files.restart,
    [
      '#!/usr/bin/env bash',
      'set -euo pipefail',
      `pid_file=${shellQuote(files.pidFile)}`,
      'if [ -s "$pid_file" ]; then',
      '  pid=$(cat "$pid_file")',
      '  kill -TERM -- "-$pid" 2>/dev/null || true',
      `  for _ in $(seq ${stopTicks}); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done`,
      '  kill -KILL -- "-$pid" 2>/dev/null || true',
      '  rm -f "$pid_file"',
      'fi',
      `cd ${shellQuote(unit.workingDirectory)}`,
      `umask ${unit.umask}`,
      `setsid env -i ${env.join(' ')} ${unit.command.map(shellQuote).join(' ')} >>${shellQuote(files.log)} 2>&1 < /dev/null &`,
      'echo $! > "$pid_file"',
      '',
    ].join('\n'),
  );
  return files;
}

/** Stops the stand-in's process group, if it runs; resolves when it has exited. */
export async function stopStandIn(files: StandInFiles, timeoutMs = 15_000): Promise<void> {
  if (!existsSync(files.pidFile)) return;
  const pid = Number(readFileSync(files.pidFile, 'utf8').trim());
  if (!pid) return;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) signal('SIGKILL');
  rmSync(files.pidFile, { force: true });
}
