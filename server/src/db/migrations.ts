/**
 * Migrations of the leads database, run in order at start, each in its own transaction (SQL, or a function for data SQL cannot
 * compute); `PRAGMA user_version` counts those run. Append new ones; never change an old one.
 */
import type Database from 'better-sqlite3';

/**
 * The subject formula and topic labels as they stood when migration 2 was written (26 November 2026), frozen here so
 * that a later change of the mail's subject never changes what the migration writes.
 */
export const migration2Subject = {
  labels: {
    automation: 'Automatizaciones con IA',
    switchboard: 'Centralita virtual con IA',
    dev: 'Desarrollo de aplicaciones con IA',
    advisory: 'Asesoría tecnológica',
    sponsorship: 'Patrocinios',
    other: 'Otro tema',
  } as Readonly<Record<string, string>>,
  maxChars: 160,
  /** `[Web] {label} · {company or full name}`, every control character and line break a space, at most 160 characters. */
  of(row: { topic: string; company: string; fullName: string }): string {
    const safe = (v: string) =>
      v
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const label = Object.hasOwn(this.labels, row.topic) ? this.labels[row.topic] : row.topic;
    const subject = safe(`[Web] ${label} · ${safe(row.company) || safe(row.fullName)}`);
    const chars = [...subject];
    return chars.length <= this.maxChars ? subject : `${chars.slice(0, this.maxChars - 1).join('')}…`;
  },
};

/** Rows stored before the server built every subject: give each the server's subject of that time. */
function serverSubjects(db: Database.Database): void {
  const rows = db.prepare('SELECT id, topic, company, full_name AS fullName FROM leads').all() as Array<{
    id: number;
    topic: string;
    company: string;
    fullName: string;
  }>;
  const update = db.prepare('UPDATE leads SET subject = ? WHERE id = ?');
  for (const row of rows) update.run(migration2Subject.of(row), row.id);
}

/** The migrations in order: SQL to execute, or a function given the open database. */
export const migrations: ReadonlyArray<string | ((db: Database.Database) => void)> = [
  // 1: leads and their outbox. No IP address is stored.
  `
  CREATE TABLE leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,            -- ISO 8601, UTC
    lang TEXT NOT NULL CHECK (lang IN ('es', 'en')),
    topic TEXT NOT NULL,
    full_name TEXT NOT NULL,
    company TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    mobile_number TEXT NOT NULL DEFAULT '',
    message TEXT NOT NULL,
    subject TEXT NOT NULL DEFAULT '',      -- the mail's subject (the server's own since migration 2)
    consent_policy_version TEXT NOT NULL   -- date of the privacy policy the visitor accepted
  );
  CREATE INDEX leads_email ON leads (email COLLATE NOCASE);
  CREATE INDEX leads_received_at ON leads (received_at);

  CREATE TABLE outbox (
    lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,      -- milliseconds since the epoch
    last_error TEXT,
    sent_at TEXT
  );
  CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
  `,
  // 2: every stored subject is the server's (older rows held the client's, or none).
  serverSubjects,
  // 3: one row the health check writes, so it notices when the database cannot be written.
  `CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
  // 4: the subject the client sent, kept as sent beside the server's (`subject`, the mail's); '' for older rows.
  `ALTER TABLE leads ADD COLUMN client_subject TEXT NOT NULL DEFAULT '';`,
];
