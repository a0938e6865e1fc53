/**
 * Marks a plugin as not encapsulated, so its decorators, hooks and parsers
 * apply to the whole app — what `fastify-plugin` does, without the extra
 * dependency (Fastify honours the `skip-override` symbol directly).
 */
import type { FastifyPluginAsync } from 'fastify';

/**
 * @param plugin an async Fastify plugin.
 * @returns the same function, flagged to share its parent's context.
 */
export function globalPlugin<Options extends object = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
