/**
 * One JSON line per request: method, path without the query
 * string, status and duration. No personal data — no IP address, user agent,
 * query or body — and control characters in the path (CR, LF, …) are
 * replaced, so a crafted URL cannot forge log lines even in a non-JSON sink.
 */
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

/** Not encapsulated (fastify-plugin): what it registers applies to the whole app. */
export default fp(plugin, { name: 'app/request-log', fastify: '5.x' });
