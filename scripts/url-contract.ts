/**
 * The URL contract as one table of checks (path → status, `Location`, key headers), drawn from the modules that own the
 * addresses (route map, redirect table, published-URL record), not from the generated rules: the browser tests run it
 * against the site's own server, `npm run rehearse` against Caddy with the production Caddyfile.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteFlags } from '../src/config/build-env';
import { editorPath } from '../src/config/editor';
import { activeRedirects, redirectTarget } from '../src/config/redirects';
import { blogBase, pathOf, routeEnabled, routeKeys } from '../src/config/routes';
import { locales, withLocalePrefix } from '../src/config/locales';

/** One check: a GET of `path` (with `Accept-Encoding: acceptEncoding` when set) and what its answer must carry. */
export interface ContractRow {
  path: string;
  status: number;
  /** The exact `Location`, when the answer is a redirect. */
  location?: string;
  /** Header (lower case) → exact value or pattern. */
  headers: Readonly<Record<string, string | RegExp>>;
  acceptEncoding?: string;
}

/** What every answer carries. */
const everyAnswer = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'content-security-policy': /frame-ancestors 'none'/ };
const page = (lang: string) => ({
  ...everyAnswer,
  'content-type': /^text\/html/,
  'content-language': lang,
  'cache-control': 'no-cache',
  // The page policy: scripts by hash only.
  'content-security-policy': /script-src 'self' 'sha256-[^']+'/,
});
const moved = { ...everyAnswer, 'cache-control': 'public, max-age=3600' };
const unknown = { ...everyAnswer, 'cache-control': 'no-store' };
const missing = { ...everyAnswer, 'cache-control': 'no-cache', 'content-type': /^text\/plain/ };

/**
 * The contract of a build made with `flags`: every page of the route map and the blog's indexes, every redirect, the
 * other forms of a page address, unknown paths, missing files, a hashed asset (precompressed) and the editor.
 * @throws when the build folder has no hashed script.
 */
export function urlContract(buildDir: string, flags: SiteFlags): ContractRow[] {
  const rows: ContractRow[] = [];
  for (const key of routeKeys.filter((k) => routeEnabled(k, flags))) {
    for (const l of locales) rows.push({ path: pathOf(key, l), status: 200, headers: page(l) });
  }
  for (const l of locales) rows.push({ path: withLocalePrefix(blogBase, l), status: 200, headers: page(l) });
  for (const r of activeRedirects(flags)) rows.push({ path: r.from, status: 301, location: redirectTarget(r), headers: moved });
  const services = pathOf('services', 'es');
  const first = activeRedirects(flags)[0];
  rows.push(
    { path: `${first.from}/?utm_source=flyer`, status: 301, location: `${redirectTarget(first)}?utm_source=flyer`, headers: moved },
    { path: `${services}/`, status: 301, location: services, headers: moved },
    { path: `${services}.html`, status: 301, location: services, headers: moved },
    { path: '/index.html', status: 301, location: pathOf('home', 'es'), headers: moved },
    { path: '/en/index.html', status: 301, location: pathOf('home', 'en'), headers: moved },
  );
  for (const [p, home] of [
    ['/no-such-page', 'es'],
    [`${services}/no-such-service`, 'es'],
    ['/no-such-page.html', 'es'],
    ['/404', 'es'],
    ['/en/no-such-page', 'en'],
    ['/en/404', 'en'],
    // A Spanish page name under /en/ never falls into the Spanish tree.
    [`/en${services}`, 'en'],
  ] as const) {
    rows.push({ path: p, status: 302, location: pathOf('home', home), headers: unknown });
  }
  for (const p of [
    '/assets/js/no-such-file.js',
    '/en/assets/js/no-such-file.js',
    '/img/no-such-image.png',
    '/_rules/url-rules.json',
    '/.env',
  ]) {
    rows.push({ path: p, status: 404, headers: missing });
  }
  const main = readdirSync(path.join(buildDir, 'assets/js')).find((f) => /^main\.[\w]+\.js$/.test(f));
  if (!main) throw new Error(`url contract: no assets/js/main.*.js in ${buildDir}`);
  const script = `assets/js/${main}`;
  const immutable = { ...everyAnswer, 'cache-control': 'public, max-age=31536000, immutable', 'content-type': /javascript/ };
  rows.push(
    {
      path: `/${script}`,
      status: 200,
      headers: { ...immutable, 'content-encoding': 'br', vary: /accept-encoding/i },
      acceptEncoding: 'br, gzip',
    },
    { path: `/${script}.br`, status: 404, headers: missing },
    { path: '/robots.txt', status: 200, headers: { ...everyAnswer, 'cache-control': 'no-cache' } },
    {
      path: editorPath.slice(0, -1),
      status: 200,
      headers: { 'x-robots-tag': 'noindex, nofollow', 'content-security-policy': /'wasm-unsafe-eval'/ },
    },
  );
  return rows;
}

/**
 * Runs the rows through `get` (no redirect followed), which answers the status and the lower-case headers; @returns one line
 * per row that failed, empty when all held.
 */
export async function checkUrlContract(
  rows: readonly ContractRow[],
  get: (path: string, headers: Record<string, string>) => Promise<{ status: number; headers: Readonly<Record<string, string>> }>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const row of rows) {
    const answer = await get(row.path, { 'accept-encoding': row.acceptEncoding ?? 'identity' });
    const wrong: string[] = [];
    if (answer.status !== row.status) wrong.push(`status ${answer.status}, not ${row.status}`);
    if (row.location !== undefined && answer.headers.location !== row.location) {
      wrong.push(`Location ${answer.headers.location ?? '(none)'}, not ${row.location}`);
    }
    for (const [name, want] of Object.entries(row.headers)) {
      const got = answer.headers[name];
      const ok = got !== undefined && (typeof want === 'string' ? got === want : want.test(got));
      if (!ok) wrong.push(`${name} ${got ?? '(none)'}, not ${String(want)}`);
    }
    if (wrong.length) problems.push(`${row.path}: ${wrong.join('; ')}`);
  }
  return problems;
}
