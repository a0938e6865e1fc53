/**
 * @fastify/multipart for the contact form, which posts `multipart/form-data`
 * (docs/product.md §7). Limits keep a chunked body without Content-Length within the
 * contact body limit (docs/product.md §18: 64 KB, no file parts); the route counts the
 * bytes itself as well.
 */
import multipart from '@fastify/multipart';
import { limits } from '../../shared';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: limits.serverBodyMaxBytes,
      fields: 40,
      files: 3,
      fileSize: limits.serverBodyMaxBytes,
      parts: 43,
      headerPairs: 20,
    },
  });
};

export default fp(plugin, { name: 'external/multipart', fastify: '5.x' });
