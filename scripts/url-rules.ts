/**
 * Writes a build's URL rules, once, from the modules that own them (docs/urls.md, "How the rules are served"):
 * `BUILD/_rules/url-rules.json`, which the site's server reads (`server/src/pages/url-rules.ts`), and
 * `BUILD/_rules/site.caddy`, the same rules for Caddy, which `deploy/Caddyfile` imports in production.
 *
 *   tsx scripts/url-rules.ts [BUILD_DIR]     (default: build; flags and editor backend from the environment)
 *
 * An option or a second folder: usage on stderr, exit 2, nothing written.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { flagsFromEnv, type SiteFlags } from '../src/config/build-env';
import { editorApiOrigin, editorBackendFromEnv, isEditorPath, type EditorBackend } from '../src/config/editor';
import { limits } from '../src/config/limits';
import { defaultLocale, localeBaseUrl, localePrefix, locales, type Locale, localeOfPath } from '../src/config/locales';
import { activeRedirects, redirectTarget } from '../src/config/redirects';
import { company, telUrl } from '../src/config/company';
import { pathOf, routes } from '../src/config/routes';
import { contactMessageText } from '../src/form-rules/messages';
import { UNAVAILABLE_RETRY_AFTER_S } from '../server/src/db/lock';
import { escapeHtml } from '../server/src/mail/message';
import { serverTranslate } from '../server/src/translate';
import { API_PREFIX } from '../server/src/plugins/app/errors';
import { commonHeaders } from '../server/src/plugins/app/security-headers';
import { filesUnder } from '../server/src/files';
import { editorPolicy, hashesOfBuild, pagePolicy } from '../server/src/security/csp';
import { HSTS_VALUE } from '../server/src/security/header-values';
import { runAsEntry } from './entry';
import { RULES_DIR, URL_RULES_FILE, type HeaderSet, type PathRule, type RedirectRule, type UrlRules } from '../server/src/pages/url-rules';

/** File name of the Caddy snippet beside the rules. */
export const CADDY_SNIPPET_FILE = 'site.caddy';

/** `Cache-Control` of HTML and unhashed files: cache, but revalidate each use. */
const REVALIDATE_CACHE = 'no-cache';

/** Pages Docusaurus builds that must not be reachable as pages of their own. */
const hiddenPages = new Set(locales.flatMap((l) => [`${localePrefix[l]}/404`, `${localePrefix[l]}/index`]));

/** Every file under `dir` (relative, `/` separators, sorted), leaving out the rules folder, dot-folders and compressed siblings. */
function buildFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((rel) => !rel.startsWith(`${RULES_DIR}/`) && !/\.(br|gz)$/i.test(rel))
    .filter((rel) => rel.split('/').every((s) => !s.startsWith('.') || s === '.well-known'));
}

/** The clean path of a built HTML file: `index.html` → `/`, `en/index.html` → `/en/`, `x.html` and `x/index.html` → `/x`. */
function pagePathOf(rel: string): string {
  const home = locales.find((l) => rel === `${localeBaseUrl(l).slice(1)}index.html`);
  if (home) return localeBaseUrl(home);
  return `/${rel.replace(/(\/index)?\.html$/, '')}`;
}

/** Folders of content-addressed files (each locale's `assets/`): safe to cache for a year. */
const immutableFolders = locales.map((l) => `${localeBaseUrl(l)}assets/`);

/** What the rules are made from: the build folder, the phone-repair flag, the editor's git host. */
export interface RulesInput {
  buildDir: string;
  flags: SiteFlags;
  editorBackend: EditorBackend;
}

/**
 * The URL rules of a build: the redirect table (flags applied) and the published-URL redirects first; each page at its clean
 * path with the pages' CSP, its `/x/`, `/x.html` and `/x/index.html` forms 301 to it; every other file as it is.
 * @throws when the build folder cannot be read.
 */
