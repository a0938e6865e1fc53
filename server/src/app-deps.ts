/** What `buildApp` (`./app`) lets a test or another entry replace; a module of its own, so the app's plugins can name it. */
import type { FastifyServerOptions } from 'fastify';
import type { Transporter } from 'nodemailer';

/** Collaborators a test (or another entry) may replace, instead of those built from `config`; times in ms. */
export interface AppDeps {
  logger?: FastifyServerOptions['logger'];
  /** A ready mail transport; default: built from `SMTP_URL`, none when unset. */
  transport?: Pick<Transporter, 'sendMail' | 'close'>;
  /** Mails the outbox sends at once; default 1 with a given `transport`, the pool size with `SMTP_URL`. */
  mailConcurrency?: number;
  now?: () => number;
  /** Retry delay in ms for a retry number. */
  backoff?: (attempt: number) => number;
  /** Start the outbox polling and daily purge when ready. Default `true`. */
  startWorkers?: boolean;
}
