/**
 * Decorates the app with `contactDrafts`, the store of refused no-JavaScript
 * contact posts (`server/src/form-post/drafts.ts`), shared by the lead-intake route
 * (which fills it) and the page route (which serves the form filled in).
 */
import { DraftStore } from '../../form-post/drafts';
import { globalPlugin } from '../global';

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

export default globalPlugin<DraftsPluginOptions>(async (app, opts) => {
  app.decorate('contactDrafts', new DraftStore(opts.now));
});
