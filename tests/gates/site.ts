/**
 * What the quality gates (docs/performance.md) run over: the pages of the test build
 * (`test-build/site`, made by `npm run build:test`).
 *
 * The page list is read, never written by hand, so pages that land later join
 * the gates by themselves:
 * - every route of the route map that this build serves
 *   (`enabledPages(defaultFlags)` × both locales) — each must have its HTML
 *   file in the build, or the gates fail;
 * - every other real HTML page found in the build folder (the blog index,
 *   posts, tag and archive pages, anything added later), except client
 *   redirect stubs and the `404.html` pages (which send the browser home:
 *   the file-based gates still read them, the browser gates do not load them).
 *
 * The pages are read as a visitor without JavaScript gets them with
 * `builtDocument` (JSDOM's `DOMParser`, cached per file); `textOf`, `elementsWithText`,
 * `nameOf`, `hiddenByMarkup` and `jsonLdBlocks` read what they show.
 *
 * The file ↔ URL mapping mirrors what Docusaurus writes with
 * `trailingSlash: false` (`/contacto` → `contacto.html`, `/` →
 * `index.html`, `/en/` → `en/index.html`) and what the server and
 * `docusaurus serve` answer for it.
 */
import { RULES_DIR } from '../../server/src/pages/url-rules';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { isEditorPath } from '../../src/config/editor';
import { locales, type Locale, localeOfPath } from '../../src/config/locales';
import { pathOf, type RouteKey } from '../../src/config/routes';
import { defaultFlags } from '../../src/config/build-env';
import { enabledPages } from '../../src/plugins/site-pages';

/** Folder of the test build, relative to the project root (`GATES_BUILD_DIR` overrides it). */
export const buildDir = path.resolve(process.env.GATES_BUILD_DIR ?? 'test-build/site');

/** One page the gates check. */
export interface GatePage {
  /** Short name for test titles and reports, e.g. `home (es)` or `/blog/first-post`. */
  name: string;
  /** Root-relative URL path as linked on the site (`/`, `/en/`, `/servicios`). */
  path: string;
  /** Absolute path of the page's HTML file in the build. */
  file: string;
  locale: Locale;
  /** Route key for pages of the route map; `undefined` for pages found only in the build (blog …). */
  route?: RouteKey;
  /**
   * Another page of the same generated listing (a blog tag, pagination or
   * author page other than the first of its kind): made by the same template
   * from the same post data, so the browser gates load only the first one;
   * the file-based gates read them all.
   */
  variant?: boolean;
}

/** Listing pages that differ only by their key: `/blog/tags/<tag>`, `/blog/page/<n>`, `/blog/authors/<id>` (per locale). */
const VARIANT_GROUP = /^((?:\/en)?\/blog\/(?:tags|page|authors))\/./;

