/**
 * The real server (a child process) under the three things that used to go
 * wrong with leads:
 * - erasure with the staff tool while the server runs leaves the erased text
 *   in no file of the database folder (by e-mail and by phone);
 * - a bot flood of honeypot and invalid posts from 200 addresses leaves real
 *   visitors able to send;
 * - another process holding the database write lock for 10 s does not freeze
 *   the server: pages are answered, and every POST is stored or answered a
 *   JSON 503 with Retry-After within its bound.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import detectPort from 'detect-port';
import { afterEach, describe, expect, it } from 'vitest';
import { pathOf } from '../../../src/config/routes';
import { LEAD_LOCK_WAIT_MS, UNAVAILABLE_RETRY_AFTER_S } from '../../../server/src/db/lock';
import { multipart, tempDir, validLead, writeFakeBuild } from '../helpers';
import { ROOT, startServer, startSmtpSink, stopServer, type ServerChild, type SmtpSink } from './support';

let child: ServerChild | undefined;
let sink: SmtpSink | undefined;
let holder: ChildProcess | undefined;
afterEach(async () => {
  holder?.kill('SIGKILL');
  holder = undefined;
  if (child) await stopServer(child);
  child = undefined;
  await sink?.close();
  sink = undefined;
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One HTTP request from a chosen loopback address (`localAddress`), timed in ms. */
function request(base: string, opts: { method?: string; path: string; from?: string; fields?: Record<string, string> }): Promise<Reply> {
  const url = new URL(opts.path, base);
  const form = opts.fields ? multipart(opts.fields) : undefined;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: opts.method ?? (form ? 'POST' : 'GET'),
        localAddress: opts.from,
        agent: false,
        headers: form ? { ...form.headers, origin: base, 'sec-fetch-site': 'same-origin' } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(form?.payload);
  });
}

/** Starts the real server on a free port with its own database folder. */
async function serve(env: Record<string, string> = {}) {
  const dir = tempDir('srv-ops-');
  const dataDir = path.join(dir, 'data');
  const db = path.join(dataDir, 'leads.sqlite');
  const port = await detectPort();
  const base = `http://127.0.0.1:${port}`;
  const buildDir = writeFakeBuild(path.join(dir, 'site'));
  child = await startServer({ PORT: String(port), SITE_URL: base, BUILD_DIR: buildDir, LEADS_DB: db, ...env }, `${base}/`);
  return { base, db, dataDir };
}

/** Names of the files in `dir` whose bytes contain `marker` (UTF-8). */
function filesContaining(dir: string, marker: string): string[] {
  const needle = Buffer.from(marker, 'utf8');
  return readdirSync(dir).filter((f) => readFileSync(path.join(dir, f)).includes(needle));
}

/** Runs the staff tool as staff do, in its own process. */
function leadsTool(db: string, ...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'cli', 'leads.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LEADS_DB: db },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('erasure reaches the disk while the server runs', () => {
  it.each([
    { by: 'email', contact: { email: 'erase-me@example.com', mobileNumber: '' }, arg: ['--email', 'Erase-Me@example.com'] },
    { by: 'phone', contact: { email: '', mobileNumber: '+34 611 22 33 44' }, arg: ['--phone', '+34611223344'] },
  ])(
    'erase --$by: the marker is in no file of the database folder',
    async ({ contact, arg }) => {
      const { base, db, dataDir } = await serve({ RATE_LIMIT_PER_CLIENT: '1000' });
      const marker = `ZQX-ERASE-MARKER-${Math.random().toString(36).slice(2)}`;
      for (let i = 0; i < 3; i += 1) {
        const r = await request(base, {
          path: '/api/contact.php',
          fields: { ...validLead, ...contact, company: `${marker} SL`, message: `${marker} ${i} ${'texto '.repeat(200)}` },
        });
        expect(JSON.parse(r.body)).toEqual({ ok: true, id: expect.any(Number) });
      }
      const kept = await request(base, { path: '/api/contact.php', fields: { ...validLead, email: 'keep@example.com' } });
      expect(kept.status).toBe(200);
      // The marker is on disk before the erase (so the check below can fail).
      expect(filesContaining(dataDir, marker).length).toBeGreaterThan(0);

      const erased = leadsTool(db, 'erase', ...arg);
      expect(erased.code, erased.err).toBe(0);
      expect(erased.out).toMatch(/^Erased 3 lead\(s\)/);
      expect(erased.out).toMatch(/write-ahead log emptied/);
      expect(filesContaining(dataDir, marker)).toEqual([]);

      // The server kept running and keeps storing; the other lead is still there.
      const after = await request(base, { path: '/api/contact.php', fields: { ...validLead, email: 'later@example.com' } });
      expect(JSON.parse(after.body)).toEqual({ ok: true, id: expect.any(Number) });
      expect(filesContaining(dataDir, marker)).toEqual([]);
      const exported = leadsTool(db, 'export', '--email', 'keep@example.com');
      expect(JSON.parse(exported.out)).toHaveLength(1);
    },
    120_000,
  );
});

