/**
 * @fastify/formbody for the contact form posted without JavaScript
 * (`application/x-www-form-urlencoded`): a repeated name becomes an array
 * (refused as `bad_request`); the route enforces the contact body limit.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(formbody);
};

export default fp(plugin, { name: 'external/formbody', fastify: '5.x' });
