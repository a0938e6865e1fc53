/** Error, not-found and shutdown replies through the ordinary hooks (so with the security headers); never a stack trace. */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../db/lock';

/** Where the JSON API lives: the server's routes, and what the web server in front passes to it. */
export const API_PREFIX = '/api';

/** Whether a raw request target is under the JSON API (`/api` or `/api/…`). */
export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
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

/** Sends the error reply of `status` in the shape of the request's path: `{"ok":false,"error":CODE}` for the API, the status text elsewhere. */
export function sendError(reply: FastifyReply, status: number): FastifyReply {
  reply.code(status);
  if (!isApiPath(reply.request.url)) return reply.type('text/plain; charset=utf-8').send(STATUS_CODES[status] ?? 'Error');
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ ok: false, error: apiErrorCodes[status] ?? 'bad_request' }));
}

const plugin: FastifyPluginAsync = async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      // Codes and Fastify's message only: a validation message could quote the input.
      request.log.error({ code: error.code, name: error.name, err: error.message?.slice(0, 200) }, 'request failed');
    }
    if (!isApiPath(request.url)) return sendError(reply, status >= 500 ? 500 : status);
    return sendError(reply, status >= 500 ? 503 : [413, 415, 429].includes(status) ? status : 400);
  });

  app.addHook('onRequest', async (request, reply) => {
    // Fastify's own `return503OnClosing` is off: its reply would lack the security headers.
    if (closing) return sendError(reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).header('connection', 'close'), 503);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404));
};

export default fp(plugin, { name: 'app/errors', fastify: '5.x' });
