/** The built site, every GET/HEAD outside `/api/`: answered from the build's URL rules (`../pages/url-rules.ts`). */
import type { FastifyPluginAsync } from 'fastify';
import { draftPage } from '../form-post/fill-form';
import { answerPath, type UrlRules } from '../pages/url-rules';
import { isApiPath, sendError } from '../plugins/app/errors';

/** The page route over the build folder the pages are served from and its rules (`undefined`: no build yet, every page path is 404). */
const pageRoutes: FastifyPluginAsync<{ buildDir: string; rules: UrlRules | undefined }> = async (app, { buildDir, rules }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const q = request.url.indexOf('?');
      const rawPath = q === -1 ? request.url : request.url.slice(0, q);
      const query = q === -1 ? '' : request.url.slice(q + 1);
      // `/api/…` has its own routes; an unknown API path is a JSON 404, not a page.
      if (isApiPath(rawPath) || !rules) return reply.callNotFound();

      const answer = answerPath(rules, rawPath, query);
      reply.headers(answer.headers);
      if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
      if (answer.kind === 'missing') return sendError(reply, answer.status);
      if (answer.file.endsWith('.html')) {
        reply.type('text/html; charset=utf-8');
        // The contact form back from a refused post without JavaScript, filled in (../form-post/fill-form.ts).
        const filled = await draftPage(app.contactDrafts, buildDir, answer.file, rawPath, query);
        if (filled !== undefined) return reply.header('cache-control', 'no-store').send(filled);
      }
      return reply.sendFile(answer.file);
    },
  });
};

export default pageRoutes;
