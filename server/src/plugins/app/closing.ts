/**
 * Requests arriving during shutdown: 503 with `Retry-After` and
 * `Connection: close` (JSON under `/api/`) through the ordinary hooks, so the
 * security headers are there (Fastify's `return503OnClosing` is off).
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

export default fp(plugin, { name: 'app/closing', fastify: '5.x' });
