/**
 * Lead delivery over real SMTP: an `smtp-server` sink on loopback, mails
 * parsed with `mailparser` (headers, body, header injection,
 * 421 then recovery, 550 dead letter). The outbox is driven by hand with
 * `runOnce()` and a zero backoff, so no test sleeps.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runLeadsCommand } from '../../../server/src/cli/leads';
import { buildSubject, escapeHtml, headerSafe } from '../../../server/src/mail/message';
import { isPermanentFailure, jitteredBackoff } from '../../../server/src/mail/outbox';
import { SMTP_POOL_CONNECTIONS } from '../../../server/src/plugins/app/outbox';
import { topicLabelText } from '../../../src/form-rules/messages';
import { buildContactSubject } from '../../../src/form-rules/contact-contract';
import { serverTranslate } from '../../../server/src/translate';
import { limits } from '../../../src/config/limits';
import { build, postLead, validLead } from '../helpers';
import { headerNames, leadMailHeaders, receiveMail, type SinkMail } from '../hardening/support';

/** The automation topic as the form labels it in Spanish, the staff's language. */
const automationLabel = topicLabelText('automation', serverTranslate('es'));

/** The sink: answers `reply` to RCPT TO ('ok', or an SMTP error code). */
const sink = {
  reply: 'ok' as 'ok' | 421 | 550,
  received: [] as SinkMail[],
  /** SMTP connections opened since the test began. */
  connections: 0,
  server: undefined as SMTPServer | undefined,
  port: 0,
};

beforeAll(async () => {
  sink.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      sink.connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (sink.reply === 'ok') return callback();
      const err = Object.assign(new Error(sink.reply === 421 ? 'Service busy, retry soon' : 'Mailbox unavailable'), {
        responseCode: sink.reply,
      });
      return callback(err);
    },
    onData(stream, session, callback) {
      receiveMail(stream, session, sink.received, callback);
    },
  });
  await new Promise<void>((resolve) => sink.server!.listen(0, '127.0.0.1', resolve));
  sink.port = (sink.server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => sink.server!.close(() => resolve()));
});

beforeEach(() => {
  sink.reply = 'ok';
  sink.received = [];
  sink.connections = 0;
});

const mailEnv = () => ({
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  CONTACT_TO: 'leads@bretema.example',
  CONTACT_FROM: 'Web <web@bretema.example>',
});

