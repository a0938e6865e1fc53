/**
 * The lingering close after a reply sent before the body was read: the
 * client gets the reply and a clean end of the connection once it has sent
 * its body, and a client that keeps sending is cut off at the byte bound,
 * not read for ever. (Every client getting its 413: the hardening suite
 * `oversized-bodies.test.ts`.)
 */
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LINGER_MAX_BYTES } from '../../../../server/src/plugins/app/lingering-close';
import { build } from '../../helpers';

/** Sends a request head, then body chunks until the server closes; resolves with what it read and wrote. */
function sendUntilClosed(port: number, head: string, total: number): Promise<{ reply: string; sent: number; reset: boolean }> {
  return new Promise((resolve) => {
    // Half-open allowed: the client goes on sending after the server's FIN, as a stubborn client would.
    const s = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let reply = '';
    let sent = 0;
    let reset = false;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    s.on('data', (c: Buffer) => (reply += c.toString('latin1')));
    s.on('error', () => (reset = true));
    s.on('close', () => resolve({ reply, sent, reset }));
    const pump = () => {
      while (sent < total && !s.destroyed) {
        sent += chunk.length;
        if (!s.write(chunk)) return void s.once('drain', pump);
      }
      if (!s.destroyed) s.end();
    };
    s.write(head, pump);
  });
}

const head = (length: number) =>
  `POST /api/contact.php HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n` +
  `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

/** Starts the app on a free port and posts a body of `declared` bytes to the contact endpoint, sending until the server closes. */
async function postUntilClosed(declared: number) {
  const t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return sendUntilClosed(port, head(declared), declared);
}

describe('lingering close', () => {
  it('reads the rest of a refused body, then closes cleanly: the client has its 413', async () => {
    const size = 3 * 1024 * 1024;
    const r = await postUntilClosed(size);
    expect(r.reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.reply.toLowerCase()).toContain('connection: close');
    expect(r.reply.endsWith(JSON.stringify({ ok: false, error: 'payload_too_large' }))).toBe(true);
    expect(r.sent).toBeGreaterThanOrEqual(size);
    expect(r.reset).toBe(false);
  });

  it('cuts off a client that keeps sending after the byte bound', async () => {
    const declared = 1024 * 1024 * 1024;
    const r = await postUntilClosed(declared);
    expect(r.reply).toMatch(/^HTTP\/1\.1 413 /);
    // Closed soon after the bound, far before the gigabyte it announced (socket buffers add a little).
    expect(r.sent).toBeGreaterThan(LINGER_MAX_BYTES);
    expect(r.sent).toBeLessThan(LINGER_MAX_BYTES + 16 * 1024 * 1024);
  });
});
