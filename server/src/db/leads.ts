/** The leads database: one SQLite file (WAL, `synchronous=FULL`) of leads and outbox rows; calls are synchronous, throw `SqliteError`. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ContactInput } from '../schemas/contact-request';
import { migrations } from './migrations';
import { privacyPolicy } from '../shared';

/** Version of the privacy policy a visitor accepts: its `updated` date (`YYYY-MM-DD`) in `src/content/privacy.json`. */
export const CONSENT_POLICY_VERSION: string = privacyPolicy.updated;

/** Delivery state of a lead's e-mail. */
type OutboxState = 'pending' | 'sent' | 'dead';

/** A stored lead, as the staff tool shows it: the lead as taken in, and its id, times and mail. Times are ISO 8601 UTC strings. */
export interface LeadRecord extends Omit<ContactInput, 'topic'> {
  id: number;
  receivedAt: string;
  /** As stored: a topic of the form, or whatever an older row holds. */
  topic: string;
  consentPolicyVersion: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** The columns of a {@link LeadRecord}. */
const selectLead = `
  SELECT l.id, l.received_at AS receivedAt, l.lang, l.topic, l.full_name AS fullName, l.company, l.email,
    l.mobile_number AS mobileNumber, l.message, l.subject, l.client_subject AS clientSubject, l.consent_policy_version AS consentPolicyVersion,
    o.state, o.attempts, o.last_error AS lastError, o.sent_at AS sentAt
  FROM leads l JOIN outbox o ON o.lead_id = l.id`;

/** Leads per month and topic, delivery states, oldest pending: the staff tool's `stats` (no personal data; {@link LeadStore.stats}). */
export type LeadStats = ReturnType<LeadStore['stats']>;

/** The digits of a phone number: how `--phone` matches (spaces, `+`, `-`, parentheses ignored). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Whose leads `export` and `erase` select: an e-mail address (case-insensitive) or a phone number ({@link phoneDigits}). */
export type Person = { by: 'email'; email: string } | { by: 'phone'; phone: string };

/** The SQL condition on `leads` selecting a person's leads, and its argument; `undefined` for a phone without digits (no lead). */
function personWhere(person: Person): [string, string] | undefined {
  if (person.by === 'email') return ['email = ? COLLATE NOCASE', person.email.trim()];
  const digits = phoneDigits(person.phone);
  return digits === '' ? undefined : ['digits(mobile_number) = ?', digits];
}

/** Access to the leads database. Create with {@link LeadStore.open}; call {@link LeadStore.close} at shutdown. */
export class LeadStore {
  private constructor(readonly db: Database.Database) {}

  /**
   * Opens (`':memory:'` too; creating folder and file) and migrates; `readonly`: an existing database, no migration;
   * `busyTimeoutMs`: SQLite's own wait for another process's lock (`busy_timeout`), default 5,000 (the server passes 0 and
   * waits in `db/lock.ts`). @throws SqliteError when it cannot.
   */
  static open(file: string, options: { readonly?: boolean; busyTimeoutMs?: number } = {}): LeadStore {
    if (file !== ':memory:' && !options.readonly) mkdirSync(path.dirname(file), { recursive: true });
    const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('secure_delete = ON');
    }
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.function('digits', { deterministic: true }, (v: unknown) => phoneDigits(typeof v === 'string' ? v : ''));
    const store = new LeadStore(db);
    if (!options.readonly) store.migrate();
    db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
    return store;
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    for (let i = version; i < migrations.length; i += 1) {
      this.db.transaction(() => {
        const migration = migrations[i];
        if (typeof migration === 'string') this.db.exec(migration);
        else migration(this.db);
        this.db.pragma(`user_version = ${i + 1}`);
      })();
    }
  }

  /** Stores a lead and its pending outbox row in one transaction. @returns its id. @throws SqliteError (nothing stored). */
  insertLead(lead: ContactInput, receivedAt: Date): number {
    return this.db
      .transaction(() => {
        const info = this.db
          .prepare(
            `INSERT INTO leads (received_at, lang, topic, full_name, company, email, mobile_number, message, subject, client_subject,
             consent_policy_version) VALUES (@receivedAt, @lang, @topic, @fullName, @company, @email, @mobileNumber, @message, @subject,
             @clientSubject, @consentPolicyVersion)`,
          )
          .run({ ...lead, receivedAt: receivedAt.toISOString(), consentPolicyVersion: CONSENT_POLICY_VERSION });
        const id = Number(info.lastInsertRowid);
        this.db
          .prepare(`INSERT INTO outbox (lead_id, state, attempts, next_attempt_at) VALUES (?, 'pending', 0, ?)`)
          .run(id, receivedAt.getTime());
        return id;
      })
      .immediate();
  }