export function urlRulesOf({ buildDir, flags, editorBackend }: RulesInput): UrlRules {
  const headers: Record<string, HeaderSet> = {
    common: commonHeaders,
    https: { 'strict-transport-security': HSTS_VALUE },
    // Hashed assets: their name changes with their content.
    immutable: { 'cache-control': 'public, max-age=31536000, immutable' },
    revalidate: { 'cache-control': REVALIDATE_CACHE },
    'redirect-301': { 'cache-control': 'public, max-age=3600' },
    'redirect-302': { 'cache-control': 'no-store' },
    editor: {
      'cache-control': REVALIDATE_CACHE,
      'content-security-policy': editorPolicy(editorApiOrigin(editorBackend), editorBackend.name === 'github'),
      'x-robots-tag': 'noindex, nofollow',
      // Signing in with the git host opens its page in a pop-up that hands the token back to this window.
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    },
    ...Object.fromEntries(locales.map((l) => [`page-${l}`, { 'cache-control': REVALIDATE_CACHE, 'content-language': l }])),
  };
  const paths: Record<string, PathRule> = {};
  const redirectTo = (location: string): RedirectRule => ({ status: 301, location, headers: ['redirect-301'] });
  const setOnce = (p: string, rule: PathRule) => {
    if (!Object.hasOwn(paths, p)) paths[p] = rule;
  };

  // Redirects win over any file Docusaurus wrote at the same path (its client-redirect pages); the first entry wins.
  for (const r of activeRedirects(flags)) {
    const to = redirectTarget(r);
    setOnce(r.from, redirectTo(to));
    if (!locales.some((l) => `${r.from}/` === localeBaseUrl(l))) setOnce(`${r.from}/`, redirectTo(to));
    setOnce(`${r.from}.html`, redirectTo(to));
  }

  const files = buildFiles(buildDir);
  const pageFiles = new Set<string>();
  // `x.html` before `x/index.html`, as Docusaurus never writes both.
  const html = files
    .filter((f) => f.endsWith('.html'))
    .sort((a, b) => Number(a.endsWith('/index.html')) - Number(b.endsWith('/index.html')));
  for (const rel of html) {
    const p = pagePathOf(rel);
    if (hiddenPages.has(p) || Object.hasOwn(paths, p)) continue;
    if (isEditorPath(p)) {
      paths[p] = { status: 200, file: rel, headers: ['editor'] };
    } else {
      pageFiles.add(rel);
      paths[p] = { status: 200, file: rel, headers: [`page-${localeOfPath(p)}`, 'page-csp'] };
    }
    const home = locales.find((l) => p === localeBaseUrl(l));
    const forms = home ? [`${localeBaseUrl(home)}index.html`] : [`${p}/`, `${p}.html`, `${p}/index.html`];
    for (const form of forms) setOnce(form, redirectTo(p));
  }
  // One policy for every page: a client-side navigation keeps the first page's policy while the next page's head scripts
  // are inserted, so each page allows the inline content of all the pages served (not of client redirects or 404s).
  headers['page-csp'] = { 'content-security-policy': pagePolicy(hashesOfBuild(buildDir, (rel) => pageFiles.has(rel))) };
  for (const rel of files) {
    if (rel.endsWith('.html')) continue;
    const immutable = immutableFolders.some((f) => `/${rel}`.startsWith(f));
    setOnce(`/${rel}`, { status: 200, file: rel, headers: [immutable ? 'immutable' : 'revalidate'] });
  }

  const unknownRule = (l: Locale): RedirectRule => ({ status: 302, location: routes.home[l], headers: ['redirect-302'] });
  return {
    version: 1,
    headers,
    paths,
    fallback: {
      // Top folders of a locale's part of the build that hold files, never pages.
      fileFolders: locales.flatMap((l) => ['assets', 'img', 'admin'].map((f) => `${localeBaseUrl(l)}${f}/`)),
      missing: { status: 404, headers: ['revalidate'] },
      // The default locale (no prefix) last: it takes every path the others do not.
      unknown: [
        ...locales
          .filter((l) => l !== defaultLocale)
          .map((l) => ({ prefix: localeBaseUrl(l), exact: localePrefix[l], rule: unknownRule(l) })),
        { prefix: '/', rule: unknownRule(defaultLocale) },
      ],
    },
    draftPages: locales.map((l) => pathOf('contact', l)),
    apiPrefix: API_PREFIX,
    apiBodyMaxBytes: limits.serverBodyMaxBytes,
  };
}

