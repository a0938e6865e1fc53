/**
 * Backups of the leads database and their restore: owner-only files, a
 * checked copy before any old one is rotated out, expired copies deleted by
 * the retention purge, and a restore that refuses a bad file or a database
 * still open elsewhere and keeps the current database aside.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '../../../server/src/db/migrations';
import { describe, expect, it } from 'vitest';
import {
  backupDatabase,
  BackupError,
  backupName,
  listBackups,
  purgeExpiredBackups,
  restoreDatabase,
  verifyBackupFile,
} from '../../../server/src/db/backup';
import { LeadStore } from '../../../server/src/db/leads';
import type { ContactInput } from '../../../server/src/schemas/contact-request';
import { limits } from '../../../src/config/limits';
import { build, tempDir } from '../helpers';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T03:30:00Z');

const lead = (n: number): ContactInput => ({
  fullName: `Lead ${n}`,
  company: '',
  email: `lead${n}@example.com`,
  mobileNumber: '',
  message: `Text of lead ${n}`,
  topic: 'dev',
  lang: 'es',
  subject: '',
  clientSubject: '',
});

/** A database with `n` leads, in `dir`. */
function storeWith(dir: string, n: number): { file: string; store: LeadStore } {
  const file = path.join(dir, 'data', 'leads.sqlite');
  const store = LeadStore.open(file);
  for (let i = 0; i < n; i += 1) store.insertLead(lead(i), new Date(NOW.getTime() - i * 1000));
  return { file, store };
}

const mode = (file: string) => statSync(file).mode & 0o777;

function emails(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT email FROM leads ORDER BY id').all() as Array<{ email: string }>).map((r) => r.email);
  } finally {
    db.close();
  }
}

describe('backupDatabase', () => {
  it('writes a checked, owner-only, single-file copy named by its time', async () => {
    const dir = tempDir();
    const { store } = storeWith(dir, 5);
    const backups = path.join(dir, 'backups');
    const r = await backupDatabase(store.db, backups, NOW, 3);
    store.close();
    expect(r.file).toBe(path.join(backups, backupName(NOW)));
    expect(r.check).toEqual({ leads: 5, outbox: 5, schemaVersion: migrations.length });
    expect(mode(r.file)).toBe(0o600);
    expect(mode(backups)).toBe(0o700);
    // No -wal or -journal beside it, no leftover partial copy.
    expect(readdirSync(backups)).toEqual([path.basename(r.file)]);
    expect(emails(r.file)).toHaveLength(5);
  });

  it('keeps the newest --keep copies, deleting older ones only after the new one is checked', async () => {
    const dir = tempDir();
    const { store } = storeWith(dir, 2);
    const backups = path.join(dir, 'backups');
    const times = [0, 1, 2, 3].map((d) => new Date(NOW.getTime() + d * DAY));
    for (const t of times) await backupDatabase(store.db, backups, t, 2);
    expect(listBackups(backups).map((b) => b.at)).toEqual(times.slice(2));

    // A database whose copy fails the check (a lead without its outbox row): nothing is rotated out.
    store.db
      .prepare(
        `INSERT INTO leads (received_at, lang, topic, full_name, message, consent_policy_version) VALUES ('x','es','dev','Torn','m','v')`,
      )
      .run();
    await expect(backupDatabase(store.db, backups, new Date(NOW.getTime() + 9 * DAY), 1)).rejects.toThrow(/3 leads but 2 outbox rows/);
    store.close();
    expect(listBackups(backups).map((b) => b.at)).toEqual(times.slice(2));
    expect(readdirSync(backups)).toHaveLength(2);
  });

  it('never rotates out the copy it has just made, even when the clock is behind the newest copy', async () => {
    const dir = tempDir();
    const { store } = storeWith(dir, 2);
    const backups = path.join(dir, 'backups');
    // Copies named later than now: taken before the clock was set back.
    const later = [1, 2].map((d) => new Date(NOW.getTime() + d * DAY));
    for (const t of later) await backupDatabase(store.db, backups, t, 5);
    const r = await backupDatabase(store.db, backups, NOW, 2);
    store.close();
    expect(existsSync(r.file)).toBe(true);
    expect(r.removed).toEqual([path.join(backups, backupName(later[0]))]);
    expect(listBackups(backups).map((b) => b.at)).toEqual([NOW, later[1]]);
  });
});

