/**
 * Decorates the app with `contactDrafts`, the store of refused no-JavaScript
 * contact posts (`server/src/form-post/drafts.ts`), shared by the lead-intake route
 * (which fills it) and the page route (which serves the form filled in).
 */
import { DraftStore } from '../../form-post/drafts';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drafts of refused contact posts made without JavaScript. */
    contactDrafts: DraftStore;
  }
}

/** Options: the clock, in milliseconds since the epoch. */
export interface DraftsPluginOptions {
  now?: () => number;
}

const plugin: FastifyPluginAsync<DraftsPluginOptions> = async (app, opts) => {
  app.decorate('contactDrafts', new DraftStore(opts.now));
};

/** Not encapsulated (fastify-plugin): what it registers applies to the whole app. */
export default fp(plugin, { name: 'app/drafts', fastify: '5.x' });