/** File name, in the rules folder, of the page a form post without JavaScript gets while the server is down. */
export function unavailableFile(locale: Locale): string {
  return `unavailable-${locale}.html`;
}

/**
 * The page a form post without JavaScript gets while the server is down (answered 503 by the web server): the form's
 * failure message in the visitor's language and the phone, e-mail and WhatsApp, styled by the build's stylesheet.
 */
function unavailablePage(locale: Locale, rules: UrlRules): string {
  const message = contactMessageText('failure', serverTranslate(locale));
  const stylesheet = Object.keys(rules.paths).find((p) => /^\/assets\/css\/styles\.[\w.-]+\.css$/.test(p));
  const link = (href: string, text: string) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`;
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(company.name)}</title>`,
    ...(stylesheet ? [`<link rel="stylesheet" href="${stylesheet}">`] : []),
    '</head>',
    '<body>',
    '<main class="container margin-vert--xl">',
    `<h1>${escapeHtml(message)}</h1>`,
    '<ul>',
    link(telUrl, company.phoneDisplay),
    link(`mailto:${company.email}`, company.email),
    link(company.whatsappUrl, 'WhatsApp'),
    '</ul>',
    `<p><a href="${routes.home[locale]}">${escapeHtml(company.name)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A `file_server` of precompressed files (answering `status` when given), tab-indented by `indent`. */
function fileServer(indent: string, status?: number): string[] {
  return [`${indent}file_server {`, `${indent}\t${status ? `status ${status}` : 'precompressed br gzip'}`, `${indent}}`];
}

/** A Caddyfile token: backquoted unless it is a plain word. */
function token(value: string): string {
  if (/^[\w/.:%@+~,=-]+$/.test(value)) return value;
  if (value.includes('`')) throw new Error(`url rules: cannot quote ${value} for Caddy`);
  return `\`${value}\``;
}

/** `header` lines of a set of header sets, tab-indented by `indent`. */
function headerLines(rules: UrlRules, names: readonly string[], indent: string): string[] {
  const merged: Record<string, string> = Object.assign({}, ...names.map((n) => rules.headers[n]));
  return Object.entries(merged).map(([k, v]) => `${indent}header ${token(k)} ${token(v)}`);
}

/**
 * The same rules as a Caddyfile snippet, for inside a site block that sets `root` to the build folder (`deploy/Caddyfile`):
 * the API and the draft pages proxied to `(server)`, which the site block defines; maps from the exact paths to redirects and
 * pages, then files as they are, then the fallback; and the answers while the server is down.
 */