describe('outbox over SMTP', () => {
  it('e-mails a lead to CONTACT_TO from CONTACT_FROM, Reply-To the visitor, stable Message-ID, text and HTML', async () => {
    const t = await build(mailEnv(), { backoff: () => 0 });
    const id = (await postLead(t, validLead)).json().id as number;
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(sink.received).toHaveLength(1);
    const { mail, rcptTo, mailFrom, raw } = sink.received[0];
    expect(rcptTo).toEqual(['leads@bretema.example']);
    expect(mailFrom).toBe('web@bretema.example');
    expect(mail.from?.value).toEqual([{ address: 'web@bretema.example', name: 'Web' }]);
    expect(mail.replyTo?.value[0].address).toBe('ana@example.com');
    expect(mail.replyTo?.value[0].name).toBe('Ana Pérez');
    expect(mail.subject).toBe(`[Web] ${buildContactSubject(automationLabel, { company: 'Taller Brétema', fullName: 'Ana Pérez' })}`);
    expect(mail.messageId).toBe(`<lead-${id}@localhost>`);
    // The Date header is the received time (to the second), so a retry is the same message.
    expect(mail.date?.getTime()).toBe(Math.floor(Date.parse(t.app.leads.get(id)!.receivedAt) / 1000) * 1000);
    expect(mail.headers.get('x-lead-id')).toBe(String(id));
    expect(mail.text).toContain('Quiero automatizar las facturas.');
    expect(mail.text).toContain('+34 600 111 222');
    expect(mail.html).toContain('Taller Brétema');
    for (const h of headerNames(raw)) expect(leadMailHeaders).toContain(h);
    expect(t.app.leads.get(id)).toMatchObject({ state: 'sent', attempts: 1 });
    // Nothing due any more: no second mail.
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });

  it('a pooled transport: many leads over a few reused connections, each mail once with its own Message-ID', async () => {
    const t = await build({ ...mailEnv(), RATE_LIMIT_PER_CLIENT: '100' }, { backoff: () => 0 });
    const ids: number[] = [];
    for (let i = 0; i < 3 * SMTP_POOL_CONNECTIONS + 1; i += 1)
      ids.push((await postLead(t, { ...validLead, fullName: `Lead ${i}` })).json().id as number);
    expect(await t.app.outbox.runOnce()).toBe(ids.length);
    expect(sink.received.map((m) => m.mail.messageId).sort()).toEqual(ids.map((id) => `<lead-${id}@localhost>`).sort());
    expect(sink.connections).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
    expect(t.app.leads.stats().states).toEqual({ pending: 0, sent: ids.length, dead: 0 });
    expect(await t.app.outbox.runOnce()).toBe(0);
  });

  it('CR/LF and "Bcc:" injected in every free-text field change no header', async () => {
    const t = await build(mailEnv(), { backoff: () => 0 });
    const inject = '\r\nBcc: evil@attacker.example\r\nX-Injected: yes\n\rSubject: spoofed\u2028Cc: evil2@attacker.example';
    const res = await postLead(t, {
      ...validLead,
      fullName: `Mallory${inject}`,
      company: `Evil SL${inject}`,
      subject: `Hi${inject}`,
      message: `Body${inject}\r\n.\r\nMAIL FROM:<x@y>`,
      website: '',
    });
    expect(res.statusCode).toBe(200);
    // The validated fields refuse line breaks outright.
    expect((await postLead(t, { ...validLead, email: `a@example.com${inject}` })).json().error).toBe('invalid_email');
    expect((await postLead(t, { ...validLead, mobileNumber: `600111222${inject}` })).json().error).toBe('invalid_phone');
    await t.app.outbox.runOnce();
    expect(sink.received).toHaveLength(1);
    const { mail, rcptTo, raw } = sink.received[0];
    expect(rcptTo).toEqual(['leads@bretema.example']);
    expect(mail.bcc).toBeUndefined();
    expect(mail.cc).toBeUndefined();
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['leads@bretema.example']);
    expect(mail.subject).not.toMatch(/[\r\n\u2028]/);
    expect(mail.subject?.startsWith(`[Web] ${buildContactSubject(automationLabel, { company: 'Evil SL', fullName: '' })}`)).toBe(true);
    expect(mail.replyTo?.value).toHaveLength(1);
    expect(mail.replyTo?.value[0].address).toBe('ana@example.com');
    for (const h of headerNames(raw)) expect(leadMailHeaders).toContain(h);
    // The injected text is still there for the staff, as body text only.
    expect(mail.text).toContain('Bcc: evil@attacker.example');
    expect(mail.html).not.toContain('<x@y>');
  });

  it('a name typed as an RFC 2047 encoded word stays plain text in Reply-To (no reader decodes it to a line break)', async () => {
    const t = await build(mailEnv(), { backoff: () => 0 });
    const fullName = '=?utf-8?q?=0d=0aBcc:evil@attacker.example?=';
    expect((await postLead(t, { ...validLead, fullName })).statusCode).toBe(200);
    await t.app.outbox.runOnce();
    const { mail, raw } = sink.received[0];
    const replyTo =
      raw
        .split('\r\n\r\n')[0]
        .replace(/\r\n[ \t]/g, ' ')
        .split('\r\n')
        .find((l) => /^reply-to:/i.test(l)) ?? '';
    expect(replyTo).toContain('ana@example.com');
    expect(replyTo).not.toMatch(/=\?[^?\s]+\?[qb]\?/i);
    expect(mail.replyTo?.value[0].name).not.toMatch(/[\r\n]|^Bcc/);
    expect(mail.bcc).toBeUndefined();
  });

  it('a 421 from the relay defers the lead; when it recovers the lead is delivered exactly once', async () => {
    const delays: number[] = [];
    const t = await build(mailEnv(), { backoff: (attempt) => (delays.push(attempt), 0) });
    const id = (await postLead(t, validLead)).json().id as number;
    sink.reply = 421;
    await t.app.outbox.runOnce();
    expect(sink.received).toHaveLength(0);
    expect(t.app.leads.get(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(t.app.leads.get(id)!.lastError).toMatch(/421/);
    expect(delays).toEqual([1]);
    sink.reply = 'ok';
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    expect(sink.received).toHaveLength(1);
    expect(t.app.leads.get(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a retry is not due before its backoff has passed (fake clock)', async () => {
    let now = Date.parse('2025-10-01T10:00:00Z');
    const t = await build(mailEnv(), { now: () => now, backoff: () => 60_000 });
    const id = (await postLead(t, validLead)).json().id as number;
    sink.reply = 421;
    await t.app.outbox.runOnce();
    sink.reply = 'ok';
    now += 59_000;
    expect(await t.app.outbox.runOnce()).toBe(0);
    now += 1_000;
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(t.app.leads.get(id)!.state).toBe('sent');
  });

  it('a 550 makes a dead letter; retry-dead sends it once the problem is fixed', async () => {
    const t = await build(mailEnv(), { backoff: () => 0 });
    const id = (await postLead(t, validLead)).json().id as number;
    sink.reply = 550;
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    expect(sink.received).toHaveLength(0);
    expect(t.app.leads.get(id)).toMatchObject({ state: 'dead', attempts: 1 });
    sink.reply = 'ok';
    const out: string[] = [];
    expect(runLeadsCommand(['retry-dead'], t.app.leads, { out: (s) => out.push(s), err: () => undefined })).toBe(0);
    expect(out[0]).toMatch(/^1 dead letter/);
    await t.app.outbox.runOnce();
    expect(sink.received).toHaveLength(1);
    expect(t.app.leads.get(id)!.state).toBe('sent');
  });

  it('/api/health: 503 outbox_stalled while the relay refuses past the limit, 503 dead_letters for a given-up mail, 200 once drained', async () => {
    let now = Date.parse('2025-10-01T10:00:00Z');
    const t = await build(mailEnv(), { now: () => now, backoff: () => 0 });
    const health = async () => {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.headers['cache-control']).toBe('no-store');
      return { status: res.statusCode, body: res.json() };
    };
    expect(await health()).toMatchObject({ status: 200, body: { ok: true } });
    sink.reply = 421;
    const id = (await postLead(t, validLead)).json().id as number;
    await t.app.outbox.runOnce();
    now += (limits.outboxStalledAfterMinutes - 1) * 60_000;
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, outbox: { pending: 1 } } });
    now += 60_000;
    await t.app.outbox.runOnce();
    const stalled = await health();
    expect(stalled).toMatchObject({ status: 503, body: { ok: false, reason: 'outbox_stalled', outbox: { pending: 1 } } });
    // Counts only: nothing the visitor typed.
    expect(JSON.stringify(stalled.body)).not.toContain(validLead.email);
    sink.reply = 'ok';
    await t.app.outbox.runOnce();
    expect(t.app.leads.get(id)!.state).toBe('sent');
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, outbox: { pending: 0, dead: 0 } } });
    sink.reply = 550;
    await postLead(t, validLead);
    await t.app.outbox.runOnce();
    expect(await health()).toMatchObject({ status: 503, body: { ok: false, reason: 'dead_letters', outbox: { dead: 1 } } });
  });

  it('a refused connection is temporary: the lead stays pending', async () => {
    const t = await build({ ...mailEnv(), SMTP_URL: 'smtp://127.0.0.1:1' }, { backoff: () => 0 });
    const id = (await postLead(t, validLead)).json().id as number;
    await t.app.outbox.runOnce();
    expect(t.app.leads.get(id)).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('without SMTP_URL leads are stored and the outbox stays idle', async () => {
    const t = await build();
    const id = (await postLead(t, validLead)).json().id as number;
    expect(t.app.outbox.enabled).toBe(false);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(t.app.leads.get(id)!.state).toBe('pending');
  });
});

