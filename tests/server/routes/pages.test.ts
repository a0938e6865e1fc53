/**
 * The built site through the server: redirects before files,
 * unknown pages per language, missing files, headers, precompressed files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { activeRedirects, redirectTarget } from '../../../src/config/redirects';
import { defaultFlags } from '../../../src/config/build-env';
import { pathOf, routes } from '../../../src/config/routes';
import { compressBuild } from '../../../scripts/compress-build';
import { answerPath, namesFile, readUrlRules, type UrlRules } from '../../../server/src/pages/url-rules';
import { SECURITY_HEADERS } from '../../../server/src/security/header-values';
import { resourcePolicy } from '../../../server/src/security/csp';
import { build, fakeBuildFiles } from '../helpers';

/** GETs `url` from a fresh server over the fake build and expects a `status` redirect to `location`. */
async function expectRedirect(url: string, status: 301 | 302, location: string): Promise<void> {
  const t = await build();
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(status);
  expect(res.headers.location).toBe(location);
}

describe('redirects', () => {
  it.each(activeRedirects(defaultFlags).map((r) => [r.from, redirectTarget(r)]))('%s ⇒ 301 %s (root-relative)', (from, to) =>
    expectRedirect(from, 301, to),
  );

  it('the 301 wins over the client-redirect HTML file Docusaurus wrote for the same path', async () => {
    const t = await build();
    const res = await t.app.inject({ url: '/saas' });
    expect(res.statusCode).toBe(301);
    expect(res.body).not.toContain('CLIENT REDIRECT');
  });

  it('keeps the query string and ignores a trailing slash', async () => {
    const t = await build();
    const res = await t.app.inject({ url: '/saas/?utm_source=flyer' });
    expect(res.headers.location).toBe(`${pathOf('services', 'es')}?utm_source=flyer`);
  });

  it('/en ⇒ 301 /en/', () => expectRedirect('/en', 301, '/en/'));

  it('with OFFERS_PHONE_REPAIR=1 the phone-repair paths are pages, not redirects', async () => {
    const page = routes.phoneRepair.es;
    const t = await build({ OFFERS_PHONE_REPAIR: '1' });
    // Without the page in the build it is an unknown path (302), never the 301 of the flag-off table.
    expect((await t.app.inject({ url: page })).statusCode).toBe(302);
    const off = await build();
    expect((await off.app.inject({ url: page })).statusCode).toBe(301);
  });
});

describe('unknown paths', () => {
  it.each([
    ['/no-such-page', '/'],
    [`${pathOf('services', 'es')}/no-such-service`, '/'],
    ['/en/no-such-page', '/en/'],
    // A Spanish page name under /en/ never falls into the Spanish tree.
    ['/en/servicios', '/en/'],
    ['/en/saas', '/en/'],
    ['/404', '/'],
    ['/en/404', '/en/'],
    // The old `.html` form of an address is a page address, not a file.
    ['/no-such-page.html', '/'],
    ['/en/no-such-page.html', '/en/'],
    ['/..%2f..%2fservicios', '/'],
  ])('%s ⇒ 302 %s', (url, home) => expectRedirect(url, 302, home));

  it('a malformed percent-encoding ⇒ 400 from the router, never a 5xx', async () => {
    const t = await build();
    const res = await t.app.inject({ url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/\bat\b.*\(/);
  });

  it('non-canonical forms of a page ⇒ 301 to the clean path', async () => {
    const t = await build();
    for (const [url, to] of [
      [`${pathOf('services', 'es')}/`, pathOf('services', 'es')],
      ['/servicios.html', pathOf('services', 'es')],
      ['/en/services.html', pathOf('services', 'en')],
      ['/index.html', '/'],
      ['/en/index.html', '/en/'],
    ]) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, to]);
    }
  });
});

