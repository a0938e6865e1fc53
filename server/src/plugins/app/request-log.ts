/** One JSON line per request (method, path without query, status, duration); no address, agent, query or body. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** The loggable form of a request URL: path only, control characters as `?`, at most 200 characters. */
export function loggablePath(url: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return pathOnly.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?').slice(0, 200);
}

const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
};

export default fp(plugin, { name: 'app/request-log', fastify: '5.x' });
