/**
 * Security headers with @fastify/helmet's defaults (docs/server.md,
 * "Security headers"), with `Referrer-Policy: strict-origin-when-cross-origin`:
 * under `no-referrer` browsers send `Origin: null` on some same-origin POSTs,
 * which the contact endpoint's cross-site check refuses. CSP, HSTS and
 * Permissions-Policy come from `plugins/app/security-headers`.
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

export default fp(plugin, { name: 'external/helmet', fastify: '5.x' });
