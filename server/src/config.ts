/** Server configuration from environment variables (docs/server.md, "Environment variables"), validated once at start. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { company, siteUrlFromEnv, isValidEmail } from './shared';

/** Validated server configuration ({@link loadConfig}'s result). Paths are absolute; times are in seconds. */
export type ServerConfig = ReturnType<typeof loadConfig>;

/** A configuration problem, described in one line (variable name first). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Default of `LEADS_DB`, relative to the working folder. */
export const DEFAULT_LEADS_DB = './data/leads.sqlite';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A variable's value, or `fallback` when it is unset or blank. */
const orDefault = (v: string | undefined, fallback: string) => (v === undefined || v.trim() === '' ? fallback : v);

/** A whole number from 1 to `max`, `fallback` when unset or blank; `range` is the message for a value out of range. */
const wholeNumber = (fallback: number, type: string, range: string, max = Infinity) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: type }).int('must be a whole number').min(1, range).max(max, range).default(fallback),
  );

const positiveInt = (fallback: number) => wholeNumber(fallback, 'must be a number', 'must be at least 1');

/** `addr@host` or `Display Name <addr@host>`, without line breaks (it goes into a mail header). */
const mailbox = z
  .string()
  .refine((v) => !/[\r\n\u2028\u2029\u0085]/.test(v), 'must be on one line')
  .refine((v) => {
    const m = /^(?:[^<>]*<([^<>]+)>|([^<>\s]+))$/.exec(v.trim());
    const address = m?.[1] ?? m?.[2];
    return address !== undefined && isValidEmail(address);
  }, 'must be an e-mail address (addr@example.com or "Name <addr@example.com>")');

const envSchema = z.object({
  PORT: wholeNumber(3000, 'must be a port number', 'must be between 1 and 65535', 65535),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (v) => ['smtp:', 'smtps:'].includes(URL.parse(v)?.protocol ?? ''),
        'must be a URL such as smtp://user:pass@relay.example.com:587 or smtps://…',
      )
      .optional(),
  ),
  CONTACT_TO: z.preprocess(blankToUndefined, mailbox.optional()),
  CONTACT_FROM: z.preprocess(blankToUndefined, mailbox.optional()),
  RATE_LIMIT_PER_CLIENT: positiveInt(5),
  RATE_LIMIT_WINDOW_S: positiveInt(600),
  RATE_LIMIT_GLOBAL_PER_MIN: positiveInt(120),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
});

/** The leads database's absolute path alone, from `LEADS_DB` (for the staff tool). */
export function leadsDbFromEnv(env: Env, cwd: string = process.cwd()): string {
  return path.resolve(cwd, orDefault(env.LEADS_DB, DEFAULT_LEADS_DB).trim());
}

/** The backup folder's absolute path alone: `BACKUP_DIR`, default `backups/` beside the database. */
export function backupDirFromEnv(env: Env, cwd: string = process.cwd()): string {
  const raw = env.BACKUP_DIR?.trim();
  return raw ? path.resolve(cwd, raw) : path.join(path.dirname(leadsDbFromEnv(env, cwd)), 'backups');
}

function parseTrustProxy(raw: string): boolean | number | string[] {
  const v = raw.trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return true;
  // A number is a hop count: trust that many proxies in front of the server.
  if (/^\d+$/.test(v)) return Number(v);
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads the configuration, paths resolved against `cwd`. @throws ConfigError such as `PORT must be between 1 and 65535 (got "70000")`. */
export function loadConfig(env: Env, cwd: string = process.cwd()) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name];
    throw new ConfigError(`${name} ${issue.message}${got === undefined ? '' : ` (got "${oneLine(got)}")`}`);
  }
  const e = parsed.data;
  // Variables of the Node server's former HTTPS mode: set, they stop the start instead of being ignored.
  const retired = ['TLS_CERT_FILE', 'TLS_KEY_FILE', 'HTTP_REDIRECT_PORT'].find((name) => env[name]?.trim());
  if (retired) {
    throw new ConfigError(
      `${retired} is no longer read: HTTPS and the HTTP→HTTPS redirect are the reverse proxy's (deploy/Caddyfile); remove it`,
    );
  }
  let siteUrl: string;
  try {
    siteUrl = siteUrlFromEnv(env);
  } catch (err) {
    throw new ConfigError(oneLine((err as Error).message));
  }
  const host = new URL(siteUrl).hostname;
  const releaseFile = path.join(cwd, 'RELEASE');
  return {
    port: e.PORT,
    host: orDefault(env.HOST, '127.0.0.1'),
    /** Public origin without trailing slash; its host also names the Message-ID domain. */
    siteUrl,
    buildDir: path.resolve(cwd, orDefault(env.BUILD_DIR, './build')),
    /** The release this server runs (the `RELEASE` file deploy/release.sh writes in the release's folder), `null` outside one. */
    release: existsSync(releaseFile) ? readFileSync(releaseFile, 'utf8').trim() || null : null,
    leadsDb: leadsDbFromEnv(env, cwd),
    backupDir: backupDirFromEnv(env, cwd),
    /** SMTP relay URL (`smtp://` or `smtps://`), or `undefined`: leads are stored, mail is off. */
    smtpUrl: e.SMTP_URL,
    /** Recipient and sender of lead mails, never taken from a request. */
    contactTo: e.CONTACT_TO ?? company.email,
    contactFrom: e.CONTACT_FROM ?? `${company.name} web <no-reply@${host}>`,
    rateLimitPerClient: e.RATE_LIMIT_PER_CLIENT,
    rateLimitWindowS: e.RATE_LIMIT_WINDOW_S,
    /** Valid leads stored per minute from all clients together. */
    rateLimitGlobalPerMin: e.RATE_LIMIT_GLOBAL_PER_MIN,
    /** Fastify `trustProxy`: `false`, `true`, a hop count or a list of proxy addresses/CIDRs. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? ''),
    logLevel: e.LOG_LEVEL,
  };
}

/** Control characters would let a bad value forge extra lines in the error output. */
function oneLine(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f\u2028\u2029\u0085]/g, ' ').slice(0, 200);
}