function caddySnippet(rules: UrlRules): string {
  const entries = Object.entries(rules.paths);
  const redirects = entries.filter((e): e is [string, RedirectRule] => e[1].status !== 200);
  const pages = entries.filter(([, r]) => r.status === 200 && r.file.endsWith('.html')) as Array<[string, PathRule & { status: 200 }]>;
  const statuses = [...new Set(redirects.map(([, r]) => r.status))].sort();
  const pageKinds = [...new Set(pages.map(([, r]) => r.headers.join(' ')))].sort();

  const out: string[] = [
    '# Generated by the build (scripts/url-rules.ts) from url-rules.json beside it: do not edit.',
    '# For inside a site block whose `root` is the build folder; docs/server.md, "Production".',
    '',
    'map {path} {bretema_location} {bretema_status} {',
    ...redirects.map(([p, r]) => `\t${token(p)} ${token(r.location)} ${r.status}`),
    '\tdefault none 0',
    '}',
    'map {path} {bretema_file} {bretema_kind} {',
    ...pages.map(([p, r]) => `\t${token(p)} ${token(r.file)} k${pageKinds.indexOf(r.headers.join(' '))}`),
    '\tdefault none none',
    '}',
    '',
    "# The forms' API, and the contact page filled in from a refused post without JavaScript: the server's",
    '# (the site block defines `(server)`).',
    `@api path ${rules.apiPrefix} ${rules.apiPrefix}/*`,
    'handle @api {',
    '\t# A larger body never reaches the server: the client reads the 413 below, not a reset.',
    '\trequest_body {',
    `\t\tmax_size ${rules.apiBodyMaxBytes}`,
    '\t}',
    '\timport server',
    '}',
    '@draft {',
    `\tpath ${rules.draftPages.map(token).join(' ')}`,
    '\tquery draft=*',
    '}',
    'handle @draft {',
    '\timport server',
    '}',
    '',
    'handle {',
    ...headerLines(rules, ['common', 'https'], '\t'),
  ];
  for (const status of statuses) {
    out.push(
      `\t@redirect${status} vars {bretema_status} ${status}`,
      `\thandle @redirect${status} {`,
      ...headerLines(rules, [`redirect-${status}`], '\t\t'),
      '\t\t@query not vars {query} ""',
      `\t\tredir @query {bretema_location}?{query} ${status}`,
      `\t\tredir * {bretema_location} ${status}`,
      '\t}',
    );
  }
  pageKinds.forEach((kind, i) => {
    out.push(
      `\t@page${i} vars {bretema_kind} k${i}`,
      `\thandle @page${i} {`,
      ...headerLines(rules, kind.split(' '), '\t\t'),
      '\t\trewrite * /{bretema_file}',
      ...fileServer('\t\t'),
      '\t}',
    );
  });
  // Files: only those the rules list (no page sources, no compressed siblings, nothing of the rules folder).
  const files = entries.filter(([, r]) => r.status === 200 && !r.file.endsWith('.html')) as Array<[string, PathRule & { status: 200 }]>;
  const byHeaders = new Map<string, string[]>();
  for (const [p, r] of files) byHeaders.set(r.headers.join(' '), [...(byHeaders.get(r.headers.join(' ')) ?? []), p]);
  [...byHeaders.entries()].forEach(([names, list], i) => {
    // Hashed assets by folder, as files on disk: a release carries forward those of the releases before it.
    const matcher =
      names === 'immutable'
        ? [`\t@files${i} {`, `\t\tpath ${immutableFolders.map((f) => `${f}*`).join(' ')}`, '\t\tnot path *.br *.gz', '\t\tfile', '\t}']
        : [`\t@files${i} path ${list.map(token).join(' ')}`];
    out.push(...matcher, `\thandle @files${i} {`, ...headerLines(rules, names.split(' '), '\t\t'), ...fileServer('\t\t'), '\t}');
  });
  const { fallback } = rules;
  out.push(
    `\t@missingFolder path ${fallback.fileFolders.map((f) => `${f}*`).join(' ')}`,
    '\t@missingExtension {',
    '\t\tpath_regexp /[^/]*\\.[^/]*$',
    '\t\tnot path *.html',
    '\t}',
    ...['@missingFolder', '@missingExtension'].flatMap((m) => [
      `\thandle ${m} {`,
      ...headerLines(rules, fallback.missing.headers, '\t\t'),
      '\t\theader Content-Type "text/plain; charset=utf-8"',
      `\t\trespond "Not Found" ${fallback.missing.status}`,
      '\t}',
    ]),
  );
  fallback.unknown.forEach((u, i) => {
    const match = u.prefix === '/' ? '*' : `@unknown${i}`;
    if (match !== '*') out.push(`\t@unknown${i} path ${[u.exact, `${u.prefix}*`].filter(Boolean).join(' ')}`);
    out.push(
      `\thandle ${match} {`,
      ...headerLines(rules, u.rule.headers, '\t\t'),
      `\t\tredir * ${token(u.rule.location)} ${u.rule.status}`,
      '\t}',
    );
  });
  out.push('}', '');
  // The server down or restarting past the proxy's wait: JSON for the form's script (it then offers e-mail), a page for a
  // post without JavaScript, in the language of the page it came from.
  out.push(
    'handle_errors {',
    // Caddy 2.6 reports a body over `max_size` met while proxying as a 502 whose message says so.
    '\t@tooLarge expression `{err.status_code} == 413 || {err.message}.contains("request body too large")`',
    '\thandle @tooLarge {',
    ...headerLines(rules, ['common', 'https'], '\t\t'),
    '\t\theader Content-Type "application/json; charset=utf-8"',
    `\t\trespond \`${JSON.stringify({ ok: false, error: 'payload_too_large' })}\` 413`,
    '\t}',
    '\t@down expression `{err.status_code} in [502, 503, 504]`',
    '\thandle @down {',
    ...headerLines(rules, ['common', 'https'], '\t\t'),
    `\t\theader Retry-After ${UNAVAILABLE_RETRY_AFTER_S}`,
    '\t\theader Cache-Control no-store',
    '\t\t@json {',
    '\t\t\tnot header Accept *text/html*',
    '\t\t}',
    '\t\t@jsonToo header Accept *application/json*',
    ...['@json', '@jsonToo'].flatMap((m) => [
      `\t\thandle ${m} {`,
      '\t\t\theader Content-Type "application/json; charset=utf-8"',
      `\t\t\trespond \`${JSON.stringify({ ok: false, error: 'unavailable' })}\` 503`,
      '\t\t}',
    ]),
    ...locales
      .filter((l) => l !== defaultLocale)
      .flatMap((l) => [
        `\t\t@from_${l} header_regexp Referer ^https?://[^/]+${localePrefix[l]}(/|$)`,
        `\t\thandle @from_${l} {`,
        `\t\t\trewrite * /${RULES_DIR}/${unavailableFile(l)}`,
        ...fileServer('\t\t\t', 503),
        '\t\t}',
      ]),
    '\t\thandle {',
    `\t\t\trewrite * /${RULES_DIR}/${unavailableFile(defaultLocale)}`,
    ...fileServer('\t\t\t', 503),
    '\t\t}',
    '\t}',
    '}',
    '',
  );
  return out.join('\n');
}

