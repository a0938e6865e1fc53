/** The error replies' shapes, and those written before Fastify's hooks run (Node's parser errors) with the security headers. */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HSTS_VALUE, PERMISSIONS_POLICY } from './header-values';
import { resourcePolicy } from './csp';

/** The headers helmet sets with this site's options, for replies written before its hook (a test keeps them equal). */
export const HELMET_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Every security header of a non-HTML response on `socket`; HSTS only over TLS. */
function bareSecurityHeaders(socket: Socket): Record<string, string> {
  return {
    ...HELMET_HEADERS,
    'content-security-policy': resourcePolicy,
    'permissions-policy': PERMISSIONS_POLICY,
    ...((socket as Socket & { encrypted?: boolean }).encrypted ? { 'strict-transport-security': HSTS_VALUE } : {}),
  };
}

/** Whether a raw request target is under the JSON API (`/api` or `/api/…`). */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** `error` codes of the API's error replies, by status; any other status is `bad_request`. */
const apiErrorCodes: Readonly<Record<number, string>> = {
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'request_header_fields_too_large',
  503: 'unavailable',
};

/** Body and type of an error reply: `{"ok":false,"error":CODE}` for the API, the status text elsewhere. */
export function errorBody(status: number, api: boolean): { type: string; body: string } {
  if (!api) return { type: 'text/plain; charset=utf-8', body: STATUS_CODES[status] ?? 'Error' };
  return { type: 'application/json; charset=utf-8', body: JSON.stringify({ ok: false, error: apiErrorCodes[status] ?? 'bad_request' }) };
}

/** Sends the error reply of `status` ({@link errorBody}) in the shape of the request's path. */
export function sendError(reply: FastifyReply, status: number): FastifyReply {
  const { type, body } = errorBody(status, isApiPath(reply.request.url));
  return reply.code(status).type(type).send(body);
}

/** Fastify's `frameworkErrors` (an undecodable URL, an over-long parameter): 400, without the path. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply.headers(bareSecurityHeaders(request.raw.socket)), 400);
}

/** The request target of the first line of raw request bytes, if it can be read. */
function targetOf(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return '';
  const line = raw.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0] ?? '';
  return line.split(' ')[1] ?? '';
}

/** A chunk that starts a request: `METHOD target HTTP/1.x`. */
const requestLine = /^[A-Z]{3,10} (\S+) HTTP\/1\.[01]\r?\n/;

/**
 * Notes the target of every request line a connection receives, before
 * Node's parser reads it: a request whose headers never finish gets its 408
 * in the API's JSON shape when it was for `/api/`.
 */
export function trackRequestTargets(server: Server): void {
  server.on('connection', (socket: Socket) => {
    socket.on('data', (chunk: Buffer) => {
      const target = requestLine.exec(chunk.subarray(0, 2048).toString('latin1'))?.[1];
      if (target !== undefined) targets.set(socket, target);
    });
  });
}

/** The target of the request last started on each socket (a 408 comes with no packet to read it from). */
const targets = new WeakMap<Socket, string>();

/** Records a request's target (`onRequest`), so a later 408 for its body keeps the API's JSON shape. */
export function rememberTarget(socket: Socket | null, url: string | undefined): void {
  if (socket) targets.set(socket, url ?? '');
}

/** Fastify's `clientErrorHandler`: writes the reply to what Node's parser refused on the socket, then closes it. */
export function clientErrorHandler(
  this: { log: { debug: (o: object, m: string) => void } },
  err: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  this.log.debug({ code: err.code, status }, 'client error');
  if (socket.writable) {
    const { type, body } = errorBody(status, isApiPath(targetOf(err.rawPacket) || (targets.get(socket) ?? '')));
    const headers = {
      ...bareSecurityHeaders(socket),
      'content-type': type,
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(err);
}
