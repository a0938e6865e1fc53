/**
 * @fastify/rate-limit without a global limit: the lead-intake route builds
 * its two limiters with `createRateLimit` (docs/server.md, "Rate limits").
 * Counters live in memory (one process; a restart forgetting them is harmless).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, { global: false });
};

export default fp(plugin, { name: 'external/rate-limit', fastify: '5.x' });
