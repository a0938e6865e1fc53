/** Waiting for another process's database lock off the event loop (docs/server.md, "The database lock"). */
import { setTimeout as sleep } from 'node:timers/promises';

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

/**
 * Runs `op` (one short transaction, safe to repeat after `SQLITE_BUSY`), retrying while another process holds the lock,
 * with pauses from 10 ms doubling to 200 ms. @throws DatabaseBusyError after `maxWaitMs`; any other error of `op` at once.
 */
export async function whenUnlocked<T>(op: () => T, maxWaitMs: number): Promise<T> {
  const start = Date.now();
  for (let pause = 10; ; pause = Math.min(200, pause * 2)) {
    try {
      return op();
    } catch (err) {
      if (!isBusyError(err)) throw err;
      const waited = Date.now() - start;
      if (waited >= maxWaitMs) throw new DatabaseBusyError(waited);
      await sleep(Math.min(pause, maxWaitMs - waited));
    }
  }
}

/** Longest wait of a contact POST for another process's lock before its 503, ms (a usual staff erase fits). */
export const LEAD_LOCK_WAIT_MS = 2_000;

/** `Retry-After` of a 503 answered because the database is busy or down, in seconds. */
export const UNAVAILABLE_RETRY_AFTER_S = 10;
