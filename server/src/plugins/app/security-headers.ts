/** The headers helmet does not set the way this site needs: the three CSPs, HSTS on HTTPS requests, `Permissions-Policy`. */
import { existsSync } from 'node:fs';
import { editorApiOrigin, isEditorPath, localeBaseUrl, locales, type EditorBackend } from '../../shared';
import { editorPolicy, hashesOfBuild, pagePolicy, resourcePolicy } from '../../security/csp';
import { buildFolderOf, type PathResolver } from '../../pages/resolve';
import { HSTS_VALUE, PERMISSIONS_POLICY } from '../../security/header-values';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Options: the build folder, the page route's resolver (which files it serves), the editor's git host. */
export interface SecurityHeadersOptions {
  buildDir: string;
  resolvePath: PathResolver;
  editorBackend: EditorBackend;
}

/** The URL path a build file answers (`x.html`, `x/index.html` → `/x`), if any. */
function pagePathOf(rel: string): string {
  const home = locales.find((l) => rel === `${buildFolderOf(l)}index.html`);
  if (home) return localeBaseUrl(home);
  return `/${rel.replace(/(\/index)?\.html$/, '')}`;
}

/** Whether the page route serves this HTML file (not client-redirect pages or `404.html`, whose scripts need no hash). */
export function isServedPage(rel: string, resolvePath: PathResolver): boolean {
  const r = resolvePath(encodeURI(pagePathOf(rel)), '');
  return r.kind === 'file' && r.file === rel;
}

const plugin: FastifyPluginAsync<SecurityHeadersOptions> = async (app, opts) => {
  // A missing build still starts (the API works; pages answer 302/404), with the strictest page policy.
  const hashes = existsSync(opts.buildDir)
    ? hashesOfBuild(opts.buildDir, (rel) => isServedPage(rel, opts.resolvePath))
    : { scripts: [], styleAttributes: [], files: [] };
  const htmlPolicy = pagePolicy(hashes);
  const adminPolicy = editorPolicy(editorApiOrigin(opts.editorBackend), opts.editorBackend.name === 'github');
  app.log.debug(
    { scripts: hashes.scripts.length, styleAttributes: hashes.styleAttributes.length, pages: hashes.files.length },
    'CSP hashes computed',
  );

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    if (html && isEditorPath(request.url.split('?')[0])) {
      reply.header('content-security-policy', adminPolicy);
      reply.header('x-robots-tag', 'noindex, nofollow');
      // Signing in with the git host opens its page in a pop-up that hands the token back to this window.
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    } else {
      reply.header('content-security-policy', html ? htmlPolicy : resourcePolicy);
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
};

export default fp(plugin, { name: 'app/security-headers', fastify: '5.x' });
