/**
 * Waiting for another process's database lock without stopping the server
 * (docs/server.md, "The database lock"). better-sqlite3 is synchronous, so
 * SQLite's own `busy_timeout` would block the event loop: the connection has
 * `busy_timeout = 0`, so a statement meeting the lock fails with
 * `SQLITE_BUSY` at once, and it is retried here with timers in between,
 * within a bounded wait.
 */

/** Thrown by {@link whenUnlocked} when the lock was still held after the bound. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly code = 'SQLITE_BUSY';
  constructor(readonly waitedMs: number) {
    super(`database locked by another process for ${waitedMs} ms`);
  }
}

/** Whether an error is SQLite's "another connection holds the lock" (any extended code). */
export function isBusyError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** Options of {@link whenUnlocked}. Times in milliseconds. */
export interface WaitOptions {
  /** Longest total wait before giving up. */
  maxWaitMs: number;
  /** First pause; doubles up to {@link maxPauseMs}. Defaults 10 and 200. */
  firstPauseMs?: number;
  maxPauseMs?: number;
  now?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `op` (one short transaction, safe to repeat after `SQLITE_BUSY`),
 * retrying with timers while another process holds the lock.
 * @throws DatabaseBusyError after `maxWaitMs`; any other error of `op` at once.
 */
export async function whenUnlocked<T>(op: () => T, options: WaitOptions): Promise<T> {
  const now = options.now ?? Date.now;
  const start = now();
  let pause = options.firstPauseMs ?? 10;
  const maxPause = options.maxPauseMs ?? 200;
  for (;;) {
    try {
      return op();
    } catch (err) {
      if (!isBusyError(err)) throw err;
      const waited = now() - start;
      if (waited >= options.maxWaitMs) throw new DatabaseBusyError(waited);
      await sleep(Math.min(pause, options.maxWaitMs - waited));
      pause = Math.min(maxPause, pause * 2);
    }
  }
}

/** Longest wait of a contact POST for another process's lock before its 503, ms (a usual staff erase fits). */
export const LEAD_LOCK_WAIT_MS = 2_000;

/** `Retry-After` of a 503 answered because the database is busy or down, in seconds. */
export const UNAVAILABLE_RETRY_AFTER_S = 10;
