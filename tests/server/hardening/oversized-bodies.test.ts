/**
 * Every client reads the JSON 413 of an oversized contact post — Node's own
 * `fetch` (undici), curl and Chromium; multipart and urlencoded; with a
 * `Content-Length` (refused before the body) and chunked (refused part-way) —
 * because the server reads and discards the rest of the body before it
 * closes (`server/src/plugins/app/lingering-close.ts`). Without that, the
 * connection was reset while the client was still sending, and a client
 * often lost the reply (`EPIPE`). A body that arrives too slowly gets `408`
 * within the request timeout.
 *
 * The server is the real entry point in its own process: in one process with
 * the client, the two take turns on one event loop and the race never shows.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import detectPort from 'detect-port';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../../src/config/limits';
import { chromiumLaunchOptions } from '../../support/browser';
import { build, writeFakeBuild } from '../helpers';
import { startServer, stopServer, type ServerChild } from './support';

const tooLarge = { ok: false, error: 'payload_too_large' };
/** The size the reports were about: 2 MB, far over the contact limit. */
const BIG = 2 * 1024 * 1024;
/** Attempts per case: the reset lost the reply in about one attempt in three. */
const ATTEMPTS = 4;

describe('an oversized contact post gets its JSON 413 in every client', () => {
  let child: ServerChild | undefined;
  let origin = '';
  let dir = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'srv-oversized-'));
    const port = await detectPort();
    origin = `http://127.0.0.1:${port}`;
    child = await startServer(
      {
        PORT: String(port),
        SITE_URL: origin,
        BUILD_DIR: writeFakeBuild(path.join(dir, 'build')),
        LEADS_DB: path.join(dir, 'leads.sqlite'),
        // Every attempt must reach the body check, not the per-client limit.
        RATE_LIMIT_PER_CLIENT: '1000',
      },
      `${origin}/`,
    );
  });

  afterAll(async () => {
    if (child) await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
  });

  const url = () => `${origin}/api/contact.php`;
  const json = { accept: 'application/json' };

  /** Chunks of `size` bytes in all, as a stream: `fetch` sends it chunked, without Content-Length. */
  function chunked(head: string, size: number, tail = ''): ReadableStream<Uint8Array> {
    const enc = new TextEncoder();
    return new ReadableStream({
      start(c) {
        c.enqueue(enc.encode(head));
        for (let sent = 0; sent < size; sent += 64 * 1024) c.enqueue(enc.encode('x'.repeat(64 * 1024)));
        c.enqueue(enc.encode(tail));
        c.close();
      },
    });
  }

  /** Posts with Node's fetch; a lost reply is recorded as its error code instead of failing the loop. */
  async function post(init: RequestInit & { duplex?: 'half' }): Promise<{ status: number; body: unknown } | string> {
    try {
      const r = await fetch(url(), init);
      return { status: r.status, body: await r.json() };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      return e.cause?.code ?? e.message;
    }
  }

  const cases: Array<[string, () => RequestInit & { duplex?: 'half' }]> = [
    [
      'multipart with Content-Length',
      () => {
        const form = new FormData();
        form.set('message', 'x'.repeat(BIG));
        return { method: 'POST', body: form, headers: json };
      },
    ],
    ['urlencoded with Content-Length', () => ({ method: 'POST', body: new URLSearchParams({ message: 'x'.repeat(BIG) }), headers: json })],
    [
      'urlencoded, chunked',
      () => ({
        method: 'POST',
        body: chunked('message=', BIG),
        duplex: 'half',
        headers: { ...json, 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ],
    [
      'multipart, chunked',
      () => ({
        method: 'POST',
        body: chunked('--b0undary\r\nContent-Disposition: form-data; name="message"\r\n\r\n', BIG, '\r\n--b0undary--\r\n'),
        duplex: 'half',
        headers: { ...json, 'content-type': 'multipart/form-data; boundary=b0undary' },
      }),
    ],
  ];

  it.each(cases)("Node's fetch, 2 MB %s: 413 payload_too_large every time", async (_name, init) => {
    const answers = [];
    for (let i = 0; i < ATTEMPTS; i += 1) answers.push(await post(init()));
    expect(answers).toEqual(Array.from({ length: ATTEMPTS }, () => ({ status: 413, body: tooLarge })));
  });

  it('curl, 2 MB multipart and chunked urlencoded: 413 payload_too_large', () => {
    const file = path.join(dir, 'big.txt');
    writeFileSync(file, 'x'.repeat(BIG));
    const variants = [
      ['-F', `message=<${file}`],
      ['-H', 'Transfer-Encoding: chunked', '--data-urlencode', `message@${file}`],
    ];
    for (const args of variants) {
      const r = spawnSync('curl', ['-sS', '-H', 'Accept: application/json', '-w', '\n%{http_code}', ...args, url()], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      const [body, code] = r.stdout.split('\n');
      expect([Number(code), JSON.parse(body)]).toEqual([413, tooLarge]);
    }
  });

  it("Chromium's fetch from the site's own page, 2 MB multipart: 413 payload_too_large", async () => {
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const answer = await page.evaluate(async (size) => {
        const form = new FormData();
        form.set('message', 'x'.repeat(size));
        const r = await fetch('/api/contact.php', { method: 'POST', body: form, headers: { accept: 'application/json' } });
        return { status: r.status, body: await r.json() };
      }, BIG);
      expect(answer).toEqual({ status: 413, body: tooLarge });
    } finally {
      await browser.close();
    }
  });
});

describe('a body that arrives too slowly', () => {
  it('gets 408 request_timeout within the request timeout', async () => {
    const timeoutMs = 1_000;
    const t = await build({}, { requestTimeoutMs: timeoutMs });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const started = Date.now();
    const reply = await new Promise<string>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1');
      let out = '';
      const drip = setInterval(() => s.writable && s.write('x'), 100);
      s.on('data', (c: Buffer) => (out += c.toString('latin1')));
      s.on('close', () => (clearInterval(drip), resolve(out)));
      s.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)));
      s.write(
        'POST /api/contact.php HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n' +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${limits.serverBodyMaxBytes}\r\n\r\nmessage=`,
      );
    });
    const elapsed = Date.now() - started;
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply.slice(reply.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ ok: false, error: 'request_timeout' }));
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs);
    // Node checks for late requests every tenth of the timeout (at most each second).
    expect(elapsed).toBeLessThan(timeoutMs * 1.5);
  });
});