/** Writes the rules and the Caddy snippet into `BUILD/_rules/` (each file replaced whole). @returns the rules. */
export function writeUrlRules(input: RulesInput): UrlRules {
  const rules = urlRulesOf(input);
  const dir = path.join(input.buildDir, RULES_DIR);
  mkdirSync(dir, { recursive: true });
  const write = (name: string, text: string) => {
    const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
    writeFileSync(tmp, text);
    renameSync(tmp, path.join(dir, name));
  };
  write(URL_RULES_FILE, `${JSON.stringify(rules, null, 1)}\n`);
  for (const l of locales) write(unavailableFile(l), unavailablePage(l, rules));
  write(CADDY_SNIPPET_FILE, caddySnippet(rules));
  return rules;
}

/** The rules of a build made with this environment's flags and editor backend. */
export function writeUrlRulesFromEnv(buildDir: string, env: NodeJS.ProcessEnv = process.env): UrlRules {
  return writeUrlRules({ buildDir, flags: flagsFromEnv(env), editorBackend: editorBackendFromEnv(env) });
}

runAsEntry(import.meta.url, 'url-rules', () => {
  let dir: string;
  try {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} });
    if (positionals.length > 1) throw new Error('one build folder at most');
    dir = positionals[0] ?? 'build';
  } catch (err) {
    process.stderr.write(`url-rules: ${(err as Error).message}\nusage: tsx scripts/url-rules.ts [BUILD_DIR]\n`);
    process.exit(2);
  }
  const rules = writeUrlRulesFromEnv(path.resolve(dir));
  process.stdout.write(`url-rules: ${Object.keys(rules.paths).length} paths written to ${path.join(dir, RULES_DIR)}/\n`);
});
