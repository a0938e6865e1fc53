/** Lingering close after a reply sent before the body was read (docs/server.md, "Answers before the body"). */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Most bytes of an unread body read and discarded after an early reply. */
export const LINGER_MAX_BYTES = 8 * 1024 * 1024;

/** Longest time spent reading and discarding after an early reply, in milliseconds. */
export const LINGER_MAX_MS = 10_000;

const lingering = Symbol('lingering');

/**
 * Makes the close after a `Connection: close` reply lingering on `socket`: FIN after the reply, the rest of `req`'s body
 * discarded within {@link LINGER_MAX_BYTES} and {@link LINGER_MAX_MS}, then close. Call before the reply is written; idempotent.
 */
function lingerThenClose(req: IncomingMessage, socket: Socket): void {
  const marked = socket as Socket & { [lingering]?: true };
  if (marked[lingering]) return;
  marked[lingering] = true;

  // Read by this listener from now on, so Node does not "dump" the body after the reply: a dumped
  // body is still read from the socket, unbounded, but no longer seen here.
  let read = 0;
  const discard = (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_MAX_BYTES) socket.destroy();
  };
  req.on('data', discard);
  socket.once('close', () => req.removeListener('data', discard));

  // Node's http server calls `destroySoon()` once a `Connection: close` reply is written.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    const close = () => {
      clearTimeout(timer);
      this.destroy();
    };
    const timer = setTimeout(close, LINGER_MAX_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    if (this.writable) this.end();
    if (req.complete) return close();
    req.once('end', close);
    req.once('error', close);
    // A parser that stopped reading (multipart) may have left the body piped and paused.
    req.unpipe();
    req.resume();
  };
}

function hasBody(headers: IncomingMessage['headers']): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    // A body still arriving: the reply refuses it before it was read.
    if (request.raw.complete || request.raw.socket === null || !hasBody(request.headers)) return;
    reply.header('connection', 'close');
    lingerThenClose(request.raw, request.raw.socket);
  });
};

export default fp(plugin, { name: 'app/lingering-close', fastify: '5.x' });
