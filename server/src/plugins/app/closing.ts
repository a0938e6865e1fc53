/**
 * Requests that arrive while the server shuts down (SIGTERM/SIGINT): 503
 * with `Retry-After` and `Connection: close` — under `/api/` the endpoint's
 * JSON `{ok:false,error:'unavailable'}`, elsewhere the status text — through
 * the ordinary hooks, so the security headers are there too (Fastify's own
 * `return503OnClosing` reply has neither; it is turned off in `app.ts`).
 * Requests already being handled finish normally.
 */
import { UNAVAILABLE_RETRY_AFTER_S } from '../../db/lock';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from './errors';

const plugin: FastifyPluginAsync = async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).header('connection', 'close');
    if (isApiRequest(request)) return reply.send({ ok: false, error: 'unavailable' });
    return reply.type('text/plain; charset=utf-8').send('Service Unavailable');
  });
};

/** Not encapsulated (fastify-plugin): what it registers applies to the whole app. */
export default fp(plugin, { name: 'app/closing', fastify: '5.x' });
