/** `POST /api/contact.php` (docs/server.md, "The contact endpoint"): checks before the body, parse, check, budget, store, reply. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DatabaseBusyError, LEAD_LOCK_WAIT_MS, UNAVAILABLE_RETRY_AFTER_S, whenUnlocked } from '../../db/lock';
import { checkLead } from '../../lead-intake/check';
import { refused, type LeadOutcome, type LeadRefusal } from '../../lead-intake/outcome';
import { readContactBody } from '../../lead-intake/read-body';
import { sendOutcome, wantsJson } from '../../lead-intake/reply';
import type { ServerConfig } from '../../config';
import type { ContactInput } from '../../schemas/contact-request';
import { createContactBudget } from '../../security/contact-budget';
import { limits } from '../../shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** A refusal decided before the body was read, answered once it is (a rate-limited form post keeps what was typed). */
    deferredRefusal: LeadRefusal | null;
  }
}

const acceptedTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Whether a request comes from another site: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` (`null` included) whose host is neither the request's nor
 * the site's. No `Origin` at all (curl) passes: the check stops browsers
 * being used against the visitor, not scripts.
 */
function isCrossSite(headers: Record<string, string | string[] | undefined>, requestHost: string, siteHost: string): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  // `URL.host` drops default ports; a Host header may carry them.
  const own = [requestHost, siteHost].map((host) => host.toLowerCase().replace(/:(80|443)$/, ''));
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (typeof origin !== 'string') return true;
  const host = URL.parse(origin)?.host.toLowerCase();
  return host === undefined || !own.includes(host);
}

/** The contact endpoint, given the configuration (site origin, rate limits) and the clock. */
const leadIntakeRoutes: FastifyPluginAsync<{ config: ServerConfig; now: () => Date }> = async (app, opts) => {
  const siteHost = new URL(opts.config.siteUrl).host;
  const budget = createContactBudget(app, opts.config);

  /** The checks made before the body is read; a refusal to send now, if any. */
  async function refuseBeforeBody(request: FastifyRequest): Promise<LeadRefusal | undefined> {
    if (isCrossSite(request.headers, request.host, siteHost)) return refused(403, 'cross_site');
    const overClient = await budget.checkClient(request);
    if (overClient) {
      if (wantsJson(request)) return overClient;
      // A form post refused by its own budget is answered once the body is read (a 303 to the filled form), without `Retry-After`.
      request.deferredRefusal = refused(429, 'rate_limited');
    }
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!acceptedTypes.includes(mediaType)) return refused(415, 'unsupported_media_type');
    const length = Number(request.headers['content-length']);
    // Refused before reading; the connection is closed so the rest of the body is not read.
    if (Number.isFinite(length) && length > limits.serverBodyMaxBytes) return refused(413, 'payload_too_large', { closeConnection: true });
    return undefined;
  }

  /** Stores a checked lead: its id, or `503 unavailable` when the database cannot take it. */
  async function store(request: FastifyRequest, lead: ContactInput): Promise<LeadOutcome> {
    let id: number;
    try {
      const receivedAt = opts.now();
      id = await whenUnlocked(() => app.leads.insertLead(lead, receivedAt), LEAD_LOCK_WAIT_MS);
    } catch (err) {
      // A lock held elsewhere is expected now and then (staff tool, maintenance script): a warning, not an error.
      const level = err instanceof DatabaseBusyError ? 'warn' : 'error';
      request.log[level]({ code: (err as { code?: string }).code, err: (err as Error).message }, 'lead not stored');
      return refused(503, 'unavailable', { retryAfterS: UNAVAILABLE_RETRY_AFTER_S });
    }
    request.log.info({ leadId: id, topic: lead.topic, lang: lead.lang }, 'lead stored');
    app.outbox.kick();
    return { ok: true, id };
  }

  /** Parse → check → budget → store: what the post comes to, and its body when read. */
  async function takeLead(request: FastifyRequest): Promise<{ outcome: LeadOutcome; body?: Record<string, unknown> }> {
    const read = await readContactBody(request);
    if (!read.ok) return { outcome: read };
    const body = read.fields;
    if (request.deferredRefusal) return { outcome: request.deferredRefusal, body };
    const check = checkLead(body, !wantsJson(request));
    if (check.kind === 'honeypot') {
      request.log.info({ honeypot: true }, 'lead dropped');
      return { outcome: { ok: true }, body };
    }
    if (check.kind === 'refused') return { outcome: check.refusal, body };
    const overBudget = await budget.admitLead(request);
    if (overBudget) return { outcome: overBudget, body };
    return { outcome: await store(request, check.lead), body };
  }

  app.decorateRequest('deferredRefusal', null);

  app.route({
    method: 'POST',
    url: '/contact.php',
    bodyLimit: limits.serverBodyMaxBytes,
    onRequest: async (request, reply) => {
      const refusal = await refuseBeforeBody(request);
      if (refusal) return sendOutcome(reply, refusal);
    },
    handler: async (request, reply) => {
      const { outcome, body } = await takeLead(request);
      return sendOutcome(reply, outcome, body);
    },
  });
};

export default leadIntakeRoutes;
