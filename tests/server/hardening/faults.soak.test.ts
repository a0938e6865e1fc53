/**
 * Faults, each bounded in time:
 *
 * - The SMTP relay refusing connections, answering 421 / 451, answering 550,
 *   stalling past the client's timeout, dropping the connection during DATA:
 *   every acknowledged lead is delivered once the relay recovers, none twice
 *   by Message-ID; a 550 makes a dead letter that the staff tool lists and
 *   `retry-dead` revives.
 * - The server killed with SIGKILL in the middle of a stream of submissions,
 *   then restarted: every lead that got `{ok:true}` is in the database, whole,
 *   and is delivered.
 * - The database locked by another process or read-only: `503 {ok:false}`,
 *   and nothing is acknowledged that was not stored.
 *
 * The outbox runs in process with a zero backoff and a transport whose
 * timeouts are short (the production ones are 30–60 s), so no test waits for
 * a real retry schedule.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import detectPort from 'detect-port';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeadsCommand } from '../../../server/src/cli/leads';
import { LeadStore } from '../../../server/src/db/leads';
import { SMTP_POOL_CONNECTIONS } from '../../../server/src/plugins/app/outbox';
import { LEAD_LOCK_WAIT_MS, UNAVAILABLE_RETRY_AFTER_S } from '../../../server/src/db/lock';
import { build, leadCount, postLead, tempDir, validLead, writeFakeBuild, type TestApp } from '../helpers';
import { startServer, startSmtpSink, stopServer, type ServerChild, type SinkMode, type SmtpSink } from './support';

const CONTACT_TO = 'leads@bretema.example';

/** A pooled nodemailer transport to the sink, as the server builds one, with timeouts short enough for a test (ms). */
function shortTransport(port: number) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    connectionTimeout: 1_000,
    greetingTimeout: 1_000,
    socketTimeout: 1_000,
  });
}

/** Runs outbox rounds until nothing is due; at most `max` rounds. */
async function drain(t: TestApp, max = 50): Promise<void> {
  for (let i = 0; i < max; i += 1) if ((await t.app.outbox.runOnce()) === 0) return;
}

/** Message-IDs the sink received, with how many times each. */
function messageIdCounts(sink: SmtpSink): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of sink.received) counts.set(m.mail.messageId ?? '', (counts.get(m.mail.messageId ?? '') ?? 0) + 1);
  return counts;
}

describe('SMTP relay faults', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  async function appForSink(port: number) {
    return build(
      { CONTACT_TO, CONTACT_FROM: 'Web <web@bretema.example>', RATE_LIMIT_PER_CLIENT: '1000' },
      { transport: shortTransport(port), mailConcurrency: SMTP_POOL_CONNECTIONS, backoff: () => 0 },
    );
  }

  async function postLeads(t: TestApp, n: number, tag: string): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const res = await postLead(t, { ...validLead, fullName: `${tag} ${i}` });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().id as number);
    }
    return ids;
  }

  it('connections refused, then the relay comes up: every lead delivered once', async () => {
    const port = await detectPort();
    const t = await appForSink(port);
    const ids = await postLeads(t, 3, 'refused');
    await drain(t, 3);
    expect(t.app.leads.stats().states).toEqual({ pending: 3, sent: 0, dead: 0 });
    expect(t.app.leads.get(ids[0])!.lastError).toMatch(/ECONNREFUSED/);
    const late = await startSmtpSink(port);
    try {
      await drain(t);
      expect(t.app.leads.stats().states).toEqual({ pending: 0, sent: 3, dead: 0 });
      expect([...messageIdCounts(late).entries()].sort()).toEqual(ids.map((id) => [`<lead-${id}@localhost>`, 1]).sort());
      for (const m of late.received) expect(m.rcptTo).toEqual([CONTACT_TO]);
    } finally {
      await late.close();
    }
  });

  it.each<[string, SinkMode]>([
    ['421 at greeting (relay refusing service)', 'refuse'],
    ['421 to RCPT TO', 421],
    ['451 to RCPT TO', 451],
    ['a stall past the client timeout after DATA', 'stall'],
    ['the connection dropped during DATA', 'drop'],
  ])(
    '%s, then recovery: delivered once, none twice by Message-ID',
    async (_name, mode) => {
      sink.received = [];
      sink.mode = mode;
      const t = await appForSink(sink.port);
      const ids = await postLeads(t, 3, `fault ${mode}`);
      await drain(t, 2);
      expect(t.app.leads.stats().states).toEqual({ pending: 3, sent: 0, dead: 0 });
      expect(sink.received).toHaveLength(0);
      sink.mode = 'ok';
      await drain(t);
      expect(t.app.leads.stats().states).toEqual({ pending: 0, sent: 3, dead: 0 });
      const counts = messageIdCounts(sink);
      for (const id of ids) expect(counts.get(`<lead-${id}@localhost>`), `lead ${id}`).toBe(1);
      expect(sink.received).toHaveLength(3);
    },
    30_000,
  );

  it('550: a dead letter at once, listed by the staff tool; retry-dead delivers it once the cause is fixed', async () => {
    sink.received = [];
    sink.mode = 550;
    const t = await appForSink(sink.port);
    const [id] = await postLeads(t, 1, 'permanent');
    await drain(t);
    expect(t.app.leads.get(id)).toMatchObject({ state: 'dead', attempts: 1 });
    expect(t.app.leads.get(id)!.lastError).toMatch(/550/);

    const out: string[] = [];
    const io = { out: (s: string) => out.push(s), err: (s: string) => out.push(s) };
    expect(runLeadsCommand(['list'], t.app.leads, io)).toBe(0);
    expect(out.find((l) => l.includes('permanent 0'))).toMatch(/\bdead\b/);

    sink.mode = 'ok';
    await drain(t);
    expect(sink.received).toHaveLength(0); // a dead letter waits for the staff
    expect(runLeadsCommand(['retry-dead'], t.app.leads, io)).toBe(0);
    await drain(t);
    expect(t.app.leads.get(id)).toMatchObject({ state: 'sent' });
    expect([...messageIdCounts(sink).entries()]).toEqual([[`<lead-${id}@localhost>`, 1]]);
  });
});

