/**
 * Schema migrations of the leads database, applied in order at start
 * (a schema migration at start). `PRAGMA user_version` records how
 * many have run; each runs in its own transaction, so a crash leaves the
 * database at a known version. Append new migrations; never edit old ones.
 */
export const migrations: readonly string[] = [
  // 1: leads and their outbox. No IP address is stored (docs/product.md §19).
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
    subject TEXT NOT NULL DEFAULT '',      -- the client's subject, as sent
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
];
