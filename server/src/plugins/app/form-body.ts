/**
 * `application/x-www-form-urlencoded` bodies, decoded with `URLSearchParams`
 * within `bodyLimit`; a repeated name becomes an array (`bad_request`).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Decodes a urlencoded body into name → value (or values when repeated). */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const prev = out[name];
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

const plugin: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseFormBody(body as string));
  });
};

export default fp(plugin, { name: 'app/form-body', fastify: '5.x' });
