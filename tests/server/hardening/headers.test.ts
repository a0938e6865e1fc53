/**
 * Security headers: the CSP hashed from the
 * build (the hashing checked against jsdom's HTML parser), the headers on
 * every kind of response, and HSTS only behind a trusted proxy that says
 * the request came over HTTPS.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { cspHash, hashesOfBuild, inlineContent, isExecutableScriptType, pagePolicy } from '../../../server/src/security/csp';
import { HSTS_VALUE, PERMISSIONS_POLICY } from '../../../server/src/security/header-values';
import { build, multipart, tempDir, validLead, writeFakeBuild } from '../helpers';
import { pathOf } from '../../../src/config/routes';
import { editorPath } from '../../../src/config/editor';

/** A page with every shape of inline content the hashing must get right. */
const trickyPage = [
  '<!doctype html><html lang=es><head>',
  '<script>!function(){document.documentElement.setAttribute("data-theme","light")}()</script>',
  '<SCRIPT data-rh=true TYPE=application/ld+json>{"@type":"Organization","name":"x</scr"}</SCRIPT>',
  '<script type="module">import("/assets/js/a.js")</script>',
  "<script type='text/javascript' >var a = '<div>'; // </p>\r\nvar b = 1;\r</script>",
  '<script src=/assets/js/main.js defer></script>',
  '<!-- <script>never()</script> -->',
  '<script data-rh=true>window.x="é &amp; ü"</script>',
  '<script type=application/json>{"data":true}</script>',
  '<script type=importmap>{"imports":{}}</script>',
  '<title>a <script>not a script</script></title>',
  '</head><body><svg style="display: none;"><defs></defs></svg>',
  '<div style=\'color: red; content: "&quot;x&#39;&#x41;"\'>x</div>',
  '<p style=margin:0>y</p>',
  '<textarea><b style="x">raw</b></textarea>',
  '</body></html>',
].join('');

/** What the browser parser says: hashes of executable inline scripts and of style attributes. */
function jsdomHashes(html: string): { scripts: string[]; styles: string[] } {
  const doc = new JSDOM(html).window.document;
  const scripts = [...doc.querySelectorAll('script')]
    .filter((s) => !s.hasAttribute('src') && isExecutableScriptType(s.getAttribute('type') ?? undefined))
    .map((s) => cspHash(s.textContent ?? ''));
  const styles = [...doc.querySelectorAll('[style]')].map((e) => cspHash(e.getAttribute('style') ?? ''));
  return { scripts, styles };
}

describe('CSP hashes of a build', () => {
  it('finds exactly the inline scripts and style attributes an HTML parser finds (jsdom)', () => {
    const found = inlineContent(trickyPage);
    const expected = jsdomHashes(trickyPage);
    expect(found.scripts.map(cspHash)).toEqual(expected.scripts);
    expect(found.styleAttributes.map(cspHash)).toEqual(expected.styles);
    // The classic, module, text/javascript and entity-carrying scripts; not JSON-LD, JSON, src or the comment.
    expect(found.scripts).toHaveLength(4);
    expect(found.scripts[2]).toBe("var a = '<div>'; // </p>\nvar b = 1;\n");
    expect(found.styleAttributes).toEqual(['display: none;', 'color: red; content: ""x\'A"', 'margin:0']);
  });

  it('only JavaScript types and modules run; JSON-LD and other data blocks do not', () => {
    for (const t of [undefined, '', 'text/javascript', ' Module ', 'application/javascript']) expect(isExecutableScriptType(t)).toBe(true);
    for (const t of ['application/ld+json', 'application/json', 'text/plain', 'importmap', 'speculationrules']) {
      expect(isExecutableScriptType(t)).toBe(false);
    }
  });

  it('the hashes match the real inline scripts of the test build, when it exists (cross-checked with jsdom)', () => {
    const dir = path.join(__dirname, '..', '..', '..', 'test-build', 'site');
    let files: string[];
    try {
      files = hashesOfBuild(dir).files;
    } catch {
      // No test build in this checkout: the synthetic page above covers the parser.
      files = [];
    }
    // Every seventh page: both locales, several page kinds, in a bounded time (jsdom is slow).
    for (const rel of files.filter((_f, i) => i % 7 === 0)) {
      const html = readFileSync(path.join(dir, rel), 'utf8');
      const found = inlineContent(html);
      const expected = jsdomHashes(html);
      expect(found.scripts.map(cspHash), rel).toEqual(expected.scripts);
      expect(found.styleAttributes.map(cspHash), rel).toEqual(expected.styles);
    }
  });
});

