/** The built site, every GET/HEAD outside `/api/`: what the resolver picks, with `Cache-Control` and `Content-Language`. */
import type { FastifyPluginAsync } from 'fastify';
import { draftPage } from '../form-post/fill-form';
import type { PathResolver } from '../pages/resolve';
import { isApiPath, sendError } from '../security/bare-replies';

/** The build folder the pages are served from, and its resolver. */
export interface PageRouteOptions {
  buildDir: string;
  resolvePath: PathResolver;
}

/** `Cache-Control` of hashed assets: their name changes with their content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** `Cache-Control` of HTML and unhashed files: cache, but revalidate each use. */
export const REVALIDATE_CACHE = 'no-cache';

const pageRoutes: FastifyPluginAsync<PageRouteOptions> = async (app, opts) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const q = request.url.indexOf('?');
      const rawPath = q === -1 ? request.url : request.url.slice(0, q);
      const query = q === -1 ? '' : request.url.slice(q + 1);
      // `/api/…` has its own routes; an unknown API path is a JSON 404, not a page.
      if (isApiPath(rawPath)) return reply.callNotFound();

      const r = opts.resolvePath(rawPath, query);
      if (r.kind === 'redirect') {
        return reply.header('cache-control', r.status === 301 ? 'public, max-age=3600' : 'no-store').redirect(r.location, r.status);
      }
      if (r.kind === 'missing') return sendError(reply.header('cache-control', REVALIDATE_CACHE), 404);
      reply.header('cache-control', r.immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      if (r.html) {
        reply.header('content-language', r.locale);
        reply.type('text/html; charset=utf-8');
        // The contact form back from a refused post without JavaScript, filled in (../form-post/fill-form.ts).
        const filled = await draftPage(app.contactDrafts, opts.buildDir, r.file, rawPath, query);
        if (filled !== undefined) return reply.header('cache-control', 'no-store').send(filled);
      }
      return reply.sendFile(r.file);
    },
  });
};

export default pageRoutes;
