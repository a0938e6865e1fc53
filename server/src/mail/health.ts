/** The outbox's health from the store's counts: what `GET /api/health` answers and `npm run leads -- stats` prints. */
import type { LeadStats } from '../db/leads';
import { limits } from '../shared';

/** The outbox's state at one moment ({@link outboxHealth}). */
export type OutboxHealth = ReturnType<typeof outboxHealth>;

/**
 * Judges the outbox at `now` (ms since the epoch): stalled when the oldest
 * pending lead is older than `limits.outboxStalledAfterMinutes`, failing
 * when any dead letter exists. @returns `ok`; `reason`, the first problem
 * found (`undefined` when `ok`); the leads whose mail is not sent yet
 * (`pending`) or was given up (`dead`: permanent refusal or too many tries);
 * and `oldestPendingMinutes`, how long the oldest pending lead has waited,
 * rounded down (`null` with none pending).
 */
export function outboxHealth(stats: Pick<LeadStats, 'states' | 'oldestPendingAt'>, now: number) {
  const oldestPendingMinutes =
    stats.oldestPendingAt === null ? null : Math.max(0, Math.floor((now - Date.parse(stats.oldestPendingAt)) / 60_000));
  // Why the outbox is not healthy: a lead waits too long for its mail, or a mail was given up.
  const reason: 'outbox_stalled' | 'dead_letters' | undefined =
    oldestPendingMinutes !== null && oldestPendingMinutes >= limits.outboxStalledAfterMinutes
      ? 'outbox_stalled'
      : stats.states.dead > 0
        ? 'dead_letters'
        : undefined;
  return { ok: reason === undefined, reason, pending: stats.states.pending, dead: stats.states.dead, oldestPendingMinutes };
}

/** The one line `stats` prints about the outbox, in the words of the health check. */
export function describeOutboxHealth(h: OutboxHealth): string {
  if (h.reason === 'outbox_stalled')
    return `Outbox: STALLED — the oldest unsent lead has waited ${h.oldestPendingMinutes} min (limit ${limits.outboxStalledAfterMinutes}); /api/health answers 503 outbox_stalled.`;
  if (h.reason === 'dead_letters')
    return `Outbox: FAILING — ${h.dead} dead letter(s); /api/health answers 503 dead_letters (retry-dead after fixing the relay).`;
  return `Outbox: ok (${h.pending} pending); /api/health answers 200.`;
}