describe('purgeExpiredBackups', () => {
  it('deletes the copies older than the retention, and nothing else', () => {
    const dir = tempDir();
    const days = limits.leadRetentionDays;
    const name = (ageDays: number) => backupName(new Date(NOW.getTime() - ageDays * DAY));
    for (const f of [name(days + 1), name(days - 1), name(0), 'notes.txt']) writeFileSync(path.join(dir, f), '');
    expect(purgeExpiredBackups(dir, days, NOW)).toEqual([path.join(dir, name(days + 1))]);
    expect(readdirSync(dir).sort()).toEqual([name(days - 1), name(0), 'notes.txt'].sort());
    expect(purgeExpiredBackups(path.join(dir, 'missing'), days, NOW)).toEqual([]);
  });

  it("runs with the server's daily purge, in BACKUP_DIR", async () => {
    const dir = tempDir();
    const backups = path.join(dir, 'kept');
    const t = await build({ BACKUP_DIR: backups }, { now: () => NOW.getTime() });
    const { store } = storeWith(tempDir(), 1);
    const old = await backupDatabase(store.db, backups, new Date(NOW.getTime() - (limits.leadRetentionDays + 1) * DAY), 5);
    const recent = await backupDatabase(store.db, backups, new Date(NOW.getTime() - DAY), 5);
    store.close();
    await t.app.purgeLeads();
    expect(existsSync(old.file)).toBe(false);
    expect(existsSync(recent.file)).toBe(true);
  });
});

describe('restoreDatabase', () => {
  async function withBackup(n: number) {
    const dir = tempDir();
    const { file, store } = storeWith(dir, n);
    const backup = (await backupDatabase(store.db, path.join(dir, 'backups'), NOW, 5)).file;
    return { dir, file, store, backup };
  }

  it('refuses while another process has the database open, and changes nothing', async () => {
    const { file, store, backup } = await withBackup(3);
    store.insertLead(lead(99), NOW);
    expect(() => restoreDatabase(file, backup, NOW)).toThrow(BackupError);
    expect(() => restoreDatabase(file, backup, NOW)).toThrow(/open in another process/);
    expect(store.list()).toHaveLength(4);
    store.close();
    expect(emails(file)).toHaveLength(4);
  });

  it('refuses a file that is not a good backup before touching the database', async () => {
    const { dir, file, store } = await withBackup(3);
    store.close();
    const bad = path.join(dir, 'bad.sqlite');
    writeFileSync(bad, 'not a database at all');
    expect(() => restoreDatabase(file, bad, NOW)).toThrow(/not a readable leads database/);
    expect(() => restoreDatabase(file, path.join(dir, 'missing.sqlite'), NOW)).toThrow(/no such file/);
    expect(emails(file)).toHaveLength(3);
    expect(readdirSync(path.dirname(file))).not.toContain(expect.stringMatching(/before-restore/));
  });

  it('puts the backup in place and keeps the current database aside, WAL content included', async () => {
    const { file, store, backup } = await withBackup(3);
    store.insertLead(lead(42), NOW);
    // The server stopped without a checkpoint: lead 42 may still be in the WAL only.
    store.close();
    const r = restoreDatabase(file, backup, new Date(NOW.getTime() + DAY));
    expect(r.check.leads).toBe(3);
    expect(emails(file)).toEqual(['lead0@example.com', 'lead1@example.com', 'lead2@example.com']);
    expect(mode(file)).toBe(0o600);
    expect(r.aside).toMatch(/leads\.sqlite\.before-restore-/);
    expect(emails(r.aside!)).toContain('lead42@example.com');
    // The restored file opens as the server opens it.
    const reopened = LeadStore.open(file);
    expect(reopened.list()).toHaveLength(3);
    reopened.close();
  });

  it('restores over a destroyed database, moving it and its stale WAL aside', async () => {
    const { file, store, backup } = await withBackup(4);
    store.close();
    writeFileSync(file, 'destroyed');
    writeFileSync(`${file}-wal`, 'stale');
    const r = restoreDatabase(file, backup, NOW);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${r.aside}-wal`)).toBe(true);
    expect(verifyBackupFile(file)).toEqual({ leads: 4, outbox: 4, schemaVersion: migrations.length });
  });
});
