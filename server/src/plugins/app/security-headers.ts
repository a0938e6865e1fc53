/** The security headers every answer carries (a page's or the editor's own CSP comes from the URL rules); HSTS on HTTPS only. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resourcePolicy } from '../../security/csp';
import { HSTS_VALUE, PERMISSIONS_POLICY, SECURITY_HEADERS } from '../../security/header-values';

/** Headers of every answer unless its route set them: the security set, `Permissions-Policy`, the resources' CSP. */
export const commonHeaders: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'permissions-policy': PERMISSIONS_POLICY,
  'content-security-policy': resourcePolicy,
};

const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(commonHeaders)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
};

export default fp(plugin, { name: 'app/security-headers', fastify: '5.x' });
