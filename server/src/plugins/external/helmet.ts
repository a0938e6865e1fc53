/**
 * Security headers with @fastify/helmet (issue 6 §1).
 *
 * `contentSecurityPolicy: false` for now: Docusaurus pages carry inline
 * scripts, and a later issue adds a CSP with their hashes. Referrer-Policy is
 * `strict-origin-when-cross-origin` rather than helmet's `no-referrer`: with
 * `no-referrer` browsers send `Origin: null` on some same-origin POSTs, which
 * the contact endpoint's cross-site check would reject. HSTS leaves out
 * `includeSubDomains` so other hosts of the company's domain are not forced
 * onto HTTPS by the web site.
 */
import helmet from '@fastify/helmet';
import { globalPlugin } from '../global';

export default globalPlugin(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
});
