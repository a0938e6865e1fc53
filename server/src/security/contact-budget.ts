/** The contact endpoint's two rate-limit budgets (docs/server.md, "Rate limits"): `undefined` to go on, or a 429 with its `Retry-After`. */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { refused, type LeadRefusal } from '../lead-intake/outcome';

/**
 * The client's rate-limit key: its address, IPv6 grouped by /64 as
 * @fastify/rate-limit does. A connection that died while its request was
 * being read (a malformed chunked body, a reset) has no address any more;
 * it gets one shared key rather than a TypeError logged as a server error.
 */
export function clientKey(request: FastifyRequest): string {
  const ip = request.ip as string | undefined;
  return typeof ip === 'string' && ip !== '' ? normalizeIP(ip) : 'unknown-client';
}

/**
 * Builds both limiters, from the configured limits, on an app with @fastify/rate-limit registered; counters live in memory.
 * @returns the two checks the lead-intake route runs; a refusal is `429 rate_limited` with `retryAfterS` (seconds, at least 1).
 */
export function createContactBudget(
  app: FastifyInstance,
  limits: Pick<ServerConfig, 'rateLimitPerClient' | 'rateLimitWindowS' | 'rateLimitGlobalPerMin'>,
) {
  const perClient = app.createRateLimit({
    max: limits.rateLimitPerClient,
    timeWindow: limits.rateLimitWindowS * 1000,
    keyGenerator: clientKey,
  });
  const global = app.createRateLimit({ max: limits.rateLimitGlobalPerMin, timeWindow: 60_000, keyGenerator: () => 'global' });
  const spend = async (limiter: typeof perClient, request: FastifyRequest): Promise<LeadRefusal | undefined> => {
    const r = await limiter(request);
    return !r.isAllowed && r.isExceeded ? refused(429, 'rate_limited', { retryAfterS: Math.max(1, r.ttlInSeconds) }) : undefined;
  };
  return {
    /** Spends one post of the client's own budget (every POST, before reading the body). */
    checkClient: (request: FastifyRequest) => spend(perClient, request),
    /** Spends one unit of the global budget (only a valid lead, right before it is stored). */
    admitLead: (request: FastifyRequest) => spend(global, request),
  };
}
