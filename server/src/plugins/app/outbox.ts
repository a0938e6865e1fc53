/** Decorates the app with `outbox` (the mail worker) and `purgeLeads` (the daily retention purge); both start when ready. */
import nodemailer from 'nodemailer';
import type { AppDeps } from '../../app-deps';
import { limits } from '../../shared';
import type { ServerConfig } from '../../config';
import { purgeExpiredBackups } from '../../db/backup';
import { whenUnlocked } from '../../db/lock';
import { OutboxWorker } from '../../mail/outbox';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    /** Runs the retention purge now (leads, WAL, expired backups) and logs it. @returns how many leads were deleted. */
    purgeLeads(): Promise<number>;
  }
}

/** SMTP connections the pool keeps open, and so mails sent at once. */
export const SMTP_POOL_CONNECTIONS = 3;

/** Longest wait for another process's lock during the purge, in ms (it runs in the background). */
const PURGE_LOCK_WAIT_MS = 5 * 60_000;

/** The outbox worker and the retention purge, given the configuration, the app's collaborators and its clock (ms since the epoch). */
const plugin: FastifyPluginAsync<{ config: ServerConfig; deps: AppDeps; now: () => number }> = async (app, { config, deps, now }) => {
  const transport =
    deps.transport ??
    (config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: SMTP_POOL_CONNECTIONS,
          maxMessages: 100,
          // Timeouts (ms) so a hung relay becomes a retry, not a stuck worker.
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : undefined);
  const worker = new OutboxWorker({
    store: app.leads,
    transport,
    envelope: { from: config.contactFrom, to: config.contactTo, messageIdHost: new URL(config.siteUrl).hostname },
    log: app.log.child({ component: 'outbox' }),
    now,
    backoff: deps.backoff,
    // A given transport may not be pooled: one mail at a time unless told otherwise.
    concurrency: deps.mailConcurrency ?? (deps.transport ? 1 : SMTP_POOL_CONNECTIONS),
  });
  app.decorate('outbox', worker);
  app.decorate('purgeLeads', async () => {
    const deleted = await whenUnlocked(() => app.leads.purgeOlderThan(limits.leadRetentionDays, new Date(now())), PURGE_LOCK_WAIT_MS);
    if (deleted > 0 && !(await whenUnlocked(() => app.leads.truncateWal(), PURGE_LOCK_WAIT_MS))) {
      app.log.warn('purged leads: the WAL could not be emptied yet (a reader was active); the next purge or a restart empties it');
    }
    try {
      const expired = purgeExpiredBackups(config.backupDir, limits.leadRetentionDays, new Date(now()));
      if (expired.length > 0) app.log.info({ deleted: expired.length, retentionDays: limits.leadRetentionDays }, 'old backups deleted');
    } catch (err) {
      app.log.error({ err: (err as Error).message }, 'backup purge failed');
    }
    if (deleted > 0) app.log.info({ deleted, retentionDays: limits.leadRetentionDays }, 'old leads purged');
    return deleted;
  });

  if (!worker.enabled) app.log.warn('SMTP_URL is not set: leads are stored but mail delivery is off');

  let purgeTimer: NodeJS.Timeout | undefined;
  const purge = () => void app.purgeLeads().catch((err: Error) => app.log.error({ err: err.message }, 'lead purge failed'));

  if (deps.startWorkers !== false) {
    app.addHook('onReady', async () => {
      worker.start();
      purge();
      purgeTimer = setInterval(purge, 86_400_000); // daily
      purgeTimer.unref();
    });
  }
  app.addHook('preClose', async () => {
    if (purgeTimer) clearInterval(purgeTimer);
    await worker.stop();
  });
};

export default fp(plugin, { name: 'app/outbox', fastify: '5.x' });
