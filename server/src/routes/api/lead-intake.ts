/**
 * `POST /api/contact.php` — the contact form's endpoint
 * (docs/product.md §7, §18).
 *
 * Request: `multipart/form-data` (what the form sends) or
 * `application/x-www-form-urlencoded`, at most 64 KB, no file parts; fields
 * `fullName`, `company`, `email`, `mobileNumber`, `message`, `topic`, `lang`,
 * `subject`, honeypots `website` and `nickname`.
 *
 * Replies (JSON), checked in this order:
 * - `403 {ok:false,error:'cross_site'}` — `Sec-Fetch-Site: cross-site`, or an
 *   `Origin` whose host is neither the request's host nor `SITE_URL`'s;
 * - `429 {ok:false,error:'rate_limited'}` + `Retry-After` (seconds) — per
 *   client address (every POST counts); the global budget is spent only by
 *   a valid lead, right before it is stored (`security/contact-budget.ts`);
 * - `415 {ok:false,error:'unsupported_media_type'}`;
 * - `413 {ok:false,error:'payload_too_large'}` — body over 64 KB;
 * - `200 {ok:true}` — a honeypot is filled: nothing stored or sent;
 * - `400 {ok:false,error,field?}` — see `schemas/contact-request.ts`;
 * - `503 {ok:false,error:'unavailable'}` + `Retry-After` — the lead could not
 *   be stored (the database failed, or another process held its lock longer
 *   than `LEAD_LOCK_WAIT_MS`, waited for off the event loop);
 * - `200 {ok:true,id}` — stored with its outbox row, then e-mailed.
 *
 * A request asking for HTML and not JSON (the form posted by the browser
 * itself, before or without JavaScript) gets a 303 instead; see `./form-post.ts`.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { limits } from '../../shared';
import { DatabaseBusyError, LEAD_LOCK_WAIT_MS, UNAVAILABLE_RETRY_AFTER_S, whenUnlocked } from '../../db/lock';
import { isHoneypotFilled, validateContact } from '../../schemas/contact-request';
import { createContactBudget, type BudgetRefusal } from '../../security/contact-budget';
import { answerNativePost, deferForNativePost, keepNativeBody, nativePostRefusal } from './form-post';

/** Options of the lead-intake route: the rate limits and the site's own origin. */
export interface LeadIntakeOptions {
  siteUrl: string;
  rateLimitPerClient: number;
  /** Seconds. */
  rateLimitWindowS: number;
  rateLimitGlobalPerMin: number;
  /** Clock for the received time. Default: now. */
  now?: () => Date;
}

/** A client error raised while reading the body, turned into a reply by the handler. */
class BodyError extends Error {
  constructor(readonly status: 400 | 413) {
    super(status === 413 ? 'payload_too_large' : 'bad_request');
  }
}

const acceptedTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** The media type of a Content-Type header, lower-case, without parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Whether a request comes from another site (docs/product.md §18: a foreign `Origin`,
 * compared with the request's own host, or `Sec-Fetch-Site: cross-site`).
 * `Origin: null` (sandboxed or opaque contexts) counts as foreign. No
 * `Origin` at all (old browsers, curl) is allowed: the check stops browsers
 * being used against the visitor, not scripts.
 */
export function isCrossSite(headers: Record<string, string | string[] | undefined>, requestHost: string, siteHost: string): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  // `URL.host` drops default ports; a Host header may carry them.
  const own = [withoutDefaultPort(requestHost), withoutDefaultPort(siteHost)];
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (typeof origin !== 'string') return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  return !own.includes(host);
}

