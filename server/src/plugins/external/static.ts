/**
 * @fastify/static as a file sender only (`serve: false`; the page route
 * picks the file), with `preCompressed` `.br`/`.gz` siblings and
 * `Vary: Accept-Encoding`; Cache-Control is the route's.
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

export default fp(plugin, { name: 'external/static', fastify: '5.x' });
