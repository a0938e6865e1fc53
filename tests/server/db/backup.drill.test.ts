/**
 * The restore drill: leads keep arriving while the staff tool
 * (`npm run leads -- backup`, its own process) copies the database; the
 * database is then destroyed, and `npm run leads -- restore` brings the copy
 * back. Every lead acknowledged before the backup began is there, exactly as
 * posted; a lead that arrived during the copy is there whole or not at all;
 * the restore refused to run while the server still had the database open.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { listBackups, verifyBackupFile } from '../../../server/src/db/backup';
import { build, postLead, validLead } from '../helpers';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Runs the staff tool as staff would, in its own process. */
function leadsTool(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/leads.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

interface Posted {
  id: number;
  email: string;
  message: string;
}

/** Every stored lead's id, e-mail and message, and the outbox rows, read from a database file. */
function stored(file: string): { leads: Posted[]; outbox: number[] } {
  const db = new Database(file, { readonly: true });
  try {
    return {
      leads: db.prepare('SELECT id, email, message FROM leads ORDER BY id').all() as Posted[],
      outbox: (db.prepare('SELECT lead_id FROM outbox ORDER BY lead_id').all() as Array<{ lead_id: number }>).map((r) => r.lead_id),
    };
  } finally {
    db.close();
  }
}

describe('backup and restore drill', () => {
  it('keeps every lead acknowledged before the backup, and nothing half-written', async () => {
    const t = await build({ RATE_LIMIT_PER_CLIENT: '10000', RATE_LIMIT_GLOBAL_PER_MIN: '10000' });
    const env = { LEADS_DB: t.config.leadsDb, BACKUP_DIR: t.config.backupDir };
    let n = 0;
    const post = async (): Promise<Posted> => {
      n += 1;
      const fields = { ...validLead, email: `drill${n}@example.com`, message: `Drill lead number ${n}, ${'x'.repeat(1 + (n % 300))}` };
      const r = await postLead(t, fields);
      expect(r.statusCode).toBe(200);
      return { id: r.json().id as number, email: fields.email, message: fields.message };
    };

    const before: Posted[] = [];
    for (let i = 0; i < 40; i += 1) before.push(await post());

    // Leads keep arriving for as long as the backup process runs.
    const during: Posted[] = [];
    let running = true;
    const backup = leadsTool(['backup', '--keep', '3'], env).finally(() => (running = false));
    while (running) during.push(await post());
    const { code, out } = await backup;
    expect(out).toMatch(/^Checked: integrity ok/m);
    expect(code).toBe(0);
    expect(during.length).toBeGreaterThan(0);

    const [copy] = listBackups(t.config.backupDir);
    expect(verifyBackupFile(copy.file).leads).toBeGreaterThanOrEqual(before.length);

    // While the server has the database open, restore refuses and changes nothing.
    const refused = await leadsTool(['restore', copy.file], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/open in another process/);
    expect(stored(t.config.leadsDb).leads).toHaveLength(before.length + during.length);

    // The server stops; the disk loses the database.
    await t.app.close();
    writeFileSync(t.config.leadsDb, 'destroyed');
    rmSync(`${t.config.leadsDb}-wal`, { force: true });
    rmSync(`${t.config.leadsDb}-shm`, { force: true });

    const restored = await leadsTool(['restore', copy.file], env);
    expect(restored.out).toMatch(/kept as .*before-restore/);
    expect(restored.code).toBe(0);
    expect(existsSync(t.config.leadsDb)).toBe(true);

    const { leads, outbox } = stored(t.config.leadsDb);
    // Every lead acknowledged before the backup began, exactly as posted.
    expect(leads.slice(0, before.length)).toEqual(before);
    // Leads posted during the copy: each one there whole, with its outbox row, or not at all.
    const posted = new Map([...before, ...during].map((p) => [p.id, p]));
    for (const l of leads) expect(l).toEqual(posted.get(l.id));
    expect(outbox).toEqual(leads.map((l) => l.id));
    process.stdout.write(`drill: ${before.length} leads before the backup, ${during.length} during it; ${leads.length} restored\n`);
  }, 30_000);
});