  /** Claims the oldest due pending lead, counting the attempt and leasing it until `now + leaseMs` (ms); `undefined` if none. */
  claimDue(now: number, leaseMs: number): LeadRecord | undefined {
    return this.db
      .transaction(() => {
        const row = this.db
          .prepare(`${selectLead} WHERE o.state = 'pending' AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, l.id LIMIT 1`)
          .get(now) as LeadRecord | undefined;
        if (!row) return undefined;
        this.db.prepare(`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE lead_id = ?`).run(now + leaseMs, row.id);
        return { ...row, attempts: row.attempts + 1 };
      })
      .immediate();
  }

  markSent(id: number, at: Date): void {
    this.db.prepare(`UPDATE outbox SET state = 'sent', sent_at = ?, last_error = NULL WHERE lead_id = ?`).run(at.toISOString(), id);
  }

  /** Schedules another attempt at `nextAt` (ms since the epoch) after a temporary failure. */
  markRetry(id: number, nextAt: number, error: string): void {
    this.db.prepare(`UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE lead_id = ?`).run(nextAt, error, id);
  }

  /** Moves a lead to the dead-letter state (a permanent failure); `retry-dead` revives it. */
  markDead(id: number, error: string): void {
    this.db.prepare(`UPDATE outbox SET state = 'dead', last_error = ? WHERE lead_id = ?`).run(error, id);
  }

  /** Newest first. */
  list(limit = 50): LeadRecord[] {
    return this.db.prepare(`${selectLead} ORDER BY l.id DESC LIMIT ?`).all(limit) as LeadRecord[];
  }

  get(id: number): LeadRecord | undefined {
    return this.db.prepare(`${selectLead} WHERE l.id = ?`).get(id) as LeadRecord | undefined;
  }

  /** Every lead of a person, oldest first (GDPR access). */
  findPerson(person: Person): LeadRecord[] {
    const where = personWhere(person);
    return where ? (this.db.prepare(`${selectLead} WHERE ${where[0]} ORDER BY l.id`).all(where[1]) as LeadRecord[]) : [];
  }

  /** Deletes every lead of a person (GDPR erasure; follow with {@link truncateWal}). @returns how many. */
  erasePerson(person: Person): number {
    const where = personWhere(person);
    return where ? this.db.prepare(`DELETE FROM leads WHERE ${where[0]}`).run(where[1]).changes : 0;
  }

  /** `PRAGMA wal_checkpoint(TRUNCATE)` (waits up to `busy_timeout`). @returns whether the WAL was copied into the database and emptied. */
  truncateWal(): boolean {
    const [row] = this.db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    return row?.busy === 0;
  }

  /** Moves every dead letter back to pending, due `now` (ms since the epoch). @returns how many. */
  retryDead(now: number): number {
    return this.db.prepare(`UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'dead'`).run(now).changes;
  }

  /** Deletes leads received more than `days` days before `now`, whatever their state (follow with {@link truncateWal}). @returns how many. */
  purgeOlderThan(days: number, now: Date): number {
    const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
    return this.db.prepare(`DELETE FROM leads WHERE received_at < ?`).run(cutoff).changes;
  }

  /**
   * Writes the health check's row and checkpoints the WAL into the database file, as a lead's write would reach the disk;
   * then, with this connection's page cache dropped, reads from the file the pages the next lead's insert needs.
   * @throws SQLite's error when the database cannot be written (full disk, a damaged or truncated file) or is locked.
   */
  probeWrite(now: Date): void {
    this.db
      .prepare('INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at')
      .run(now.toISOString());
    this.db.pragma('wal_checkpoint(PASSIVE)');
    this.db.pragma('shrink_memory');
    this.db.prepare('SELECT (SELECT MAX(id) FROM leads), (SELECT MAX(lead_id) FROM outbox)').get();
  }

  /**
   * What `leads stats` prints: counts only, never a name, address or message. @returns `perMonthAndTopic` (month `YYYY-MM`,
   * UTC, oldest first), the count of each outbox `states`, and the received times (ISO 8601) of the oldest pending lead and
   * the oldest dead letter (`oldestPendingAt`, `oldestDeadAt`; `null` when none).
   */
  stats() {
    const perMonthAndTopic = this.db
      .prepare(`SELECT substr(received_at, 1, 7) AS month, topic, COUNT(*) AS leads FROM leads GROUP BY month, topic ORDER BY month, topic`)
      .all() as Array<{ month: string; topic: string; leads: number }>;
    const states: Record<OutboxState, number> = { pending: 0, sent: 0, dead: 0 };
    const oldest: Partial<Record<OutboxState, string>> = {};
    const byState = `SELECT o.state, COUNT(*) AS n, MIN(l.received_at) AS t FROM outbox o JOIN leads l ON l.id = o.lead_id GROUP BY o.state`;
    for (const r of this.db.prepare(byState).all() as Array<{ state: OutboxState; n: number; t: string }>) {
      states[r.state] = r.n;
      oldest[r.state] = r.t;
    }
    return { perMonthAndTopic, states, oldestPendingAt: oldest.pending ?? null, oldestDeadAt: oldest.dead ?? null };
  }

  /** Closes the database (checkpointing the WAL). Idempotent. */
  close(): void {
    if (this.db.open) this.db.close();
  }
}
