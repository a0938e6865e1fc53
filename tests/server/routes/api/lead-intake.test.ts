/**
 * `POST /api/contact.php` through `inject()` (docs/product.md — every
 * status and error code).
 */
import { describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION } from '../../../../server/src/db/leads';
import { buildSubject, SUBJECT_MAX_CHARS } from '../../../../server/src/mail/message';
import { pageContent } from '../../../support/content';
import { limits } from '../../../../src/config/limits';
import { build, leadCount, multipart, postLead, postRaw, validLead } from '../../helpers';

/** Posts a multipart body without a Content-Length (chunked), so only the body reader's limits stop it. */
async function postChunked(t: Awaited<ReturnType<typeof build>>, body: ReturnType<typeof multipart>) {
  const { Readable } = await import('node:stream');
  return t.app.inject({
    method: 'POST',
    url: '/api/contact.php',
    headers: { ...body.headers, 'transfer-encoding': 'chunked' },
    payload: Readable.from([Buffer.from(body.payload)]),
  });
}

describe('POST /api/contact.php', () => {
  it('stores a valid multipart lead and its outbox row before replying 200 {ok, id}', async () => {
    const t = await build();
    const res = await postLead(t, validLead);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toEqual({ ok: true, id: expect.any(Number) });
    expect(leadCount(t)).toBe(1);
    const lead = t.app.leads.get(body.id)!;
    expect(lead).toMatchObject({
      fullName: 'Ana Pérez',
      company: 'Taller Brétema',
      email: 'ana@example.com',
      mobileNumber: '+34 600 111 222',
      topic: 'automation',
      lang: 'es',
      // The server's subject for the mail; the client's kept as sent.
      subject: buildSubject({ topic: 'automation', company: 'Taller Brétema', fullName: 'Ana Pérez' }),
      clientSubject: validLead.subject,
      consentPolicyVersion: CONSENT_POLICY_VERSION,
      state: 'pending',
    });
    // The version is the policy's date as the privacy page shows it, both languages.
    for (const locale of ['es', 'en'] as const)
      expect(lead.consentPolicyVersion).toBe(pageContent<{ updated: string }>('privacy', locale).updated);
    expect(Date.parse(lead.receivedAt)).not.toBeNaN();
    // No IP address anywhere in the row.
    expect(JSON.stringify(t.app.leads.db.prepare('SELECT * FROM leads').all())).not.toContain('203.0.113.10');
  });

  it('accepts application/x-www-form-urlencoded too', async () => {
    const t = await build();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: new URLSearchParams({ ...validLead, lang: 'en', email: '', mobileNumber: '600111222' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(t.app.leads.get(res.json().id)).toMatchObject({ lang: 'en', email: '', mobileNumber: '600111222' });
  });

  it('accepts a request without Origin or Sec-Fetch-Site (old browsers, scripts)', async () => {
    const t = await build();
    const body = multipart(validLead);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact.php', ...body });
    expect(res.statusCode).toBe(200);
  });

  const invalid: Array<[string, Record<string, string>, string, string | undefined]> = [
    ['fullName missing', { fullName: '' }, 'missing_field', 'fullName'],
    ['fullName only spaces', { fullName: '   ' }, 'missing_field', 'fullName'],
    ['message missing', { message: '' }, 'missing_field', 'message'],
    ['topic missing', { topic: '' }, 'missing_field', 'topic'],
    ['lang missing', { lang: '' }, 'missing_field', 'lang'],
    ['no e-mail and no phone', { email: '', mobileNumber: '' }, 'missing_contact', undefined],
    ['bad e-mail', { email: 'ana@' }, 'invalid_email', 'email'],
    ['bad phone', { mobileNumber: '12-34' }, 'invalid_phone', 'mobileNumber'],
    ['phone with letters', { mobileNumber: '600 CALL ME' }, 'invalid_phone', 'mobileNumber'],
    ['unknown topic', { topic: 'phones' }, 'invalid_topic', 'topic'],
    ['unknown lang', { lang: 'gl' }, 'invalid_lang', 'lang'],
    ['message over 5000 characters', { message: 'a'.repeat(5001) }, 'too_long', 'message'],
    ['fullName over 300 characters', { fullName: 'a'.repeat(301) }, 'too_long', 'fullName'],
    ['company over 300 characters', { company: 'a'.repeat(301) }, 'too_long', 'company'],
  ];

  it.each(invalid)('%s ⇒ 400 %s', async (_name, change, error, field) => {
    const t = await build();
    const res = await postLead(t, { ...validLead, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(field ? { ok: false, error, field } : { ok: false, error });
    expect(leadCount(t)).toBe(0);
  });

  it('a field absent from the request is missing_field, not a crash', async () => {
    const t = await build();
    const { fullName: _omit, ...rest } = validLead;
    const res = await postLead(t, rest);
    expect(res.json()).toEqual({ ok: false, error: 'missing_field', field: 'fullName' });
  });

  it('accepts the longest fields the limits allow (5000 / 300 characters, astral characters counted once)', async () => {
    const t = await build();
    const res = await postLead(t, { ...validLead, message: '😀'.repeat(5000), fullName: 'ñ'.repeat(300) });
    expect(res.statusCode).toBe(200);
  });

  it('the client’s subject is stored as sent (trimmed, within the field limit); the mail’s is the one the server builds', async () => {
    const t = await build();
    const company = 'c'.repeat(300);
    const long = `Topic A — ${company}`;
    const cases: Array<[string | undefined, string]> = [
      [long, [...long].slice(0, limits.serverFieldMaxChars).join('')],
      ['  A subject the client made up \r\n', 'A subject the client made up'],
      [undefined, ''],
    ];
    for (const [subject, stored] of cases) {
      const { subject: _, ...rest } = validLead;
      const res = await postLead(t, subject === undefined ? { ...rest, company } : { ...rest, company, subject });
      expect(res.statusCode).toBe(200);
      const lead = t.app.leads.get(res.json().id)!;
      expect(lead.clientSubject).toBe(stored);
      expect(lead.subject).toBe(buildSubject(lead));
      expect([...lead.subject].length).toBeLessThanOrEqual(SUBJECT_MAX_CHARS);
    }
  });

  it('a repeated subject is still a repeated field ⇒ 400 bad_request', async () => {
    const t = await build();
    const res = await postLead(t, { ...validLead, subject: ['A', 'B'] });
    expect(res.json()).toEqual({ ok: false, error: 'bad_request', field: 'subject' });
  });

  it('a repeated field ⇒ 400 bad_request', async () => {
    const t = await build();
    const res = await postLead(t, { ...validLead, fullName: ['Ana', 'Eva'] });
    expect(res.json()).toEqual({ ok: false, error: 'bad_request', field: 'fullName' });
  });

  it('a file part ⇒ 400 bad_request, nothing stored', async () => {
    const t = await build();
    const body = multipart(validLead, [{ name: 'attachment', filename: 'x.txt', content: 'hello' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact.php', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: 'bad_request' });
    expect(leadCount(t)).toBe(0);
  });

  it('a malformed multipart body ⇒ 400 bad_request, not a 5xx', async () => {
    const t = await build();
    const res = await postRaw(
      t,
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAna',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: 'bad_request' });
  });

  it('a body over 64 KB ⇒ 413 payload_too_large (multipart and urlencoded)', async () => {
    const t = await build();
    const big = { ...validLead, message: 'x'.repeat(70 * 1024) };
    const res = await postLead(t, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, error: 'payload_too_large' });
    const res2 = await postRaw(t, 'application/x-www-form-urlencoded', new URLSearchParams(big).toString());
    expect(res2.statusCode).toBe(413);
    expect(res2.json()).toEqual({ ok: false, error: 'payload_too_large' });
    expect(leadCount(t)).toBe(0);
  });

  it('a chunked multipart body over 64 KB in total (no Content-Length, each field under it) ⇒ 413', async () => {
    const t = await build();
    const res = await postChunked(t, multipart({ ...validLead, message: 'x'.repeat(60 * 1024), company: 'y'.repeat(6 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, error: 'payload_too_large' });
  });

  it.each([
    ['one field over 64 KB', { ...validLead, message: 'x'.repeat(limits.serverBodyMaxBytes + 1) }],
    ['more fields than 40, each short', { ...validLead, ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`extra${i}`, 'x'])) }],
    ['a field name over 64 KB', { ...validLead, ['n'.repeat(limits.serverBodyMaxBytes + 1)]: 'x' }],
  ])('a chunked multipart body with %s ⇒ 413, nothing stored', async (_what, fields) => {
    const t = await build();
    const res = await postChunked(t, multipart(fields));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, error: 'payload_too_large' });
    expect(leadCount(t)).toBe(0);
  });

  it.each([
    ['application/json', '{"fullName":"Ana"}'],
    ['text/plain', 'hello'],
    [undefined, 'x'],
  ])('Content-Type %s ⇒ 415 unsupported_media_type', async (type, payload) => {
    const t = await build();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      headers: type ? { 'content-type': type } : {},
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ ok: false, error: 'unsupported_media_type' });
  });

  it.each(['website', 'nickname'])('a filled honeypot (%s) ⇒ 200 {ok:true}, nothing stored or queued', async (trap) => {
    const t = await build();
    const res = await postLead(t, { ...validLead, [trap]: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(leadCount(t)).toBe(0);
    expect(t.app.leads.stats().states).toEqual({ pending: 0, sent: 0, dead: 0 });
  });

  it('a filled honeypot wins over invalid fields (bots learn nothing)', async () => {
    const t = await build();
    const res = await postLead(t, { website: 'x', email: 'bad' });
    expect(res.json()).toEqual({ ok: true });
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' }],
  ])('%s ⇒ 403 cross_site', async (_name, headers) => {
    const t = await build();
    const res = await postLead(t, validLead, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, error: 'cross_site' });
    expect(leadCount(t)).toBe(0);
  });

  it('an Origin equal to SITE_URL is same-site even when the proxy rewrote Host', async () => {
    const t = await build();
    const res = await postLead(t, validLead, { origin: 'http://localhost:3000', host: '127.0.0.1:3000' });
    expect(res.statusCode).toBe(200);
  });

  it('per-client rate limit ⇒ 429 rate_limited with Retry-After; other clients unaffected', async () => {
    const t = await build({ RATE_LIMIT_PER_CLIENT: '2', RATE_LIMIT_WINDOW_S: '600' });
    expect((await postLead(t, validLead)).statusCode).toBe(200);
    expect((await postLead(t, validLead)).statusCode).toBe(200);
    const res = await postLead(t, validLead);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ ok: false, error: 'rate_limited' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(leadCount(t)).toBe(2);
    expect((await postLead(t, validLead, {}, '198.51.100.7')).statusCode).toBe(200);
  });

  it('global rate limit ⇒ 429 across different clients', async () => {
    const t = await build({ RATE_LIMIT_PER_CLIENT: '100', RATE_LIMIT_GLOBAL_PER_MIN: '3' });
    for (let i = 1; i <= 3; i += 1) expect((await postLead(t, validLead, {}, `192.0.2.${i}`)).statusCode).toBe(200);
    const res = await postLead(t, validLead, {}, '192.0.2.99');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('honeypot and invalid posts do not spend the global budget: valid leads still get through', async () => {
    const t = await build({ RATE_LIMIT_PER_CLIENT: '100', RATE_LIMIT_GLOBAL_PER_MIN: '3' });
    for (let i = 1; i <= 10; i += 1) {
      const junk = i % 2 === 0 ? { ...validLead, website: 'http://spam.example' } : { ...validLead, topic: 'casino' };
      expect((await postLead(t, junk, {}, `192.0.2.${i}`)).statusCode).toBe(i % 2 === 0 ? 200 : 400);
    }
    for (let i = 1; i <= 3; i += 1)
      expect((await postLead(t, validLead, {}, `198.51.100.${i}`)).json()).toEqual({ ok: true, id: expect.any(Number) });
    expect(leadCount(t)).toBe(3);
    // The fourth valid lead in the minute is the one the global limit refuses.
    expect((await postLead(t, validLead, {}, '198.51.100.99')).statusCode).toBe(429);
  });

  it('a database failure ⇒ 503 unavailable, no stack trace', async () => {
    const t = await build();
    t.app.leads.db.close();
    const res = await postLead(t, validLead);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, error: 'unavailable' });
    expect(res.body).not.toMatch(/at .*\.ts|Sqlite|stack/i);
  });

  it('other methods and unknown API paths answer JSON 404, never HTML', async () => {
    const t = await build();
    for (const [method, url] of [
      ['GET', '/api/contact.php'],
      ['POST', '/api/other'],
      ['PUT', '/api/contact.php'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, error: 'not_found' });
    }
  });

  it('sends security headers on API replies', async () => {
    const t = await build();
    const res = await postLead(t, validLead);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
