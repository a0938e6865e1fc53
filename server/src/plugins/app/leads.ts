/** Decorates the app with `leads`, opened and migrated at registration (a failure stops the start), closed last. */
import { LeadStore } from '../../db/leads';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadStore;
  }
}

/** The database file, or an open store (tests). */
export interface LeadsPluginOptions {
  file: string;
  store?: LeadStore;
}

const plugin: FastifyPluginAsync<LeadsPluginOptions> = async (app, opts) => {
  // busy_timeout 0: waiting for another process's lock happens off the event loop (db/lock.ts).
  const store = opts.store ?? LeadStore.open(opts.file, { busyTimeoutMs: 0 });
  app.decorate('leads', store);
  app.addHook('onClose', async () => {
    store.close();
  });
};

export default fp(plugin, { name: 'app/leads', fastify: '5.x' });