describe('mail building blocks', () => {
  it('headerSafe removes every line and control character', () => {
    expect(headerSafe('a\r\nb\nc\rd\u2028e\u2029f\u0085g\u0000h\tj')).toBe('a b c d e f g h j');
  });

  it('escapeHtml escapes markup and quotes', () => {
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
  });

  it('buildSubject is the form’s subject after `[Web] `, the company or else the name, capped', () => {
    const label = topicLabelText('dev', serverTranslate('es'));
    expect(buildSubject({ topic: 'dev', company: '', fullName: 'Eva' })).toBe(
      `[Web] ${buildContactSubject(label, { company: '', fullName: 'Eva' })}`,
    );
    expect(buildSubject({ topic: 'dev', company: 'Rías SL', fullName: 'Eva' })).toBe(
      `[Web] ${buildContactSubject(label, { company: 'Rías SL', fullName: '' })}`,
    );
    // A company of control characters alone counts as none.
    expect(buildSubject({ topic: 'dev', company: '\u0001\u0002', fullName: 'Eva' })).toBe(
      buildSubject({ topic: 'dev', company: '', fullName: 'Eva' }),
    );
    expect([...buildSubject({ topic: 'other', company: 'x'.repeat(400), fullName: 'Eva' })]).toHaveLength(160);
  });

  it('backoff grows exponentially within [d/2, d] and stops at the cap', () => {
    expect(jitteredBackoff(1, () => 0)).toBe(15_000);
    expect(jitteredBackoff(1, () => 0.999999)).toBeCloseTo(30_000, -1);
    expect(jitteredBackoff(3, () => 0)).toBe(60_000);
    expect(jitteredBackoff(30, () => 1)).toBe(3_600_000);
  });

  it('only SMTP 5xx replies are permanent', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 421 })).toBe(false);
    expect(isPermanentFailure({ code: 'ECONNREFUSED' })).toBe(false);
  });
});
