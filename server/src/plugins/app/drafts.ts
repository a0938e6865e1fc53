/** Decorates the app with `contactDrafts` (`form-post/drafts.ts`), filled by the lead-intake route, read by the page route. */
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

export default fp(plugin, { name: 'app/drafts', fastify: '5.x' });