describe('spam never costs a real lead', () => {
  it('200 honeypot and invalid posts from 200 addresses, then 3 real leads from fresh addresses: all 3 stored', async () => {
    // Default limits (5 per client per 10 minutes, 120 per minute overall).
    const { base, db } = await serve();
    const flood = Array.from({ length: 200 }, (_, i) => {
      const from = `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
      const fields =
        i % 4 === 0
          ? { ...validLead, website: 'http://spam.example' }
          : i % 4 === 1
            ? { ...validLead, nickname: 'bot' }
            : i % 4 === 2
              ? { ...validLead, email: 'not-an-address' }
              : { ...validLead, topic: 'casino' };
      return { from, fields, honeypot: i % 4 < 2 };
    });
    const replies: Array<{ honeypot: boolean; r: Reply }> = [];
    for (let i = 0; i < flood.length; i += 20) {
      const batch = flood.slice(i, i + 20);
      replies.push(
        ...(await Promise.all(
          batch.map(async (p) => ({
            honeypot: p.honeypot,
            r: await request(base, { path: '/api/contact.php', from: p.from, fields: p.fields }),
          })),
        )),
      );
    }
    for (const { honeypot, r } of replies) {
      if (honeypot) expect(JSON.parse(r.body)).toEqual({ ok: true });
      else expect(r.status).toBe(400);
    }

    const real = [];
    for (let i = 1; i <= 3; i += 1) {
      real.push(
        await request(base, { path: '/api/contact.php', from: `127.0.9.${i}`, fields: { ...validLead, fullName: `Cliente real ${i}` } }),
      );
    }
    for (const r of real) {
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body)).toEqual({ ok: true, id: expect.any(Number) });
    }
    const stored = new Database(db, { readonly: true });
    try {
      expect((stored.prepare(`SELECT full_name AS n FROM leads ORDER BY id`).all() as { n: string }[]).map((r) => r.n)).toEqual([
        'Cliente real 1',
        'Cliente real 2',
        'Cliente real 3',
      ]);
    } finally {
      stored.close();
    }

    // The per-client limit still holds: one address past its budget is refused.
    const one = [];
    for (let i = 0; i <= 5; i += 1)
      one.push(await request(base, { path: '/api/contact.php', from: '127.0.9.50', fields: { ...validLead, email: 'bad' } }));
    expect(one.slice(0, 5).map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(one[5].status).toBe(429);
    expect(Number(one[5].headers['retry-after'])).toBeGreaterThan(0);
  }, 120_000);
});

describe('another process holding the database lock', () => {
  it('for 10 s: pages answered at once, every POST stored or a JSON 503 with Retry-After within its bound', async () => {
    sink = await startSmtpSink();
    const { base, db } = await serve({
      RATE_LIMIT_PER_CLIENT: '1000',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      CONTACT_TO: 'leads@bretema.example',
    });
    const first = await request(base, { path: '/api/contact.php', fields: validLead });
    expect(first.status).toBe(200);

    // The staff tool on a large erase, or a backup: BEGIN IMMEDIATE, held 10 s.
    const holdMs = 10_000;
    holder = spawn(
      process.execPath,
      [
        '-e',
        `const D=require('better-sqlite3');const d=new D(process.argv[1]);d.exec('BEGIN IMMEDIATE');console.log('locked');setTimeout(()=>{d.exec('ROLLBACK');d.close();console.log('released')},${holdMs});`,
        db,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let released = false;
    await new Promise<void>((resolve) => {
      holder!.stdout!.on('data', (c: Buffer) => {
        if (c.toString().includes('locked')) resolve();
        if (c.toString().includes('released')) released = true;
      });
    });
    const lockedAt = Date.now();

    const pages: Reply[] = [];
    const posts: Reply[] = [];
    const probePages = (async () => {
      while (!released && Date.now() - lockedAt < holdMs - 500) {
        pages.push(await request(base, { path: pathOf('services', 'es') }));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const probePosts = (async () => {
      while (!released && Date.now() - lockedAt < holdMs - LEAD_LOCK_WAIT_MS - 500) {
        posts.push(await request(base, { path: '/api/contact.php', fields: { ...validLead, fullName: 'Durante el bloqueo' } }));
      }
    })();
    await Promise.all([probePages, probePosts]);

    expect(pages.length).toBeGreaterThan(10);
    for (const p of pages) {
      expect(p.status).toBe(200);
      expect(p.ms).toBeLessThan(1_000);
    }
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      if (p.status === 200) expect(JSON.parse(p.body)).toEqual({ ok: true, id: expect.any(Number) });
      else {
        expect(p.status).toBe(503);
        expect(JSON.parse(p.body)).toEqual({ ok: false, error: 'unavailable' });
        expect(p.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
      }
      expect(p.ms).toBeLessThan(LEAD_LOCK_WAIT_MS + 1_000);
    }
    // The lock really was held: the POSTs during it could not be stored.
    expect(posts.filter((p) => p.status === 503).length).toBeGreaterThan(0);

    // Released: leads are stored again, and the first one was e-mailed.
    await new Promise<void>((resolve) => (released ? resolve() : holder!.once('exit', () => resolve())));
    const later = await request(base, { path: '/api/contact.php', fields: validLead });
    expect(JSON.parse(later.body)).toEqual({ ok: true, id: expect.any(Number) });
    const deadline = Date.now() + 15_000;
    while (sink.received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(sink.received.map((m) => m.mail.messageId).sort()).toEqual(
      [JSON.parse(first.body).id, JSON.parse(later.body).id].map((id: number) => `<lead-${id}@127.0.0.1>`).sort(),
    );
  }, 120_000);
});
