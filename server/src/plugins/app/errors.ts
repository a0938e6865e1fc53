/**
 * Error and not-found handlers: never a 5xx from bad input, never a stack
 * trace. Under `/api/` the JSON `{ ok: false, error }` (unexpected errors
 * `503 unavailable`, logged without personal data); elsewhere plain text.
 * An HTTP/1.1 request without `Host` is a 400 of the same shapes.
 */
import type { FastifyError, FastifyReply, FastifyRequest, FastifyPluginAsync } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { rememberTarget } from '../../security/bare-replies';
import fp from 'fastify-plugin';

/** JSON error codes for client errors Fastify or a plugin raise before the handler. */
function apiClientError(status: number): { status: number; error: string } {
  if (status === 413) return { status, error: 'payload_too_large' };
  if (status === 415) return { status, error: 'unsupported_media_type' };
  if (status === 429) return { status, error: 'rate_limited' };
  return { status: 400, error: 'bad_request' };
}

/** Whether a request targets the JSON API. */
export function isApiRequest(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/');
}

function sendPlain(reply: FastifyReply, status: number) {
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(STATUS_CODES[status] ?? 'Error');
}

const plugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      // Codes and Fastify's message only: a validation message could quote the input.
      request.log.error({ code: error.code, name: error.name, err: error.message?.slice(0, 200) }, 'request failed');
    }
    if (isApiRequest(request)) {
      if (status >= 500) return reply.code(503).send({ ok: false, error: 'unavailable' });
      const { status: s, error: code } = apiClientError(status);
      return reply.code(s).send({ ok: false, error: code });
    }
    return sendPlain(reply, status >= 500 ? 500 : status);
  });

  // A body too slow to arrive is answered by Node's parser hook, which no longer sees the path.
  app.addHook('onRequest', async (request, reply) => {
    rememberTarget(request.raw.socket, request.raw.url);
    // HTTP/1.1 requires Host; Node's own check is off so that this answer has the usual shape and headers.
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      if (isApiRequest(request)) return reply.code(400).send({ ok: false, error: 'bad_request' });
      return sendPlain(reply, 400);
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) return reply.code(404).send({ ok: false, error: 'not_found' });
    return sendPlain(reply, 404);
  });
};

export default fp(plugin, { name: 'app/errors', fastify: '5.x' });
