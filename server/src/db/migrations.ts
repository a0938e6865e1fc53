/**
 * Migrations of the leads database, run in order at start, each in its own transaction (SQL, or a function for data SQL cannot
 * compute); `PRAGMA user_version` counts those run. Append new ones; never change an old one.
 */
import type Database from 'better-sqlite3';
import { buildSubject } from '../mail/message';

/** One migration: SQL to execute, or a function given the open database. */
export type Migration = string | ((db: Database.Database) => void);

/** Rows stored before the server built every subject: give each the server's subject. */
function serverSubjects(db: Database.Database): void {
  const rows = db.prepare('SELECT id, topic, company, full_name AS fullName FROM leads').all() as Array<{
    id: number;
    topic: string;
    company: string;
    fullName: string;
  }>;
  const update = db.prepare('UPDATE leads SET subject = ? WHERE id = ?');
  for (const row of rows) update.run(buildSubject(row), row.id);
}

export const migrations: readonly Migration[] = [
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
];
