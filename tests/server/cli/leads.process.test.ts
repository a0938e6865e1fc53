/**
 * The staff tool as staff run it: the real command as a child process,
 * its output through a pipe. A large export arrives whole, a closed pipe is
 * a failure, and every command line the tool does not understand exits 2
 * before the database is touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, terminalJson } from '../../../server/src/cli/leads';
import { LeadStore } from '../../../server/src/db/leads';
import { limits } from '../../../src/config/limits';
import type { ContactInput } from '../../../server/src/schemas/contact-request';
import { validLead } from '../helpers';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = ['--import', 'tsx', 'server/src/cli/leads.ts'];
const EMAIL = 'big@example.com';
/** Leads of {@link EMAIL}, each with a message of the server's maximum length: an export of over 5 MB. */
const LEADS = 1_100;

let dir = '';
let file = '';
let expectedExport = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cli-pipe-'));
  file = path.join(dir, 'leads.sqlite');
  const store = LeadStore.open(file);
  const message = 'x'.repeat(limits.serverMessageMaxChars - 10);
  store.db.transaction(() => {
    for (let i = 0; i < LEADS; i += 1) {
      store.insertLead(
        { ...(validLead as unknown as ContactInput), clientSubject: validLead.subject, email: EMAIL, message: `${i} ${message}` },
        new Date(Date.UTC(2026, 0, 1, 0, i)),
      );
    }
  })();
  expectedExport = `${terminalJson(store.findPerson({ by: 'email', email: EMAIL }))}\n`;
  store.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a shell pipeline with the tool as `leads`; returns what the shell printed and its status. */
function pipeline(script: string) {
  const leads = [process.execPath, ...CLI].map((a) => `'${a}'`).join(' ');
  return spawnSync('bash', ['-c', script.replaceAll('leads ', `${leads} `)], {
    cwd: ROOT,
    env: { ...process.env, LEADS_DB: file },
    encoding: 'utf8',
  });
}

/** Runs the tool with `args`; resolves with its exit code and stderr. */
function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...CLI, ...args], { cwd: ROOT, env: { ...process.env, LEADS_DB: file } });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.resume();
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('npm run leads through a pipe', () => {
  it('an export of over 5 MB arrives whole through `| wc -c`; `list` gives every line', () => {
    expect(Buffer.byteLength(expectedExport)).toBeGreaterThan(5_000_000);
    const bytes = pipeline(`leads export --email ${EMAIL} | wc -c`);
    expect(bytes.stderr).toContain(`${LEADS} lead(s) for ${EMAIL}`);
    expect(Number(bytes.stdout.trim())).toBe(Buffer.byteLength(expectedExport));
    const lines = pipeline(`leads list --limit ${LEADS * 2} | wc -l`);
    expect(Number(lines.stdout.trim())).toBe(LEADS);
  });

  it('a reader that stops early (`| head -c 100`) makes the tool exit non-zero, saying so', () => {
    const r = pipeline(`leads export --email ${EMAIL} | head -c 100 > /dev/null; echo "status \${PIPESTATUS[0]}"`);
    expect(r.stdout.trim()).not.toBe('status 0');
    expect(r.stdout.trim()).toMatch(/^status [1-9]/);
    expect(r.stderr).toMatch(/Output cut: .*EPIPE/);
  });

  const refused: string[][] = [
    ['list', '--evil', '1'],
    ['list', '--limit', '99999999999999999999'],
    ['list', '--limit='],
    ['list', 'extra'],
    ['show'],
    ['show', '1', '2'],
    ['show', '1', '--format', 'csv'],
    ['export', '--email', EMAIL, '--dry-run', 'yes'],
    ['export', '--email='],
    ['export', '--email', EMAIL, 'extra'],
    ['export', '--email', EMAIL, '--email', 'other@example.com'],
    ['erase', '--email', EMAIL, '--dry-run', 'yes'],
    ['erase', '--email='],
    ['erase', '--email', EMAIL, 'extra'],
    ['erase', '--email'],
    ['retry-dead', '--dry-run', 'yes'],
    ['retry-dead', 'now'],
    ['purge', '--confirm', 'no'],
    ['purge', '--older-than-days', '0'],
    ['purge', '--older-than-days='],
    ['purge', 'all'],
    ['stats', '--evil', '1'],
    ['stats', 'x'],
    ['backup', '--to='],
    ['backup', 'somewhere'],
    ['backup', '--keep', '0'],
    ['restore'],
    ['restore', 'a.sqlite', 'b.sqlite'],
    ['restore', '--force', 'yes', 'a.sqlite'],
    ['drop'],
  ];

  it('refuses every option, value or argument it does not know (exit 2, usage on stderr), the database untouched', async () => {
    const before = readFileSync(file);
    // Every case through the parser the command line uses…
    for (const args of refused) expect(() => parseCommand(args), args.join(' ')).toThrow();
    // …and one per command through the real tool (each child starts Node and the TypeScript loader).
    const oncePerCommand = [...new Map(refused.map((args) => [args[0], args])).values()];
    const results = await Promise.all(oncePerCommand.map(async (args) => ({ args, ...(await run(args)) })));
    for (const r of results) {
      expect({ args: r.args, code: r.code }).toEqual({ args: r.args, code: 2 });
      expect(r.stderr).toContain('Usage: npm run leads');
    }
    expect(readFileSync(file).equals(before)).toBe(true);
    const check = LeadStore.open(file, { readonly: true });
    expect(check.findPerson({ by: 'email', email: EMAIL })).toHaveLength(LEADS);
    check.close();
  }, 60_000);
});
