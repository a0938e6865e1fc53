/**
 * The staff tool's verbs: list, show, export
 * (JSON/CSV), erase, retry-dead, purge — in process against a temp database,
 * plus one run of the real command.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defuseFormula, parseCommand, runBackupCommand, runLeadsCommand, toCsv } from '../../../server/src/cli/leads';
import { LeadStore } from '../../../server/src/db/leads';
import type { ContactInput } from '../../../server/src/schemas/contact-request';
import { limits } from '../../../src/config/limits';
import { tempDir } from '../helpers';

const NOW = Date.parse('2026-06-01T12:00:00Z');

const lead = (over: Partial<ContactInput> = {}): ContactInput => ({
  fullName: 'Ana Pérez',
  company: '',
  email: 'ana@example.com',
  mobileNumber: '',
  message: 'Hola',
  topic: 'dev',
  lang: 'es',
  subject: 'Server subject',
  clientSubject: 'Client subject',
  ...over,
});

function setup() {
  const file = path.join(tempDir(), 'leads.sqlite');
  const store = LeadStore.open(file);
  const a = store.insertLead(lead(), new Date('2026-05-30T10:00:00Z'));
  const b = store.insertLead(lead({ email: 'ANA@example.com', message: '=HYPERLINK("http://x")' }), new Date('2026-05-31T10:00:00Z'));
  const c = store.insertLead(lead({ fullName: 'Eva', email: 'eva@example.com' }), new Date('2025-04-01T10:00:00Z'));
  const out: string[] = [];
  const err: string[] = [];
  const run = (...args: string[]) => runLeadsCommand(args, store, { out: (s) => out.push(s), err: (s) => err.push(s), now: () => NOW });
  return { file, store, ids: { a, b, c }, out, err, run };
}

describe('npm run leads', () => {
  it('list shows the newest first', () => {
    const s = setup();
    expect(s.run('list')).toBe(0);
    expect(s.out).toHaveLength(3);
    expect(s.out[0]).toMatch(new RegExp(`^\\s*${s.ids.c}\\s.*pending.*Eva$`));
    expect(s.run('list', '--limit', '1')).toBe(0);
    expect(s.out).toHaveLength(4);
  });

  it('show ID prints every field, the client’s subject too; an unknown ID fails', () => {
    const s = setup();
    expect(s.run('show', String(s.ids.a))).toBe(0);
    expect(JSON.parse(s.out[0])).toMatchObject({
      id: s.ids.a,
      fullName: 'Ana Pérez',
      subject: 'Server subject',
      clientSubject: 'Client subject',
      consentPolicyVersion: '2025-09-02',
    });
    expect(s.run('show', '999')).toBe(1);
    expect(s.run('show')).toBe(2);
  });

  it('export --email gives every lead of the person (case-insensitive) as JSON or CSV', () => {
    const s = setup();
    expect(s.run('export', '--email', 'ana@example.com')).toBe(0);
    expect(JSON.parse(s.out[0]).map((l: { id: number; clientSubject: string }) => [l.id, l.clientSubject])).toEqual([
      [s.ids.a, 'Client subject'],
      [s.ids.b, 'Client subject'],
    ]);
    expect(s.run('export', '--email', 'ana@example.com', '--format', 'csv')).toBe(0);
    const lines = s.out[1].split('\r\n');
    expect(lines[0]).toBe(
      'id,receivedAt,lang,topic,fullName,company,email,mobileNumber,subject,clientSubject,message,consentPolicyVersion,state,sentAt',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Server subject,Client subject,');
    // A formula in a visitor's text is neutralised for spreadsheets.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(s.run('export', '--email', 'ana@example.com', '--format', 'xml')).toBe(2);
    expect(s.run('export')).toBe(2);
  });

  it('erase --email deletes that person only, outbox rows included', () => {
    const s = setup();
    expect(s.run('erase', '--email', 'Ana@Example.com')).toBe(0);
    expect(s.out[0]).toBe('Erased 2 lead(s) for Ana@Example.com.');
    expect(s.store.findPerson({ by: 'email', email: 'ana@example.com' })).toEqual([]);
    expect(s.store.get(s.ids.c)).toBeDefined();
    expect((s.store.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n).toBe(1);
  });

  it('export and erase --phone match the digits (spaces, +, - ignored), phone-only leads included', () => {
    const s = setup();
    const p1 = s.store.insertLead(lead({ email: '', mobileNumber: '+34 600-111-222', fullName: 'Xoán' }), new Date('2026-05-20T10:00:00Z'));
    const p2 = s.store.insertLead(lead({ email: 'xoan@example.com', mobileNumber: '+34600111222' }), new Date('2026-05-21T10:00:00Z'));
    s.store.insertLead(lead({ email: '', mobileNumber: '600 111 222' }), new Date('2026-05-22T10:00:00Z'));
    expect(s.run('export', '--phone', '+34 600 111 222')).toBe(0);
    expect(JSON.parse(s.out[0]).map((l: { id: number }) => l.id)).toEqual([p1, p2]);
    expect(s.err[0]).toBe('2 lead(s) for phone +34 600 111 222.');
    expect(s.run('erase', '--phone', '(+34) 600111222')).toBe(0);
    expect(s.out[1]).toBe('Erased 2 lead(s) for phone (+34) 600111222.');
    expect(s.out[2]).toMatch(/write-ahead log emptied/);
    expect(s.store.findPerson({ by: 'phone', phone: '+34600111222' })).toEqual([]);
    expect(s.store.findPerson({ by: 'phone', phone: '600111222' })).toHaveLength(1);
  });

  it('export/erase need exactly one of --email and --phone, and a phone with enough digits', () => {
    const s = setup();
    expect(s.run('erase')).toBe(2);
    expect(s.run('erase', '--email', 'ana@example.com', '--phone', '600111222')).toBe(2);
    expect(s.run('erase', '--phone', '-'.repeat(limits.phoneMinChars))).toBe(2);
    expect(s.run('export', '--phone', '1'.repeat(limits.phoneMinChars - 1))).toBe(2);
    expect(s.store.list()).toHaveLength(3);
  });

  it('stats: leads per month and topic, mail states, oldest pending — no personal data', () => {
    const s = setup();
    s.store.insertLead(
      lead({ topic: 'automation', fullName: 'Uxía Secreta', email: 'uxia@secret.example', company: 'Secreta SL' }),
      new Date('2026-05-15T10:00:00Z'),
    );
    s.store.markSent(s.ids.a, new Date(NOW));
    s.store.markDead(s.ids.c, '550 no');
    expect(s.run('stats')).toBe(0);
    const text = s.out.join('\n');
    expect(s.out[0]).toBe('Leads: 4 (mail sent 1, pending 2, dead letters 1)');
    expect(s.out[1]).toBe('Oldest pending: 2026-05-15T10:00:00.000Z');
    expect(s.out[2]).toBe('Oldest dead letter: 2025-04-01T10:00:00.000Z');
    // The pending lead of 2026-05-15 has waited far longer than the limit: the health check's reason.
    expect(s.out[3]).toMatch(/^Outbox: STALLED .*outbox_stalled/);
    const rows = Object.fromEntries(s.out.slice(6).map((l) => [l.slice(0, 7), l.slice(7).trim().split(/\s+/).map(Number)]));
    // Columns: automation, dev, total.
    expect(s.out[5].trim().split(/\s+/)).toEqual(['month', 'automation', 'dev', 'total']);
    expect(rows).toEqual({ '2025-04': [0, 1, 1], '2026-05': [1, 2, 3] });
    for (const secret of ['Uxía', 'Secreta', 'uxia@', 'ana@', 'Ana', 'Eva', 'Hola']) expect(text).not.toContain(secret);
  });

  it('retry-dead queues dead letters again, due now', () => {
    const s = setup();
    s.store.markDead(s.ids.a, '550 no');
    s.store.markSent(s.ids.b, new Date(NOW));
    s.store.markSent(s.ids.c, new Date(NOW));
    expect(s.run('retry-dead')).toBe(0);
    expect(s.store.get(s.ids.a)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(s.store.claimDue(NOW, 1000)?.id).toBe(s.ids.a);
  });

  it('purge deletes leads older than the retention period (365 days by default)', () => {
    const s = setup();
    expect(s.run('purge')).toBe(0);
    expect(s.out[0]).toBe('Purged 1 lead(s) older than 365 days.');
    expect(s.store.get(s.ids.c)).toBeUndefined();
    expect(s.run('purge', '--older-than-days', '2')).toBe(0);
    expect(s.store.list()).toHaveLength(1);
    expect(s.run('purge', '--older-than-days', 'soon')).toBe(2);
  });

  it('an unknown verb is a usage error', () => {
    const s = setup();
    expect(s.run('drop')).toBe(2);
    expect(s.err[0]).toMatch(/unknown command: drop[\s\S]*Usage/);
  });

  it('backup and restore: usage errors exit 2, a missing database or backup exits 1', async () => {
    const s = setup();
    const err: string[] = [];
    const io = { out: () => undefined, err: (t: string) => err.push(t) };
    const paths = { leadsDb: s.file, backupDir: path.join(path.dirname(s.file), 'backups') };
    expect(await runBackupCommand(['backup', '--keep', '0'], paths, io)).toBe(2);
    expect(await runBackupCommand(['restore'], paths, io)).toBe(2);
    expect(await runBackupCommand(['backup'], { ...paths, leadsDb: path.join(paths.backupDir, 'none.sqlite') }, io)).toBe(1);
    expect(await runBackupCommand(['restore', path.join(paths.backupDir, 'none.sqlite')], paths, io)).toBe(1);
    expect(err.at(-1)).toMatch(/^Failed: no such file/);
    expect(await runBackupCommand(['backup', '--to', paths.backupDir, '--keep', '2'], paths, io)).toBe(0);
  });

  it('a backup folder that cannot be made fails at once with exit 1, saying why', async () => {
    const s = setup();
    const err: string[] = [];
    const io = { out: () => undefined, err: (t: string) => err.push(t) };
    const paths = { leadsDb: s.file, backupDir: path.join(path.dirname(s.file), 'backups') };
    const started = Date.now();
    expect(await runBackupCommand(['backup', '--to', '/proc/no-such-folder/backups'], paths, io)).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(err.at(-1)).toMatch(/^Failed: .*\/proc\/no-such-folder/);
  });

  it('an empty argument or a negative number gets what is wrong and the usage (exit 2)', () => {
    expect(() => parseCommand(['restore', ''])).toThrow(/restore got an empty argument/);
    expect(() => parseCommand(['list', '--limit', '-1'])).toThrow(/--limit must be a whole number from 1 to .* \(got -1\)/);
    expect(() => parseCommand(['purge', '--older-than-days', '-30'])).toThrow(/--older-than-days must be a whole number/);
    expect(() => parseCommand(['backup', '--keep=-2'])).toThrow(/--keep must be a whole number/);
  });

  it('CSV quotes what needs quoting and defuses formulas', () => {
    expect(defuseFormula('+34 600')).toBe("'+34 600");
    expect(defuseFormula('Ana')).toBe('Ana');
    const s = setup();
    const [row] = s.store.findPerson({ by: 'email', email: 'eva@example.com' });
    const csv = toCsv([{ ...row, company: 'a,b', message: 'line 1\nline "2"', sentAt: null }]);
    const [, line] = csv.split('\r\n');
    expect(line).toContain(',"a,b",');
    expect(line).toContain(',"line 1\nline ""2""",');
    expect(line.endsWith(',pending,')).toBe(true);
  });

  it('the real command reads LEADS_DB', () => {
    const s = setup();
    s.store.close();
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/leads.ts', 'list'], {
      env: { ...process.env, LEADS_DB: s.file },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(3);
  });
});
