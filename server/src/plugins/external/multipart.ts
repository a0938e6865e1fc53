/**
 * @fastify/multipart for the contact form's `multipart/form-data`, its limits
 * keeping a chunked body within the contact body limit, no file parts
 * (docs/server.md, "The contact endpoint"); the route counts bytes too.
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
