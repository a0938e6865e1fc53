/**
 * The headers helmet does not set the way this site needs (values:
 * docs/server.md, "Security headers"): the pages' CSP with the
 * hashes of the served build's inline scripts (computed at start; a new build
 * needs a restart), a nothing-loads CSP for other responses, the staff
 * editor's own policy at `/admin`, HSTS only on HTTPS requests, and
 * `Permissions-Policy`.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { editorApiOrigin, isEditorPath, localeBaseUrl, locales, type EditorBackend, type SiteFlags } from '../../shared';
import { editorPolicy, hashesOfBuild, pagePolicy, resourcePolicy } from '../../security/csp';
import { buildFolderOf, createPathResolver, type PathResolver } from '../../pages/resolve';
import { HSTS_VALUE, PERMISSIONS_POLICY } from '../../security/header-values';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Options: the build folder and the flags (which files the page route serves), the editor's git host. */
export interface SecurityHeadersOptions {
  buildDir: string;
  flags: SiteFlags;
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
  const exists = (f: string) => {
    try {
      return statSync(path.join(opts.buildDir, f)).isFile();
    } catch {
      return false;
    }
  };
  const resolvePath = createPathResolver(opts.flags, exists);
  const hashes = existsSync(opts.buildDir)
    ? hashesOfBuild(opts.buildDir, (rel) => isServedPage(rel, resolvePath))
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
