/**
 * What answers a GET for a site path (docs/urls.md), in order: the redirect table (301); the homes; `/x/`, `/x.html` → 301 to
 * the clean page; files with an extension; `x.html`, then `x/index.html`; a missing file (an extension, or under `/assets/`,
 * `/img/`, `/admin/`) → 404; anything else → 302 to the home of the path's locale.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import {
  localeBaseUrl,
  localeOfPath,
  localePrefix,
  locales,
  type Locale,
  routes,
  redirectLookup,
  redirectTarget,
  type RedirectLookup,
  type SiteFlags,
} from '../shared';

/** How a path is answered. `file` is relative to the build folder, with `/` separators. */
export type PathResolution =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'missing' }
  | { kind: 'file'; file: string; locale: Locale; html: boolean; immutable: boolean };

/** A locale's folder in the build (`''`, `en/`), under its `baseUrl`. */
export function buildFolderOf(locale: Locale): string {
  return localeBaseUrl(locale).slice(1);
}

/** Pages Docusaurus builds that must not be reachable as pages of their own. */
const hiddenPages = new Set(locales.flatMap((l) => [`${localePrefix[l]}/404`, `${localePrefix[l]}/index`]));

/** The locale whose home is `p` (`/`, `/en/`), if any. */
function homeLocale(p: string): Locale | undefined {
  return locales.find((l) => p === localeBaseUrl(l));
}

/** Precompressed siblings: served through content negotiation only. */
const compressedSuffix = /\.(br|gz)$/i;

/** Hashed, content-addressed files: safe to cache forever. */
export function isImmutableAsset(file: string): boolean {
  return locales.some((l) => file.startsWith(`${buildFolderOf(l)}assets/`));
}

/** Top folders of the build that hold files, never pages (under a locale's prefix too). */
export const fileFolders: readonly string[] = ['assets', 'img', 'admin'];

/**
 * Whether a decoded path names a file rather than a page: its last segment has
 * an extension other than `.html` (the old form of a page address), or it lies
 * under one of {@link fileFolders} (`/assets/…`, `/en/assets/…`). Such a path,
 * when missing, is a 404, not a page redirect.
 */
export function namesFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.') && !last.endsWith('.html')) return true;
  const prefix = localePrefix[localeOfPath(pathname)];
  const rest = pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return fileFolders.some((f) => rest.startsWith(`/${f}/`));
}

/** A path with nothing to serve: 404 when it names a file, else 302 to the home of its locale. */
function unknown(pathname: string): PathResolution {
  if (namesFile(pathname)) return { kind: 'missing' };
  return { kind: 'redirect', status: 302, location: routes.home[localeOfPath(pathname)] };
}

function file(rel: string, pathname: string): PathResolution {
  const html = rel.endsWith('.html');
  return { kind: 'file', file: rel, locale: localeOfPath(pathname), html, immutable: !html && isImmutableAsset(rel) };
}

/** The page file for a clean, slash-free path, if the build has it. */
function pageFile(p: string, exists: (rel: string) => boolean): string | undefined {
  const home = homeLocale(p) ?? locales.find((l) => localePrefix[l] !== '' && p === localePrefix[l]);
  if (home) return `${buildFolderOf(home)}index.html`;
  if (hiddenPages.has(p)) return undefined;
  const bare = p.slice(1);
  if (exists(`${bare}.html`)) return `${bare}.html`;
  if (exists(`${bare}/index.html`)) return `${bare}/index.html`;
  return undefined;
}

/** Answers a request path: `rawPath` as received (percent-encoded, no query), `query` without `?` (kept on redirects), or `''`. */
export type PathResolver = (rawPath: string, query: string) => PathResolution;

/** Whether a file (relative path) exists in the build folder `buildDir`. */
export function buildFileExists(buildDir: string): (rel: string) => boolean {
  return (rel) => {
    try {
      return statSync(path.join(buildDir, rel)).isFile();
    } catch {
      return false;
    }
  };
}

/** The resolver of a build, its redirect table built once for `flags`; `exists` says whether a build file (relative path) exists. */
export function createPathResolver(flags: SiteFlags, exists: (rel: string) => boolean): PathResolver {
  const findRedirect = redirectLookup(flags);
  return (rawPath, query) => resolvePath(rawPath, query, findRedirect, exists);
}

function resolvePath(rawPath: string, query: string, findRedirect: RedirectLookup, exists: (rel: string) => boolean): PathResolution {
  let p: string;
  try {
    p = decodeURIComponent(rawPath);
  } catch {
    return unknown(rawPath);
  }
  // Never let a path climb out of the build or reach hidden files.
  if (
    !p.startsWith('/') ||
    /[\u0000\\]/.test(p) ||
    p.split('/').some((s) => s === '..' || s === '.' || (s.startsWith('.') && s !== '.well-known'))
  ) {
    return unknown(p);
  }
  if (p.includes('//')) return unknown(p);
  const withQuery = (location: string) => (query ? `${location}?${query}` : location);

  const redirect = findRedirect(p);
  if (redirect) return { kind: 'redirect', status: 301, location: withQuery(redirectTarget(redirect)) };

  const home = homeLocale(p);
  if (home) return file(`${buildFolderOf(home)}index.html`, p);

  // Canonical forms: no trailing slash, no `.html`.
  if (p.endsWith('/')) {
    const clean = p.replace(/\/+$/, '');
    return pageFile(clean, exists) ? { kind: 'redirect', status: 301, location: withQuery(clean) } : unknown(p);
  }
  if (p.endsWith('.html')) {
    let clean = p.slice(0, -'.html'.length);
    const indexOf = locales.find((l) => clean === `${localePrefix[l]}/index`);
    if (indexOf) clean = localeBaseUrl(indexOf);
    else if (clean.endsWith('/index')) clean = clean.slice(0, -'/index'.length);
    if (findRedirect(clean)) return { kind: 'redirect', status: 301, location: withQuery(clean) };
    return pageFile(clean, exists) ? { kind: 'redirect', status: 301, location: withQuery(clean) } : unknown(p);
  }

  const last = p.slice(p.lastIndexOf('/') + 1);
  if (last.includes('.')) {
    const rel = p.slice(1);
    return !compressedSuffix.test(rel) && exists(rel) ? file(rel, p) : unknown(p);
  }

  const page = pageFile(p, exists);
  return page ? file(page, p) : unknown(p);
}
