/**
 * Starts the project's server (`server/src/server.ts`) for a test, and stops
 * it completely: Node runs the TypeScript through `tsx` directly (no `npx`
 * wrapper that could be stopped while its child keeps listening), in a
 * process group of its own, and `stop()` signals the whole group — SIGTERM
 * first for the graceful shutdown of docs/server.md, SIGKILL after
 * `graceMs` — and waits until the process has exited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Command and arguments that run the server without a wrapper process. */
export const serverCommand = [process.execPath, '--import', 'tsx', 'server/src/server.ts'] as const;

/** A started server. */
export interface StartedServer {
  child: ChildProcess;
  /** Stops the server's process group and resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts the server with `env` added to this process's environment. */
export function startServer(env: Record<string, string>): StartedServer {
  const [command, ...args] = serverCommand;
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit', detached: true });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      // A negative pid signals the process group started by `detached: true`.
      process.kill(-child.pid!, name);
    } catch {
      // The group is already gone.
    }
  };
  return {
    child,
    async stop(graceMs = 5_000) {
      if (child.pid === undefined) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
