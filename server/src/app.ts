/** The application: the external plugins with the site's options, its own (`plugins/app/`), the routes (folder = URL prefix). */
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from './app-deps';
import type { ServerConfig } from './config';
import { LeadStore } from './db/leads';
import { DraftStore } from './form-post/drafts';
import { multipartLimits } from './lead-intake/read-body';
import { readUrlRules } from './pages/url-rules';
import errors, { API_PREFIX } from './plugins/app/errors';
import outbox from './plugins/app/outbox';
import requestLog from './plugins/app/request-log';
import securityHeaders from './plugins/app/security-headers';
import healthRoutes from './routes/api/health';
import leadIntakeRoutes from './routes/api/lead-intake';
import pageRoutes from './routes/pages';

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadStore;
    /** Drafts of refused contact posts made without JavaScript. */
    contactDrafts: DraftStore;
  }
}

export type { AppDeps } from './app-deps';

/** Time a client has to send a whole request, ms; then `408` (docs/server.md, "Answers before the body"). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** How long an idle keep-alive connection stays open, ms. */
export const KEEP_ALIVE_TIMEOUT_MS = 60_000;

/** The whole app as one unencapsulated plugin, so its decorators reach the instance. */
const service: FastifyPluginAsync<{ config: ServerConfig; deps: AppDeps }> = async (app, { config, deps }) => {
  const now = deps.now ?? Date.now;
  // The build's URL rules; without a build the API still works and page paths answer 404.
  const rules = readUrlRules(config.buildDir);
  if (!rules) app.log.warn({ buildDir: config.buildDir }, 'no URL rules in the build folder: pages are not served');

  // No global limit: the contact route builds its own two (security/contact-budget.ts).
  await app.register(fastifyRateLimit, { global: false });
  // The contact form's bodies: no file parts, no field over the body limit (lead-intake/read-body.ts).
  await app.register(fastifyMultipart, { limits: multipartLimits });
  await app.register(fastifyFormbody);
  // A file sender only: the page route picks the file and its headers from the rules.
  await app.register(fastifyStatic, {
    root: config.buildDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  });

  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(requestLog);
  // busy_timeout 0: waiting for another process's lock happens off the event loop (db/lock.ts).
  const store = LeadStore.open(config.leadsDb, { busyTimeoutMs: 0 });
  app.decorate('leads', store);
  app.addHook('onClose', async () => store.close());
  app.decorate('contactDrafts', new DraftStore(now));
  await app.register(outbox, { config, deps, now });

  await app.register(leadIntakeRoutes, { prefix: API_PREFIX, config, now: () => new Date(now()) });
  await app.register(healthRoutes, { prefix: API_PREFIX, now, release: config.release });
  await app.register(pageRoutes, { buildDir: config.buildDir, rules });
};

/** Builds a ready-to-listen app; tests pass `deps`. @throws when the leads database cannot be opened or migrated. */
export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // We log one line per request ourselves, without personal data.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count: Fastify's own number option trusts no hop at all.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: 60_000,
    // Node's header timer, and its check of both every second (its defaults stretch them to minutes).
    http: { headersTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Headroom over the contact limit: the route enforces 64 KB itself.
    bodyLimit: 1024 * 1024,
    // plugins/app/errors answers during shutdown instead.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  await app.register(fp(service, { name: 'bretema-site', fastify: '5.x' }), { config, deps });
  await app.ready();
  return app;
}
