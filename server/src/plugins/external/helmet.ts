/**
 * Security headers with @fastify/helmet (issues 6 and 9): `nosniff`,
 * `Cross-Origin-Opener-Policy: same-origin`, `Cross-Origin-Resource-Policy:
 * same-origin`, `Origin-Agent-Cluster`, `X-Frame-Options: DENY` (for
 * browsers older than CSP's `frame-ancestors 'none'`) and the rest of
 * helmet's defaults.
 *
 * Referrer-Policy is `strict-origin-when-cross-origin` rather than helmet's
 * `no-referrer`: with `no-referrer` browsers send `Origin: null` on some
 * same-origin POSTs, which the contact endpoint's cross-site check would
 * reject. The Content-Security-Policy (hashed from the build), HSTS (only
 * over HTTPS) and Permissions-Policy are set by `plugins/app/security-headers`.
 */
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
};

/** Not encapsulated (fastify-plugin): what it registers applies to the whole app. */
export default fp(plugin, { name: 'external/helmet', fastify: '5.x' });