function withoutDefaultPort(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

function fail(reply: FastifyReply, status: number, error: string, field?: string) {
  const native = answerNativePost(reply, { ok: false, error, field });
  if (native) return native;
  return reply.code(status).send(field ? { ok: false, error, field } : { ok: false, error });
}

function rateLimited(reply: FastifyReply, refusal: BudgetRefusal) {
  reply.header('retry-after', String(refusal.retryAfterS));
  return fail(reply, 429, 'rate_limited');
}

/** Reads a multipart body into name → value(s), enforcing the body limit and refusing files. */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = Object.create(null);
  let bytes = 0;
  let hasFile = false;
  try {
    for await (const part of request.parts()) {
      bytes += Buffer.byteLength(part.fieldname);
      if (part.type === 'file') {
        hasFile = true;
        // Drain it so the rest of the body is still read; its size counts.
        for await (const chunk of part.file) bytes += (chunk as Buffer).length;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new BodyError(413);
        const value = part.value;
        bytes += typeof value === 'string' ? Buffer.byteLength(value) : 0;
        const prev = fields[part.fieldname];
        fields[part.fieldname] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
      if (bytes > limits.serverBodyMaxBytes) throw new BodyError(413);
    }
  } catch (err) {
    if (err instanceof BodyError) throw err;
    // Parts/files/fields limits are 413s; a malformed body is the client's fault too.
    throw new BodyError((err as { statusCode?: number }).statusCode === 413 ? 413 : 400);
  }
  if (hasFile) throw new BodyError(400);
  return fields;
}

const leadIntakeRoutes: FastifyPluginAsync<LeadIntakeOptions> = async (app, opts) => {
  const siteHost = new URL(opts.siteUrl).host;
  const now = opts.now ?? (() => new Date());
  const budget = createContactBudget(app, {
    perClient: opts.rateLimitPerClient,
    windowS: opts.rateLimitWindowS,
    globalPerMin: opts.rateLimitGlobalPerMin,
  });

  app.route({
    method: 'POST',
    url: '/contact.php',
    bodyLimit: limits.serverBodyMaxBytes,
    onRequest: async (request, reply) => {
      if (isCrossSite(request.headers, request.host, siteHost)) return fail(reply, 403, 'cross_site');
      // A rate-limited native post is refused after its body is read, so the form comes back with what was typed.
      const refusal = await budget.checkClient(request);
      if (refusal && !deferForNativePost(request, 'rate_limited')) return rateLimited(reply, refusal);
      if (!acceptedTypes.includes(mediaType(request.headers['content-type']))) {
        return fail(reply, 415, 'unsupported_media_type');
      }
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > limits.serverBodyMaxBytes) {
        // Refuse before reading; close the connection so the rest of the body is not read.
        reply.header('connection', 'close');
        return fail(reply, 413, 'payload_too_large');
      }
    },
    handler: async (request, reply) => {
      let body: Record<string, unknown>;
      try {
        body = request.isMultipart() ? await readMultipart(request) : ((request.body ?? {}) as Record<string, unknown>);
      } catch (err) {
        if (err instanceof BodyError) return fail(reply, err.status, err.message);
        throw err;
      }
      const deferred = keepNativeBody(request, body);
      if (deferred) return fail(reply, 429, deferred);

      if (isHoneypotFilled(body)) {
        request.log.info({ honeypot: true }, 'lead dropped');
        return answerNativePost(reply, { ok: true }) ?? reply.code(200).send({ ok: true });
      }
      const nativeRefusal = nativePostRefusal(request, body);
      if (nativeRefusal) return fail(reply, 400, nativeRefusal.error, nativeRefusal.field);

      const result = validateContact(body);
      if (!result.ok) return fail(reply, 400, result.error, result.field);

      const overBudget = await budget.admitLead(request);
      if (overBudget) return rateLimited(reply, overBudget);

      let id: number;
      try {
        const lead = result.value;
        const receivedAt = now();
        id = await whenUnlocked(() => app.leads.insertLead(lead, receivedAt), { maxWaitMs: LEAD_LOCK_WAIT_MS });
      } catch (err) {
        // A lock held elsewhere is expected now and then (staff tool, maintenance script): a warning, not an error.
        const level = err instanceof DatabaseBusyError ? 'warn' : 'error';
        request.log[level]({ code: (err as { code?: string }).code, err: (err as Error).message }, 'lead not stored');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
        return fail(reply, 503, 'unavailable');
      }
      request.log.info({ leadId: id, topic: result.value.topic, lang: result.value.lang }, 'lead stored');
      app.outbox.kick();
      return answerNativePost(reply, { ok: true }) ?? reply.code(200).send({ ok: true, id });
    },
  });
};

export default leadIntakeRoutes;