describe('missing files', () => {
  const type = 'text/plain; charset=utf-8';
  const body = 'Not Found';
  it.each([
    '/assets/js/nope.js',
    '/en/assets/js/nope.js',
    '/img/nope.png',
    '/favicon.ico',
    '/en/assets/js/main.5e6f7a8b.js.br',
    ...['assets', 'img', 'admin'].flatMap((f) => [`/${f}/no-such-thing`, `/en/${f}/no-such-thing`]),
    '/..%2f..%2fpackage.json',
    '/.env',
  ])('%s ⇒ 404, a short body and the security headers, never a page', async (url) => {
    const t = await build();
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toBe(type);
    expect(res.body).toBe(body);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(resourcePolicy);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.body]).toEqual([404, '']);
  });

  it('a hashed file of the build still answers 200 next to a missing one', async () => {
    const t = await build();
    expect((await t.app.inject({ url: '/assets/js/main.1a2b3c4d.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/assets/js/main.00000000.js' })).statusCode).toBe(404);
  });

  it('names a file: an extension other than .html, or a path under a files folder', async () => {
    const rules = readUrlRules((await build()).config.buildDir) as UrlRules;
    expect(namesFile(rules, '/img/nope.png')).toBe(true);
    expect(namesFile(rules, '/assets/js/chunk')).toBe(true);
    expect(namesFile(rules, '/en/img/x')).toBe(true);
    expect(namesFile(rules, pathOf('services', 'es'))).toBe(false);
    expect(namesFile(rules, `${pathOf('services', 'es')}.html`)).toBe(false);
    expect(namesFile(rules, '/en/assets')).toBe(false);
  });
});

describe('pages and assets', () => {
  it.each([
    ['/', 'es', 'index.html'],
    [pathOf('services', 'es'), 'es', 'servicios.html'],
    ['/blog/first-post', 'es', 'blog/first-post/index.html'],
    ['/en/', 'en', 'en/index.html'],
    [pathOf('services', 'en'), 'en', 'en/services.html'],
  ])('%s ⇒ 200 HTML, Content-Language %s, revalidated', async (url, lang, file) => {
    const t = await build();
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-language']).toBe(lang);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(fakeBuildFiles[file]);
  });

  it('hashed assets are immutable for a year; other files revalidate', async () => {
    const t = await build();
    const js = await t.app.inject({ url: '/assets/js/main.1a2b3c4d.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(js.headers['content-language']).toBeUndefined();
    const enJs = await t.app.inject({ url: '/en/assets/js/main.5e6f7a8b.js' });
    expect(enJs.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await t.app.inject({ url: '/img/logo.svg' });
    expect(svg.headers['cache-control']).toBe('no-cache');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await t.app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('serves the brotli or gzip sibling written by compress-build, with Vary', async () => {
    const t = await build();
    const stats = await compressBuild(t.config.buildDir);
    expect(stats.written).toBeGreaterThan(0);
    const original = readFileSync(path.join(t.config.buildDir, 'assets/js/main.1a2b3c4d.js'));
    const br = await t.app.inject({ url: '/assets/js/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const gz = await t.app.inject({ url: '/assets/js/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);
    const plain = await t.app.inject({ url: '/assets/js/main.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
    // A second run finds every sibling fresh.
    expect((await compressBuild(t.config.buildDir)).written).toBe(0);
  });

  it('HEAD answers headers without a body; 304 on a matching ETag', async () => {
    const t = await build();
    const head = await t.app.inject({ method: 'HEAD', url: pathOf('services', 'es') });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const etag = head.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: pathOf('services', 'es'), headers: { 'if-none-match': etag, 'accept-encoding': 'identity' } });
    expect(again.statusCode).toBe(304);
  });

  it('pages carry the security headers (the full set is tested in hardening/headers.test.ts)', async () => {
    const t = await build();
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('other methods on site paths ⇒ 404, not a page', async () => {
    const t = await build();
    const res = await t.app.inject({ method: 'POST', url: pathOf('services', 'es') });
    expect(res.statusCode).toBe(404);
  });
});

describe('the rules (pure)', () => {
  it('looks up /en/ paths only under en/', async () => {
    const rules = readUrlRules((await build()).config.buildDir) as UrlRules;
    expect(answerPath(rules, '/en/servicios', '')).toMatchObject({ kind: 'redirect', status: 302, location: '/en/' });
    expect(answerPath(rules, pathOf('services', 'en'), '')).toMatchObject({ kind: 'file', file: 'en/services.html' });
  });
});
