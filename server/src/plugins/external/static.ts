/**
 * @fastify/static as a file sender only (`serve: false`): the page route
 * decides which file answers a path (redirects first, then the build), and
 * calls `reply.sendFile`. `preCompressed` picks the `.br` / `.gz` sibling
 * written by `scripts/compress-build.ts` when the client accepts it, and adds
 * `Vary: Accept-Encoding`. Cache-Control is set by the route (immutable for
 * hashed assets, revalidation for the rest), so the plugin's own is off.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Options: the absolute path of the build folder. */
export interface StaticOptions {
  root: string;
}

const plugin: FastifyPluginAsync<StaticOptions> = async (app, opts) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  });
};

/** Not encapsulated (fastify-plugin): what it registers applies to the whole app. */
export default fp(plugin, { name: 'external/static', fastify: '5.x' });
