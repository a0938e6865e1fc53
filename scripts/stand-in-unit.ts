/**
 * A stand-in for `systemctl restart` where there is no systemd (the rehearsal, tests of `deploy/release.sh`): a
 * shell script that stops the process it started last (SIGTERM, SIGKILL after 15 s, the unit's `TimeoutStopSec`),
 * then starts the unit's command again from its working folder — following a `current` link anew each time, as
 * systemd does — with the given environment and umask, in its own process group, output appended to a log. Also
 * how the rehearsal stops the process groups it started.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What the stand-in runs: the unit's `ExecStart` split into words, its `WorkingDirectory`, environment and `UMask`
 * (octal, `0077`); `dir` holds the script, its pid file and the log.
 */
export type StandInUnit = { dir: string; command: string[]; workingDirectory: string; env: Record<string, string>; umask: string };

/** Files of a stand-in: the restart script (run it with `bash`), the pid file and the log. */
export type StandInFiles = { restart: string; pidFile: string; log: string };

/** A word for bash, single-quoted. */
const shellQuote = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;

/** Writes the restart script of a stand-in unit; nothing runs until the script does. */
export function writeStandIn(unit: StandInUnit): StandInFiles {
  const [restart, pidFile, log] = ['restart.sh', 'unit.pid', 'unit.log'].map((f) => path.join(unit.dir, f));
  const env = Object.entries(unit.env).map(([k, v]) => `${k}=${shellQuote(v)}`);
  const script = `#!/usr/bin/env bash
set -euo pipefail
pid_file=${shellQuote(pidFile)}
if [ -s "$pid_file" ]; then
  pid=$(cat "$pid_file")
  kill -TERM -- "-$pid" 2>/dev/null || true
  # Until it has exited: gone, or a zombie that init has yet to reap.
  for _ in $(seq 150); do
    kill -0 "$pid" 2>/dev/null || break
    [ "$(sed -n 's/.*) \\(.\\).*/\\1/p' "/proc/$pid/stat" 2>/dev/null)" = Z ] && break
    sleep 0.1
  done
  kill -KILL -- "-$pid" 2>/dev/null || true
  rm -f "$pid_file"
fi
cd ${shellQuote(unit.workingDirectory)}
umask ${unit.umask}
setsid env -i ${env.join(' ')} ${unit.command.map(shellQuote).join(' ')} >>${shellQuote(log)} 2>&1 < /dev/null &
echo $! > "$pid_file"
`;
  writeFileSync(restart, script);
  return { restart, pidFile, log };
}

/** Whether process `pid` runs: it exists and is not a zombie that init has yet to reap (Linux's `/proc`). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

/** SIGTERM to the process group led by `pid`, SIGKILL if the leader still runs 15 s later; resolves once it has exited. */
export async function stopGroup(pid: number): Promise<void> {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    try {
      process.kill(-pid, signal);
    } catch {
      return; // No process left in the group.
    }
    for (const deadline = Date.now() + 15_000; alive(pid) && Date.now() < deadline;) await sleep(100);
    if (!alive(pid)) return;
  }
}

/** Stops the stand-in's process group, if it runs; resolves when it has exited. */
export async function stopStandIn(files: StandInFiles): Promise<void> {
  const pid = existsSync(files.pidFile) ? Number(readFileSync(files.pidFile, 'utf8').trim()) : 0;
  if (pid) await stopGroup(pid);
  rmSync(files.pidFile, { force: true });
}
