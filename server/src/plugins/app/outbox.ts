/**
 * Decorates the app with `outbox` (the mail worker) and the daily retention
 * purge (docs/server.md, "A lead's life"); both start when the app is ready
 * (unless `startWorkers` is off) and stop before it closes.
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { limits } from '../../shared';
import type { ServerConfig } from '../../config';
import { purgeExpiredBackups } from '../../db/backup';
import { whenUnlocked } from '../../db/lock';
import { OutboxWorker, type OutboxOptions } from '../../mail/outbox';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    /** Runs the retention purge now (leads, WAL, expired backups). @returns how many leads were deleted. */
    purgeLeads(): Promise<number>;
  }
}

/** Options of the outbox plugin; times in ms. */
export interface OutboxPluginOptions {
  config: ServerConfig;
  /** A ready transport (tests); default: built from `SMTP_URL`, none when unset. */
  transport?: Pick<Transporter, 'sendMail' | 'close'>;
  now?: () => number;
  /** Retry delay in ms for a retry number. */
  backoff?: OutboxOptions['backoff'];
  /** Mails sent at once. Default: {@link SMTP_POOL_CONNECTIONS} with `SMTP_URL`, 1 with a given `transport`. */
  concurrency?: number;
  /** Start polling and the daily purge when ready. Default `true`. */
  startWorkers?: boolean;
}

const DAY_MS = 86_400_000;

/** SMTP connections the pool keeps open, and so mails sent at once. */
export const SMTP_POOL_CONNECTIONS = 3;

/** Longest wait for another process's lock during the purge, in ms (it runs in the background). */
const PURGE_LOCK_WAIT_MS = 5 * 60_000;

const plugin: FastifyPluginAsync<OutboxPluginOptions> = async (app, opts) => {
  const { config } = opts;
  const now = opts.now ?? Date.now;
  const transport =
    opts.transport ??
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
    backoff: opts.backoff,
    // A given transport may not be pooled: one mail at a time unless told otherwise.
    concurrency: opts.concurrency ?? (opts.transport ? 1 : SMTP_POOL_CONNECTIONS),
  });
  app.decorate('outbox', worker);
  app.decorate('purgeLeads', async () => {
    const deleted = await whenUnlocked(() => app.leads.purgeOlderThan(limits.leadRetentionDays, new Date(now())), {
      maxWaitMs: PURGE_LOCK_WAIT_MS,
    });
    if (deleted > 0) {
      const wal = await whenUnlocked(() => app.leads.truncateWal(), { maxWaitMs: PURGE_LOCK_WAIT_MS });
      if (!wal.complete)
        app.log.warn('purged leads: the WAL could not be emptied yet (a reader was active); the next purge or a restart empties it');
    }
    try {
      const expired = purgeExpiredBackups(config.backupDir, limits.leadRetentionDays, new Date(now()));
      if (expired.length > 0) app.log.info({ deleted: expired.length, retentionDays: limits.leadRetentionDays }, 'old backups deleted');
    } catch (err) {
      app.log.error({ err: (err as Error).message }, 'backup purge failed');
    }
    return deleted;
  });

  if (!worker.enabled) {
    app.log.warn('SMTP_URL is not set: leads are stored but mail delivery is off');
  }

  let purgeTimer: NodeJS.Timeout | undefined;
  const purge = () => {
    app.purgeLeads().then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted, retentionDays: limits.leadRetentionDays }, 'old leads purged');
      },
      (err: Error) => app.log.error({ err: err.message }, 'lead purge failed'),
    );
  };

  if (opts.startWorkers !== false) {
    app.addHook('onReady', async () => {
      worker.start();
      purge();
      purgeTimer = setInterval(purge, DAY_MS);
      purgeTimer.unref();
    });
  }
  app.addHook('preClose', async () => {
    if (purgeTimer) clearInterval(purgeTimer);
    await worker.stop();
  });
};

export default fp(plugin, { name: 'app/outbox', fastify: '5.x', dependencies: ['app/leads'] });
