/**
 * Migrations of the leads database: a database left at an older version is
 * brought up to date when the server or the staff tool opens it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LeadStore } from '../../../server/src/db/leads';
import { migration2Subject, migrations } from '../../../server/src/db/migrations';
import { tempDir } from '../helpers';

describe('leads database migrations', () => {
  it('rows stored before the server built every subject get the server’s subject', () => {
    const file = path.join(tempDir(), 'leads.sqlite');
    const old = new Database(file);
    old.exec(migrations[0] as string);
    old.pragma('user_version = 1');
    const insert = old.prepare(
      `INSERT INTO leads (received_at, lang, topic, full_name, company, message, subject, consent_policy_version)
       VALUES ('2025-10-01T10:00:00.000Z', 'es', ?, ?, ?, 'Hola', ?, '2025-09-02')`,
    );
    const rows = [
      { topic: 'dev', fullName: 'Eva', company: 'Conservas Rías', subject: '' },
      { topic: 'automation', fullName: 'Xoán', company: '', subject: 'Client subject\r\nBcc: x@example.com' },
    ];
    for (const r of rows) insert.run(r.topic, r.fullName, r.company, r.subject);
    old.close();

    const store = LeadStore.open(file);
    expect(store.db.pragma('user_version', { simple: true })).toBe(migrations.length);
    const subjects = store.db.prepare('SELECT subject FROM leads ORDER BY id').pluck().all();
    expect(subjects).toEqual(rows.map((r) => migration2Subject.of(r)));
    store.close();
  });

  it('rows stored before the client’s subject was kept get an empty one; new rows keep it', () => {
    const file = path.join(tempDir(), 'leads.sqlite');
    const old = new Database(file);
    for (const migration of migrations.slice(0, 3)) {
      if (typeof migration === 'string') old.exec(migration);
      else migration(old);
    }
    old.pragma('user_version = 3');
    old
      .prepare(
        `INSERT INTO leads (received_at, lang, topic, full_name, message, subject, consent_policy_version)
         VALUES ('2026-01-01T10:00:00.000Z', 'es', 'dev', 'Eva', 'Hola', 'S', '2025-09-02')`,
      )
      .run();
    old.prepare(`INSERT INTO outbox (lead_id, state, next_attempt_at) VALUES (1, 'sent', 0)`).run();
    old.close();

    const store = LeadStore.open(file);
    expect(store.db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(store.get(1)).toMatchObject({ subject: 'S', clientSubject: '' });
    store.close();
  });
});
