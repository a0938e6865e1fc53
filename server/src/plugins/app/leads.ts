/**
 * Decorates the app with `leads`, the leads database. It is
 * opened and migrated at registration, so a database that cannot be opened
 * stops the start; it is closed last, after in-flight requests have finished.
 */
import { LeadStore } from '../../db/leads';
import { globalPlugin } from '../global';

declare module 'fastify' {
  interface FastifyInstance {
    /** The leads database. */
    leads: LeadStore;
  }
}

/** Options: the database file, or an already open store (tests). */
export interface LeadsPluginOptions {
  file: string;
  store?: LeadStore;
}

export default globalPlugin<LeadsPluginOptions>(async (app, opts) => {
  // busy_timeout 0: waiting for another process's lock happens off the event loop (db/lock.ts).
  const store = opts.store ?? LeadStore.open(opts.file, { busyTimeoutMs: 0 });
  app.decorate('leads', store);
  app.addHook('onClose', async () => {
    store.close();
  });
});
