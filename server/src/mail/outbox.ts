/** The outbox worker: mails stored leads, leased while sending, and records sent, dead or a retry (docs/server.md, "A lead's life"). */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { LeadStore } from '../db/leads';
import { isBusyError, whenUnlocked } from '../db/lock';
import { buildLeadMail, type MailEnvelope } from './message';

/** Options of {@link OutboxWorker}. Times are in milliseconds. */
export interface OutboxOptions {
  store: LeadStore;
  /** The SMTP transport; `undefined` means mail is off (leads stay pending). */
  transport: Pick<Transporter, 'sendMail' | 'close'> | undefined;
  envelope: MailEnvelope;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now: () => number;
  /** Delay before retry `attempt` (1 = after the first failure). Default {@link jitteredBackoff}. */
  backoff?: (attempt: number) => number;
  /** Mails sent at once (one per pooled SMTP connection); at least 1. */
  concurrency: number;
}

/** How often the worker looks for due leads, ms. */
const POLL_MS = 5_000;
/** How long a claimed lead is reserved for one attempt, ms (a lead whose sending outlives it is sent again). */
const leaseMs = 5 * 60_000;
/** Attempts before a lead that keeps failing temporarily becomes a dead letter (about 2½ days with the default backoff). */
const MAX_ATTEMPTS = 60;
/** Longest wait for another process's lock to record a send's outcome, ms. */
const RECORD_WAIT_MS = 60_000;

/** Backoff with equal jitter, ms: uniform in [d/2, d], d = min(1 h, 30 s · 2^(attempt−1)), `attempt` from 1. */
export function jitteredBackoff(attempt: number, random: () => number = Math.random): number {
  const d = Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(d / 2 + random() * (d / 2));
}

/** SMTP reply code of a nodemailer error, when the relay answered. */
export function smtpResponseCode(err: unknown): number | undefined {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** Whether a send error is permanent: the relay answered with a 5xx reply. */
export function isPermanentFailure(err: unknown): boolean {
  const code = smtpResponseCode(err);
  return code !== undefined && code >= 500 && code < 600;
}

/** Short error description without personal data (codes only), for logs and `last_error`. */
function describe(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown } | null;
  const parts = [e?.code, e?.responseCode].filter((p) => p !== undefined).map(String);
  const response = typeof e?.response === 'string' ? e.response : typeof e?.message === 'string' ? e.message : '';
  return `${parts.join(' ')} ${response}`
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** Delivers pending leads by e-mail. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly opts: OutboxOptions) {}

  get enabled(): boolean {
    return this.opts.transport !== undefined;
  }

  /** Starts polling for due leads (no-op when mail is off). */
  start(): void {
    if (!this.enabled || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a delivery round soon (after a new lead). Never throws. */
  kick(): void {
    if (!this.enabled || this.stopped) return;
    setImmediate(() => {
      this.runOnce().catch((err: unknown) => this.opts.log.error({ err: describe(err) }, 'outbox round failed'));
    });
  }

  /** Sends every lead due now; concurrent calls share the round. @returns how many were handled. */
  runOnce(): Promise<number> {
    if (!this.enabled) return Promise.resolve(0);
    const state = { handled: 0, halt: false };
    this.running ??= Promise.all(Array.from({ length: Math.max(1, Math.floor(this.opts.concurrency)) }, () => this.lane(state)))
      .then(() => state.handled)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** One sender: claims and sends due leads until none is due or the round halts. */
  private async lane(state: { handled: number; halt: boolean }): Promise<void> {
    const { store, log } = this.opts;
    while (!this.stopped && !state.halt) {
      let lead;
      try {
        lead = store.claimDue(this.opts.now(), leaseMs);
      } catch (err) {
        // No wait: a lock held elsewhere ends the round; the next poll claims again.
        if (!isBusyError(err)) throw err;
        state.halt = true;
        return;
      }
      if (!lead) return;
      state.handled += 1;
      const record = (op: () => void) => whenUnlocked(op, RECORD_WAIT_MS);
      try {
        await this.opts.transport!.sendMail(buildLeadMail(lead, this.opts.envelope));
      } catch (err) {
        const why = describe(err);
        if (isPermanentFailure(err) || lead.attempts >= MAX_ATTEMPTS) {
          await record(() => store.markDead(lead.id, why));
          log.error({ leadId: lead.id, attempt: lead.attempts, smtp: smtpResponseCode(err) }, 'lead mail dead-lettered');
        } else {
          const delay = (this.opts.backoff ?? jitteredBackoff)(lead.attempts);
          await record(() => store.markRetry(lead.id, this.opts.now() + delay, why));
          log.warn(
            { leadId: lead.id, attempt: lead.attempts, smtp: smtpResponseCode(err), retryInS: Math.round(delay / 1000) },
            'lead mail deferred',
          );
          // A temporary failure usually hits every lead (relay down): stop this round.
          state.halt = true;
        }
        continue;
      }
      // If the lock outlasts the wait, the lease expires and the lead is sent again with the same Message-ID.
      await record(() => store.markSent(lead.id, new Date(this.opts.now())));
      log.info({ leadId: lead.id, attempt: lead.attempts }, 'lead e-mailed');
    }
  }

  /** Stops polling, waits for the send in progress, closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.opts.transport?.close();
  }
}
