/** The application, laid out like fastify/demo: external plugins, own plugins, routes (folder = URL prefix). */
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerOptions } from 'node:http';
import type { ServerConfig } from './config';
import type { LeadStore } from './db/leads';
import closing from './plugins/app/closing';
import drafts from './plugins/app/drafts';
import errors from './plugins/app/errors';
import leads from './plugins/app/leads';
import lingeringClose from './plugins/app/lingering-close';
import outbox, { type OutboxPluginOptions } from './plugins/app/outbox';
import requestLog from './plugins/app/request-log';
import securityHeaders from './plugins/app/security-headers';
import formBody from './plugins/external/formbody';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import staticFiles from './plugins/external/static';
import { clientErrorHandler, frameworkErrors, trackRequestTargets } from './security/bare-replies';
import healthRoutes from './routes/api/health';
import leadIntakeRoutes from './routes/api/lead-intake';
import pageRoutes from './routes/pages';

/** Collaborators a test (or another entry) may replace, instead of those built from `config`; times in ms. */
export interface AppDeps {
  logger?: FastifyServerOptions['logger'];
  store?: LeadStore;
  transport?: OutboxPluginOptions['transport'];
  /** Mails the outbox sends at once; default 1 with a given `transport`, the pool size with `SMTP_URL`. */
  mailConcurrency?: number;
  now?: () => number;
  backoff?: OutboxPluginOptions['backoff'];
  /** Start the outbox polling and daily purge when ready. Default `true`. */
  startWorkers?: boolean;
  /** Default {@link REQUEST_TIMEOUT_MS}. */
  requestTimeoutMs?: number;
}

/** Time a client has to send a whole request, ms; then `408` (docs/server.md, "Answers before the body"). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** How long an idle keep-alive connection stays open, ms. */
export const KEEP_ALIVE_TIMEOUT_MS = 60_000;

/** Node's request timers at `requestTimeoutMs` (its defaults stretch it to minutes); a request without `Host` is the app's to answer. */
function nodeOptions(requestTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 10))),
    requireHostHeader: false,
  };
}

/** The whole app as one unencapsulated plugin, so its decorators (`leads`, `outbox`) reach the instance. */
const service: FastifyPluginAsync<{ config: ServerConfig; deps?: AppDeps }> = async (app, opts) => {
  const { config, deps = {} } = opts;
  const now = deps.now ?? Date.now;

  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(formBody);
  await app.register(staticFiles, { root: config.buildDir });

  await app.register(errors);
  await app.register(closing);
  await app.register(lingeringClose);
  await app.register(securityHeaders, { buildDir: config.buildDir, flags: config.flags, editorBackend: config.editorBackend });
  await app.register(requestLog);
  await app.register(leads, { file: config.leadsDb, store: deps.store });
  await app.register(drafts, { now });
  await app.register(outbox, {
    config,
    transport: deps.transport,
    concurrency: deps.mailConcurrency,
    now,
    backoff: deps.backoff,
    startWorkers: deps.startWorkers,
  });

  await app.register(leadIntakeRoutes, {
    prefix: '/api',
    siteUrl: config.siteUrl,
    rateLimitPerClient: config.rateLimitPerClient,
    rateLimitWindowS: config.rateLimitWindowS,
    rateLimitGlobalPerMin: config.rateLimitGlobalPerMin,
    now: () => new Date(now()),
  });
  await app.register(healthRoutes, { prefix: '/api', now });
  await app.register(pageRoutes, { buildDir: config.buildDir, flags: config.flags });
};
/** The app as a Fastify plugin. */
export const serviceApp = fp(service, { name: 'bretema-site', fastify: '5.x' });

function hopsTrust(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds a ready-to-listen app; tests pass `deps`. @throws when the leads database cannot be opened or migrated. */
export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const requestTimeout = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const options: FastifyServerOptions & { http?: ServerOptions } = {
    logger: deps.logger ?? { level: config.logLevel },
    // We log one line per request ourselves, without personal data.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrust(config.trustProxy) : config.trustProxy,
    requestTimeout,
    connectionTimeout: 60_000,
    http: nodeOptions(requestTimeout),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Headroom over the contact limit: the route enforces 64 KB itself.
    bodyLimit: 1024 * 1024,
    // plugins/app/closing answers during shutdown instead.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    forceCloseConnections: 'idle',
  };
  const app = Fastify(options);
  trackRequestTargets(app.server);
  await app.register(serviceApp, { config, deps });
  await app.ready();
  return app;
}
