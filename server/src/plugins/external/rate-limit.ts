/**
 * @fastify/rate-limit, registered without a global limit: the lead-intake route
 * builds its two limiters (per client and global) with `createRateLimit`
 * (docs/product.md §18: `RATE_LIMIT_PER_CLIENT`, `RATE_LIMIT_WINDOW_S`,
 * `RATE_LIMIT_GLOBAL_PER_MIN`). Counters live in memory: one server
 * process, and a restart forgetting them is harmless.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, { global: false });
};

export default fp(plugin, { name: 'external/rate-limit', fastify: '5.x' });
