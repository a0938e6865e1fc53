/** Backups of the leads database: check, rotation and restore (docs/server.md, "Backups and restore"); owner-only files. */
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isBusyError } from './lock';
import { migrations } from './migrations';

/** A backup that failed its check, or a restore that must not go ahead; the message says why in one line. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Backups `npm run leads -- backup` keeps when `--keep` is not given: two weeks of daily copies. */
export const DEFAULT_BACKUP_KEEP = 14;

/** File name of a backup taken at `at`: `leads-2026-11-25T03-30-00-000Z.sqlite` (sorts by time). */
export function backupName(at: Date): string {
  return `leads-${at.toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

/** The time a backup's file name records, or `undefined` for any other file. */
export function backupTime(name: string): Date | undefined {
  const m = /^leads-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.sqlite$/.exec(name);
  const t = m ? Date.parse(`${m[1]}:${m[2]}:${m[3]}.${m[4]}Z`) : NaN;
  return Number.isNaN(t) ? undefined : new Date(t);
}

/** The backups in `dir`, oldest first (none when the folder does not exist). */
export function listBackups(dir: string): Array<{ file: string; at: Date }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ file: path.join(dir, name), at: backupTime(name) }))
    .filter((b): b is { file: string; at: Date } => b.at !== undefined)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

function count(db: Database.Database, table: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

/**
 * Checks integrity, foreign keys, a known schema version, one outbox row per lead. @returns what the file holds: the row
 * counts of `leads` and `outbox`, and `schemaVersion` (`PRAGMA user_version`). @throws BackupError saying what is wrong.
 */
export function verifyBackupFile(file: string) {
  if (!existsSync(file)) throw new BackupError(`no such file: ${file}`);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    if (integrity.length !== 1 || integrity[0].integrity_check !== 'ok') {
      throw new BackupError(`integrity check failed: ${integrity.map((r) => r.integrity_check).join('; ')}`);
    }
    if ((db.pragma('foreign_key_check') as unknown[]).length > 0) throw new BackupError('outbox rows without their lead');
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    if (schemaVersion < 1 || schemaVersion > migrations.length) {
      throw new BackupError(`schema version ${schemaVersion} is not one this server knows (1 to ${migrations.length})`);
    }
    const check = { leads: count(db, 'leads'), outbox: count(db, 'outbox'), schemaVersion };
    if (check.leads !== check.outbox) throw new BackupError(`${check.leads} leads but ${check.outbox} outbox rows`);
    return check;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`not a readable leads database: ${(err as Error).message}`);
  } finally {
    db?.close();
  }
}

/** Flushes a rename to disk. */
function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates `dir` and its missing parents, one at a time, so a folder that cannot be made fails at once (Node 20's recursive
 * `mkdirSync` spins for ever under `/proc`). @throws the file-system error of the first folder that cannot be made.
 */
function makeFolders(dir: string, mode: number): void {
  const missing: string[] = [];
  for (let d = path.resolve(dir); !existsSync(d); d = path.dirname(d)) missing.unshift(d);
  for (const d of missing) mkdirSync(d, { mode });
}

/**
 * Copies the open database `source` (others may be writing) into `dir` under a name from `now`, checks the copy, keeps the newest
 * `keep` backups (at least 1: this one and the newest others; older ones are deleted).
 * @returns the new backup's `file`, its `check` and the older backups `removed` by the rotation.
 * @throws BackupError when the copy fails its check (it is deleted); `SqliteError` or a file-system error when it cannot be made.
 */
export async function backupDatabase(source: Database.Database, dir: string, now: Date, keep: number) {
  makeFolders(dir, 0o700);
  const file = path.join(dir, backupName(now));
  const partial = `${file}.partial`;
  const leadsAtStart = count(source, 'leads');
  try {
    // Owner-only from the first byte (an empty file is an empty database).
    closeSync(openSync(partial, 'wx', 0o600));
    // All pages in one step: one read transaction, so one snapshot even while the server writes.
    await source.backup(partial, { progress: () => 2 ** 30 });
    const copy = new Database(partial, { fileMustExist: true });
    try {
      // One self-contained file: no -wal beside it, and it opens read-only anywhere.
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    const check = verifyBackupFile(partial);
    if (check.leads < leadsAtStart) {
      throw new BackupError(`the copy has ${check.leads} leads, the database had ${leadsAtStart} when the backup began`);
    }
    renameSync(partial, file);
    syncDir(dir);
    // The new copy always stays, even if a clock set back names it before older ones.
    const others = listBackups(dir).filter((b) => b.file !== file);
    const removed = others.slice(0, Math.max(0, others.length - (keep - 1))).map((b) => b.file);
    for (const old of removed) rmSync(old, { force: true });
    return { file, check, removed };
  } finally {
    rmSync(partial, { force: true });
    rmSync(`${partial}-journal`, { force: true });
  }
}

/** Deletes the backups in `dir` taken more than `days` days before `now` (the leads' retention). @returns the deleted files. */
export function purgeExpiredBackups(dir: string, days: number, now: Date): string[] {
  const cutoff = now.getTime() - days * 86_400_000;
  const expired = listBackups(dir)
    .filter((b) => b.at.getTime() < cutoff)
    .map((b) => b.file);
  for (const file of expired) rmSync(file, { force: true });
  return expired;
}

/** Whether a file starts with SQLite's header (opening anything else could make SQLite discard its WAL). */
function looksLikeSqlite(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === 'SQLite format 3\u0000';
  } finally {
    closeSync(fd);
  }
}

/**
 * Puts the checked `backupFile` in place of `dbFile`, the old one renamed `DB.before-restore-TIME`. Leaving WAL mode, which SQLite
 * allows only the last connection, is how it refuses while a server has the database open. @throws BackupError (check, in use).
 * @returns the restored copy's `check`, and `aside`: where the database that was in place went (with its `-wal`/`-shm`), if any.
 */
export function restoreDatabase(dbFile: string, backupFile: string, now: Date) {
  verifyBackupFile(backupFile);
  let held: Database.Database | undefined;
  if (existsSync(dbFile) && looksLikeSqlite(dbFile)) {
    const db = new Database(dbFile, { fileMustExist: true });
    db.pragma('busy_timeout = 0');
    try {
      db.pragma('journal_mode = DELETE');
      db.pragma('locking_mode = EXCLUSIVE');
      db.exec('BEGIN EXCLUSIVE; COMMIT');
      held = db;
    } catch (err) {
      db.close();
      if (isBusyError(err)) {
        throw new BackupError(`${dbFile} is open in another process (a running server?): stop it, then restore`);
      }
      // Unreadable (what a restore is for): it goes aside as it is, with its WAL.
    }
  }
  const restoring = `${dbFile}.restoring`;
  try {
    mkdirSync(path.dirname(dbFile), { recursive: true });
    rmSync(restoring, { force: true });
    copyFileSync(backupFile, restoring);
    chmodSync(restoring, 0o600);
    const check = verifyBackupFile(restoring);
    let aside: string | undefined;
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      if (!existsSync(dbFile + suffix)) continue;
      aside = `${dbFile}.before-restore-${stamp}`;
      renameSync(dbFile + suffix, aside + suffix);
    }
    renameSync(restoring, dbFile);
    syncDir(path.dirname(dbFile));
    return { check, aside };
  } finally {
    held?.close();
    rmSync(restoring, { force: true });
  }
}
