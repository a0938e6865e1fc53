/**
 * Error replies keep the contract: the security headers on every one,
 * `{ok:false,error}` JSON under `/api/`, no echo of the request — a body over
 * the limit or of the wrong type, a request that arrives during shutdown —
 * and a client's malformed request never logs an error. (Requests Node's
 * parser refuses never reach it in production: the web server in front
 * answers them.)
 */
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../../server/src/app';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../../server/src/db/lock';
import { PERMISSIONS_POLICY } from '../../../server/src/security/header-values';
import { SECURITY_HEADERS } from '../../../server/src/security/header-values';
import { resourcePolicy } from '../../../server/src/security/csp';
import { pathOf } from '../../../src/config/routes';
import { build, multipart, postRaw, validLead, type TestApp } from '../helpers';

/** Asserts the security headers of a non-HTML response (header names lower-case). */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers['content-security-policy']).toBe(resourcePolicy);
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
}

/** Listens on a free loopback port. @returns the port. */
async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** Writes raw bytes on a new connection; resolves with everything received until the server closes it (or `waitMs`). */
function raw(port: number, chunks: Array<string | (() => void)>, waitMs = 3_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    let out = '';
    const timer = setTimeout(() => (s.destroy(), resolve(out)), waitMs);
    s.on('data', (c: Buffer) => (out += c.toString('latin1')));
    s.on('close', () => (clearTimeout(timer), resolve(out)));
    s.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)));
    s.once('connect', async () => {
      for (const c of chunks) {
        if (typeof c === 'function') c();
        else s.write(c);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
  });
}

/** Splits raw HTTP/1.1 replies into status, lower-case headers and body (Content-Length framed). */
function parseReplies(text: string): Array<{ status: number; headers: Record<string, string>; body: string }> {
  const replies = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
    const length = Number(headers['content-length'] ?? 0);
    replies.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return replies;
}

describe('error replies outside the routes', () => {
  it('413 and 415 under /api/ are JSON with the security headers', async () => {
    const t = await build();
    const big = await postRaw(t, 'application/x-www-form-urlencoded', `fullName=${'a'.repeat(70 * 1024)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ ok: false, error: 'payload_too_large' });
    expectSecurityHeaders(big.headers);
    const type = await postRaw(t, 'text/plain', 'hi');
    expect(type.statusCode).toBe(415);
    expect(type.json()).toEqual({ ok: false, error: 'unsupported_media_type' });
    expectSecurityHeaders(type.headers);
  });

  it('a malformed chunked POST logs nothing at error level', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = { level: 'debug', stream: { write: (l: string) => void lines.push(JSON.parse(l)) } };
    const t = await build({}, { logger });
    const port = await listen(t);
    const head =
      'POST /api/contact.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n';
    // A well-formed one first (logged as a request), then three malformed ones.
    for (const body of ['a\r\nfullName=a\r\n0\r\n\r\n', 'zz\r\nfullName=a\r\n0\r\n\r\n', '5\r\nfullName=a\r\n0\r\n\r\n', '-1\r\n']) {
      await raw(port, [head + body], 500);
      await raw(port, [head, body], 500);
    }
    await vi.waitFor(() => expect(lines.some((l) => l.msg === 'request')).toBe(true));
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('during shutdown a new request gets 503 + Retry-After with the headers, JSON under /api/; the one in flight finishes', async () => {
    const t = await build();
    const port = await listen(t);
    const body = multipart(validLead);
    const length = Buffer.byteLength(body.payload);
    const head = `POST /api/contact.php HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${length}\r\n\r\n`;
    let closed: Promise<void> | undefined;
    const text = await raw(port, [
      head + body.payload.slice(0, 40),
      () => void (closed = t.app.close()),
      // The rest of the in-flight lead, then two requests pipelined behind it on the same connection.
      `${body.payload.slice(40)}GET /api/anything HTTP/1.1\r\nHost: localhost\r\n\r\nGET /servicios HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ]);
    await closed;
    const [lead, api, page] = parseReplies(text);
    expect(lead.status).toBe(200);
    expect(JSON.parse(lead.body)).toEqual({ ok: true, id: expect.any(Number) });
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({ ok: false, error: 'unavailable' });
    expect(api.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expectSecurityHeaders(api.headers);
    // The connection closes after the 503, so the page request behind it is not answered at all.
    expect(page).toBeUndefined();
  });
});

describe('edges of the HTTP contract, over a raw socket', () => {
  it('a field named like a property of every object: the same 400 JSON in multipart and urlencoded', async () => {
    const t = await build({ RATE_LIMIT_PER_CLIENT: '100' });
    const port = await listen(t);
    const post = (type: string, payload: string) =>
      raw(
        port,
        [
          `POST /api/contact.php HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nAccept: application/json\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
        ],
        2_000,
      );
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
      const form = multipart({ ...validLead, [name]: 'x' });
      const replies = [
        ...parseReplies(await post(form.headers['content-type'], form.payload)),
        ...parseReplies(await post('application/x-www-form-urlencoded', `${name}=x&${new URLSearchParams(validLead)}`)),
      ];
      expect(replies.map((r) => [r.status, JSON.parse(r.body)])).toEqual([
        [400, { ok: false, error: 'bad_request' }],
        [400, { ok: false, error: 'bad_request' }],
      ]);
      for (const r of replies) expectSecurityHeaders(r.headers);
    }
    expect(t.app.leads.list()).toEqual([]);
  });

  it('idle keep-alive connections close after the documented 60 s', async () => {
    const t = await build();
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(60_000);
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('If-None-Match compares weakly: the weak tag, its strong form and a list holding it each get 304', async () => {
    const t = await build();
    const page = pathOf('services', 'es');
    const first = await t.app.inject({ url: page });
    const tag = String(first.headers.etag);
    const opaque = tag.replace(/^W\//, '');
    for (const header of [tag, opaque, `W/${opaque}`, `"other", ${tag}`, `"other", ${opaque}`]) {
      const res = await t.app.inject({ url: page, headers: { 'if-none-match': header } });
      expect({ header, status: res.statusCode }).toEqual({ header, status: 304 });
    }
    expect((await t.app.inject({ url: page, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });
});