const extraPages = {
  // A real page with an inline script and a style attribute.
  'servicios.html': '<!doctype html><html lang=es><script>console.log("servicios")</script><svg style="display: none;"></svg></html>',
  // A client-redirect page: its path is answered with a 301, so its script must not be allowed.
  'saas.html': "<!doctype html><html><script>window.location.href = pathOf('services', 'es')</script></html>",
};

describe('security headers on every response', () => {
  const api = (t: Awaited<ReturnType<typeof build>>) => {
    const body = multipart(validLead);
    return t.app.inject({ method: 'POST', url: '/api/contact.php', ...body });
  };

  it('pages: a CSP with the build’s script hashes and no unsafe-inline, and the strict directives', async () => {
    const dir = tempDir();
    const buildDir = writeFakeBuild(path.join(dir, 'site'), extraPages);
    const t = await build({ BUILD_DIR: buildDir });
    const res = await t.app.inject({ url: pathOf('services', 'es') });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('script-src')).toEqual(["'self'", cspHash('console.log("servicios")')]);
    expect(csp).not.toContain(cspHash("window.location.href = pathOf('services', 'es')"));
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-hashes'", cspHash('display: none;')]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    // The same policy on every page (client-side navigation keeps the first page's policy).
    expect((await t.app.inject({ url: pathOf('services', 'en') })).headers['content-security-policy']).toBe(csp);
  });

  it('the staff editor gets its own policy, allowing its git host and nothing else, and noindex; pages keep theirs', async () => {
    const dir = tempDir();
    const buildDir = writeFakeBuild(path.join(dir, 'site'), {
      ...extraPages,
      [`${editorPath.slice(1)}index.html`]:
        '<!doctype html><html lang="es"><title>Editor</title><script src="/admin/sveltia-cms.js"></script></html>',
      [`${editorPath.slice(1)}sveltia-cms.js`]: 'console.log("editor")',
    });
    const t = await build({ BUILD_DIR: buildDir, EDITOR_BACKEND: 'gitea', EDITOR_API_ROOT: 'https://git.example.org/api/v1' });
    const page = await t.app.inject({ url: pathOf('services', 'es') });
    const res = await t.app.inject({ url: editorPath.slice(0, -1) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).not.toBe(page.headers['content-security-policy']);
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('connect-src')).toEqual(["'self'", 'blob:', 'data:', 'https://git.example.org']);
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // Visitor pages: no trace of the editor's host or allowances, no noindex.
    expect(page.headers['content-security-policy']).not.toMatch(/git\.example\.org|unsafe-inline|wasm/);
    expect(page.headers['x-robots-tag']).toBeUndefined();
  });

  it('pagePolicy without any inline content allows no inline script or style at all', () => {
    expect(pagePolicy({ scripts: [], styleAttributes: [] })).toMatch(/script-src 'self'; style-src 'self';/);
  });

  it.each([
    ['a page', { url: '/' }],
    ['an asset', { url: '/assets/js/main.1a2b3c4d.js' }],
    ['a redirect', { url: '/saas' }],
    ['an unknown path', { url: '/no-such-page' }],
    ['an API 404', { url: '/api/nothing' }],
    ['a site 404 (other method)', { method: 'POST' as const, url: pathOf('services', 'es') }],
  ])('%s carries the full set of headers', async (_name, req) => {
    const t = await build();
    const res = await t.app.inject(req);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/base-uri 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // Plain HTTP: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the API reply has them too, with the resource policy (nothing may load or run)', async () => {
    const t = await build();
    const res = await api(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const features = new Set((res.headers['permissions-policy'] as string).split(', '));
    for (const f of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(features).toContain(`${f}=()`);
  });

  it('HSTS: two years with subdomains behind a trusted proxy that says https; not from an untrusted one', async () => {
    const trusted = await build({ TRUST_PROXY: '1' });
    const res = await trusted.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toBe('max-age=63072000; includeSubDomains');
    expect(
      (await trusted.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security'],
    ).toBeUndefined();
    const untrusted = await build();
    const spoofed = await untrusted.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