describe('the server killed with SIGKILL during a stream of submissions', () => {
  let child: ServerChild | undefined;
  let sink: SmtpSink | undefined;
  afterAll(async () => {
    if (child) await stopServer(child);
    await sink?.close();
  });

  it('every acknowledged lead is in the database, whole, and is delivered after the restart', async () => {
    const dir = tempDir('srv-kill-');
    const db = path.join(dir, 'leads.sqlite');
    const port = await detectPort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      SITE_URL: base,
      BUILD_DIR: writeFakeBuild(path.join(dir, 'site')),
      LEADS_DB: db,
      RATE_LIMIT_PER_CLIENT: '100000',
      RATE_LIMIT_GLOBAL_PER_MIN: '100000',
    };
    // First run without mail: nothing is leased mid-send, so the restart can deliver at once.
    child = await startServer(env, `${base}/`);

    const acked = new Map<number, string>();
    const sent = new Set<string>();
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i += 1) {
        const name = `Kill ${w}-${i}`;
        const form = new FormData();
        for (const [k, v] of Object.entries({ ...validLead, fullName: name, message: `Lead ${w}-${i} ${'x'.repeat(500)}` }))
          form.append(k, v);
        sent.add(name);
        try {
          const res = await fetch(`${base}/api/contact.php`, { method: 'POST', body: form });
          const body = (await res.json()) as { ok: boolean; id?: number };
          if (body.ok && body.id !== undefined) acked.set(body.id, name);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    while (acked.size < 60) await new Promise((r) => setTimeout(r, 20));
    child.proc.kill('SIGKILL');
    await child.exited;
    stop = true;
    await Promise.all(workers);
    child = undefined;

    // Straight after the crash, before any restart: the database is consistent and holds every acknowledged lead.
    const raw = new Database(db, { readonly: true });
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = raw
      .prepare('SELECT l.id, l.full_name AS name, l.message, o.state FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id')
      .all() as Array<{ id: number; name: string; message: string; state: string | null }>;
    raw.close();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [id, name] of acked) {
      expect(byId.get(id)?.name, `acknowledged lead ${id}`).toBe(name);
    }
    for (const r of rows) {
      // Whole: every stored lead is one we sent, with its outbox row and its full message.
      expect(sent.has(r.name)).toBe(true);
      expect(r.state).toBe('pending');
      expect(r.message).toBe(`Lead ${r.name.slice('Kill '.length)} ${'x'.repeat(500)}`);
    }

    // Restart with mail on: the outbox delivers every stored lead.
    sink = await startSmtpSink();
    child = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_TO }, `${base}/`);
    const deadline = Date.now() + 60_000;
    while (sink.received.length < rows.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const delivered = new Set(sink.received.map((m) => m.mail.messageId));
    for (const id of acked.keys()) expect(delivered.has(`<lead-${id}@${'127.0.0.1'}>`), `lead ${id} delivered`).toBe(true);
    expect(sink.received).toHaveLength(rows.length);
  }, 120_000);
});

describe('the database failing', () => {
  it('locked by another connection past the bounded wait ⇒ 503 {ok:false} + Retry-After, pages served meanwhile; then it works again', async () => {
    const t = await build();
    const other = new Database(t.config.leadsDb);
    other.exec('BEGIN EXCLUSIVE');
    try {
      const started = Date.now();
      let postDone = false;
      const post = postLead(t, validLead).finally(() => (postDone = true));
      // The POST waits for the lock off the event loop: a page is answered before it.
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(postDone).toBe(false);
      const res = await post;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, error: 'unavailable' });
      expect(Number(res.headers['retry-after'])).toBe(UNAVAILABLE_RETRY_AFTER_S);
      expect(Date.now() - started).toBeGreaterThanOrEqual(LEAD_LOCK_WAIT_MS); // it did wait for the lock
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(leadCount(t)).toBe(0);
    const after = await postLead(t, validLead);
    expect(after.json()).toEqual({ ok: true, id: expect.any(Number) });
    expect(leadCount(t)).toBe(1);
  }, 20_000);

  it('read-only ⇒ 503 {ok:false}, nothing stored', async () => {
    const t = await build();
    t.app.leads.db.pragma('query_only = ON');
    const res = await postLead(t, validLead);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, error: 'unavailable' });
    t.app.leads.db.pragma('query_only = OFF');
    expect(leadCount(t)).toBe(0);
  });

  it('a database file that cannot be opened stops the start (nothing would be stored)', () => {
    const dir = tempDir();
    expect(() => LeadStore.open(path.join(dir, 'no-such-dir-is-a-file'), { readonly: true })).toThrow();
  });
});
