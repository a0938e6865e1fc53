/** Error, not-found and shutdown replies through the ordinary hooks (so with the security headers); never a stack trace. */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../db/lock';
import { isApiPath, rememberTarget, sendError } from '../../security/bare-replies';

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
    // A body too slow to arrive is answered by Node's parser hook, which no longer sees the path.
    rememberTarget(request.raw.socket, request.raw.url);
    // HTTP/1.1 requires Host; Node's own check is off so that this answer has the usual shape and headers.
    if (request.raw.httpVersion === '1.1' && !request.headers.host) return sendError(reply, 400);
    // Fastify's own `return503OnClosing` is off: its reply would lack the security headers.
    if (closing) return sendError(reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).header('connection', 'close'), 503);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404));
};

export default fp(plugin, { name: 'app/errors', fastify: '5.x' });