/** Whether an HTML text is a client-redirect stub (plugin-client-redirects, localized redirects). */
export function isRedirectStub(html: string): boolean {
  return /<meta\s+http-equiv=["']?refresh/i.test(html.slice(0, 2048));
}

/** Target URL of a redirect stub's `meta refresh`, or `undefined` when the text is no stub. */
export function redirectStubTarget(html: string): string | undefined {
  const m = /<meta\s+http-equiv=["']?refresh["']?\s+content=["']?\d+;\s*url=([^"'>\s]+)/i.exec(html.slice(0, 2048));
  return m?.[1];
}

/** Whether a build file is one of the not-found pages (`404.html`, `en/404.html`). */
export function isNotFoundPage(relativeFile: string): boolean {
  return /(^|\/)404\.html$/.test(relativeFile);
}

/** Every `.html` file under `dir` but the staff editor's, as paths relative to it with `/` separators, sorted. */
export function htmlFiles(dir: string = buildDir): string[] {
  assertBuild(dir);
  return (
    (readdirSync(dir, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join('/'))
      // The URL rules' folder is the web server's (its failure pages are checked by the rehearsal), not the site's.
      .filter((f) => f.endsWith('.html') && !isEditorPath(`/${f}`) && !f.startsWith(`${RULES_DIR}/`))
      .sort()
  );
}

/** Fails with a clear message when the build is missing. */
export function assertBuild(dir: string = buildDir): void {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${path.relative(process.cwd(), dir) || dir}: run \`npm run build:test\` first.`);
  }
}

/** The URL path a build file answers (`a/b.html` and `a/b/index.html` → `/a/b`; `en/index.html` → `/en/`). */
export function pathOfFile(relativeFile: string): string {
  if (relativeFile === 'index.html') return '/';
  if (relativeFile === 'en/index.html') return '/en/';
  const bare = relativeFile.replace(/(\/index)?\.html$/, '');
  return `/${bare}`;
}

/**
 * The build file that answers a root-relative URL path, or `undefined`.
 * Tries the exact file (assets), then `PATH.html`, then `PATH/index.html`,
 * like the servers do for `trailingSlash: false`.
 */
export function fileOfPath(urlPath: string, dir: string = buildDir): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return undefined;
  const bare = decoded.replace(/\/+$/, '');
  const candidates = [decoded, `${bare}.html`, `${bare}/index.html`];
  for (const c of candidates) {
    const full = path.join(dir, c);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}

const documents = new Map<string, Document>();

/** One JSDOM window whose `DOMParser` parses every page: a window per page would cost more than the parse itself. */
let parser: DOMParser | undefined;

/**
 * An HTML text parsed as a browser without JavaScript reads it (JSDOM's
 * `DOMParser`: no script runs, nothing is fetched).
 */
export function parseHtml(html: string): Document {
  parser ??= new new JSDOM('').window.DOMParser();
  return parser.parseFromString(html, 'text/html');
}

/**
 * The parsed HTML file at an absolute path ({@link parseHtml}), read once
 * per file and process and shared by every gate of the worker; callers only
 * read it.
 */
export function parsedFile(file: string): Document {
  let doc = documents.get(file);
  if (!doc) {
    doc = parseHtml(readFileSync(file, 'utf8'));
    documents.set(file, doc);
  }
  return doc;
}

/**
 * The parsed page ({@link parsedFile}: no script run, what a visitor gets
 * without JavaScript) that answers a root-relative URL path in a build.
 *
 * @param dir the build folder (default {@link buildDir}).
 * @throws when no file answers `urlPath`, or when its file is a client
 *   redirect stub rather than a page.
 */
export function builtDocument(urlPath: string, dir: string = buildDir): Document {
  const file = fileOfPath(urlPath, dir);
  if (!file) throw new Error(`${urlPath} has no file in ${path.relative(process.cwd(), dir) || dir}`);
  const doc = parsedFile(file);
  const refresh = [...doc.querySelectorAll('meta[http-equiv]')].find((m) => m.getAttribute('http-equiv')?.toLowerCase() === 'refresh');
  if (refresh) {
    const target = /url=(\S+)/i.exec(refresh.getAttribute('content') ?? '')?.[1];
    throw new Error(`${urlPath} is a redirect to ${target ?? '?'} in the build, not a page`);
  }
  return doc;
}

/** A text with every run of white space (no-break spaces too) made one space, trimmed: how `textOf` reads a page, for the expected side. */
export function normalText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An element's text as Playwright's text matchers read it: `textContent`, {@link normalText}. */
export function textOf(el: Element | null | undefined): string {
  return normalText(el?.textContent ?? '');
}

/** {@link textOf} of every element matching `selector` under `root`, in document order. */
export function textsOf(root: ParentNode | null | undefined, selector: string): string[] {
  return [...(root?.querySelectorAll(selector) ?? [])].map((el) => textOf(el));
}

/**
 * The elements under `root` that show `text` (compared after {@link normalText}),
 * as Playwright's `getByText` finds them: those whose text contains it (or,
 * with `exact`, equals it), leaving out those the markup hides ({@link hiddenByMarkup}).
 */
export function elementsWithText(root: ParentNode | null | undefined, text: string, { exact = false } = {}): Element[] {
  const wanted = normalText(text);
  return [...(root?.querySelectorAll('*') ?? [])].filter((el) => {
    const shown = textOf(el);
    return (exact ? shown === wanted : shown.includes(wanted)) && !hiddenByMarkup(el);
  });
}

/** The name a link or button is announced by: its `aria-label`, else its text ({@link textOf}). */
export function nameOf(el: Element): string {
  return el.getAttribute('aria-label')?.trim() || textOf(el);
}

/**
 * Whether the markup alone hides an element, whatever the styles: it sits in
 * a `[hidden]` element or a `<template>`, or in a closed `<details>` outside
 * its `<summary>`.
 */
export function hiddenByMarkup(el: Element): boolean {
  if (el.closest('[hidden], template')) return true;
  for (let details = el.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    const summary = details.querySelector(':scope > summary');
    if (!details.hasAttribute('open') && !summary?.contains(el)) return true;
  }
  return false;
}

/** The parsed JSON-LD blocks of a document, in document order (a block's `@graph` is not unfolded). */
export function jsonLdBlocks(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
  );
}

function readHead(file: string): string {
  return readFileSync(file, 'utf8').slice(0, 2048);
}

/**
 * The pages the gates check (see the module comment), route-map pages first
 * in table order and locale order, then the pages found only in the build.
 *
 * @throws when the build is missing or a route of the map has no page in it.
 */
export function gatePages(dir: string = buildDir): GatePage[] {
  assertBuild(dir);
  const pages: GatePage[] = [];
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const { route } of enabledPages(defaultFlags)) {
    for (const locale of locales) {
      const urlPath = pathOf(route, locale);
      const file = fileOfPath(urlPath, dir);
      if (!file || isRedirectStub(readHead(file))) {
        missing.push(`${route} (${locale}) ${urlPath}`);
        continue;
      }
      seen.add(file);
      pages.push({ name: `${route} (${locale})`, path: urlPath, file, locale, route });
    }
  }
  if (missing.length) {
    throw new Error(`Routes registered for this build but missing from ${dir}: ${missing.join(', ')}`);
  }
  const groups = new Set<string>();
  for (const rel of htmlFiles(dir)) {
    const file = path.join(dir, rel);
    if (seen.has(file) || isNotFoundPage(rel) || isRedirectStub(readHead(file))) continue;
    const urlPath = pathOfFile(rel);
    const group = VARIANT_GROUP.exec(urlPath)?.[1];
    const variant = group !== undefined && groups.has(group);
    if (group) groups.add(group);
    pages.push({ name: urlPath, path: urlPath, file, locale: localeOfPath(urlPath), variant });
  }
  return pages;
}
