/**
 * Gate 3 of docs/performance.md (links), as a check over the build's own files instead of
 * a crawler: every internal link, fragment and asset of every built HTML page
 * (and every `url()` of the built CSS, every `<loc>` of the sitemap) must
 * resolve to a file of the build, fragments to an element id of the target
 * page; redirect stubs must point at a page that exists. External URLs are
 * limited to the three the site uses, each well formed:
 * `tel:+<digits>`, `mailto:<address>[?subject=…&body=…]` and
 * `https://wa.me/<digits>[?text=…]`, plus https links to the few
 * {@link referenceHosts} (e.g. the data-protection authority) and the one
 * OpenStreetMap link of the company module (`mapUrl`, exactly).
 *
 * Absolute URLs on the build's own origin (canonical, hreflang, Open Graph,
 * JSON-LD, cross-locale redirects — all made from `SITE_URL`) are checked
 * like root-relative ones, so they must resolve too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mapUrl } from '../../src/config/company';
import { contactEndpoint } from '../../src/form-rules/contact';
import { buildDir, fileOfPath, htmlFiles, isRedirectStub, parsedFile, pathOfFile, redirectStubTarget } from './site';

/** One broken or malformed reference. */
export interface LinkProblem {
  /** Build file holding the reference, relative to the build folder. */
  source: string;
  /** Where in the file: `a[href]`, `link[rel=canonical]`, `css url()` … */
  where: string;
  /** The reference as written. */
  url: string;
  /** Why it fails. */
  reason: string;
}

const TEL = /^tel:\+[1-9]\d{6,14}$/;
/** A practical address check (one @, a dotted domain, no spaces), as browsers' `type=email` plus a TLD. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const MAILTO_PARAMS = new Set(['subject', 'body', 'cc', 'bcc']);

/**
 * Hosts a page may link to (plain https links a visitor follows, never
 * loaded by the page): the Spanish data-protection authority, where the
 * privacy policy tells visitors they can complain.
 */
export const referenceHosts: ReadonlySet<string> = new Set(['www.aepd.es']);

/**
 * Checks an external URL against the schemes the site may use.
 * @returns `undefined` when the URL is allowed and well formed, else the reason.
 */
export function externalUrlProblem(url: string): string | undefined {
  if (url.startsWith('tel:')) return TEL.test(url) ? undefined : 'tel: must be + and 7–15 digits, no spaces';
  if (url.startsWith('mailto:')) {
    const [address, query] = url.slice('mailto:'.length).split(/\?(.*)/s, 2);
    let decoded: string;
    try {
      decoded = decodeURIComponent(address);
    } catch {
      return 'mailto: address is not valid percent-encoding';
    }
    if (!EMAIL.test(decoded)) return `mailto: address "${decoded}" is not a valid e-mail address`;
    if (query !== undefined) {
      for (const [key] of new URLSearchParams(query)) {
        if (!MAILTO_PARAMS.has(key.toLowerCase())) return `mailto: unknown header "${key}"`;
      }
      if (/[\s<>"]/.test(query)) return 'mailto: query must be percent-encoded';
    }
    return undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a valid URL';
  }
  if (parsed.protocol === 'https:' && referenceHosts.has(parsed.host)) return undefined;
  // The workshop's map: a plain link, never embedded; only the exact URL the company module builds.
  if (url === mapUrl) return undefined;
  if (parsed.protocol !== 'https:' || parsed.host !== 'wa.me') {
    return 'external link not allowed (only tel:, mailto:, https://wa.me/ and the reference hosts may leave the site)';
  }
  if (!/^\/[1-9]\d{6,14}$/.test(parsed.pathname)) return 'WhatsApp link must be https://wa.me/<international number, digits only>';
  const keys = [...parsed.searchParams.keys()];
  if (keys.some((k) => k !== 'text') || parsed.hash) return 'WhatsApp link may only carry ?text=';
  if (/[\s<>"]/.test(url)) return 'WhatsApp text must be percent-encoded';
  return undefined;
}

/** URLs of a `srcset` attribute. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+|,(?=\S)(?![^(]*\))/)
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/** Element ids (and `a[name]`s) of each page file, read once. */
class Pages {
  private ids = new Map<string, Set<string>>();

  constructor(readonly dir: string) {}

  /** The parsed file, shared with the other gates of the worker (`parsedFile`). */
  document(file: string): Document {
    return parsedFile(file);
  }

  idsOf(file: string): Set<string> {
    let ids = this.ids.get(file);
    if (!ids) {
      const doc = this.document(file);
      ids = new Set([
        ...[...doc.querySelectorAll('[id]')].map((e) => e.id),
        ...[...doc.querySelectorAll('a[name]')].map((e) => e.getAttribute('name') ?? ''),
      ]);
      this.ids.set(file, ids);
    }
    return ids;
  }

  relative(file: string): string {
    return path.relative(this.dir, file).split(path.sep).join('/');
  }
}

/**
 * Checks one reference found in `sourceFile` (HTML or CSS of the build).
 * @param origin the build's `SITE_URL`: absolute URLs on it are internal.
 */
function checkReference(pages: Pages, origin: string, sourceFile: string, where: string, raw: string, problems: LinkProblem[]) {
  const source = pages.relative(sourceFile);
  const url = raw.trim();
  const fail = (reason: string) => problems.push({ source, where, url: raw, reason });
  if (url === '') return fail('empty URL');
  if (url.startsWith('data:')) return undefined;
  if (/^(tel|mailto):/i.test(url)) {
    const problem = externalUrlProblem(url);
    return problem ? fail(problem) : undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url)) return fail('scheme not allowed');
  const base = new URL(pathOfFile(source).replace(/^\/?/, '/'), origin);
  // CSS url() resolves against the stylesheet, HTML against the page URL.
  const resolved = new URL(url, sourceFile.endsWith('.css') ? new URL(`/${source}`, origin) : base);
  if (url.startsWith('//') || (/^https?:/i.test(url) && resolved.origin !== origin)) {
    const problem = externalUrlProblem(url);
    return problem ? fail(problem) : undefined;
  }
  if (url === '#') return fail('empty fragment: a link must lead somewhere');
  const target = fileOfPath(resolved.pathname, pages.dir);
  if (!target) return fail(`no file in the build answers ${resolved.pathname}`);
  if (resolved.hash && resolved.hash.length > 1 && target.endsWith('.html')) {
    const id = decodeURIComponent(resolved.hash.slice(1));
    let page = target;
    const stubTarget = redirectStubTarget(readFileSync(target, 'utf8'));
    if (stubTarget) page = fileOfPath(new URL(stubTarget, resolved).pathname, pages.dir) ?? target;
    if (!pages.idsOf(page).has(id)) return fail(`no element with id "${id}" on ${pathOfFile(pages.relative(page))}`);
  }
  return undefined;
}

/** Attributes holding URLs, per selector. JSON-LD, sitemap and CSS are read separately. */
const URL_ATTRIBUTES: readonly [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['iframe[src]', 'src'],
  ['source[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['form[action]', 'action'],
  ['use[href]', 'href'],
  ['image[href]', 'href'],
  ['meta[property="og:image"]', 'content'],
  ['meta[property="og:url"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
];

/** Every string value under a URL-like key of a JSON-LD object (`url`, `logo`, `image`, `@id`, `sameAs` …). */
function jsonLdUrls(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    return /^(url|logo|image|@id|sameAs|item|contentUrl|thumbnailUrl|mainEntityOfPage)$/.test(key) ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v) => jsonLdUrls(v, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === '@context' ? [] : jsonLdUrls(v, k)));
  }
  return [];
}

/**
 * Checks every built HTML page, the CSS files and the sitemap.
 * @param origin the `SITE_URL` the build was made with.
 * @returns the problems found, empty when the gate passes, and how many references were checked.
 */
export function checkBuildLinks(origin: string, dir: string = buildDir): { problems: LinkProblem[]; checked: number } {
  const pages = new Pages(dir);
  const problems: LinkProblem[] = [];
  let checked = 0;
  const check = (file: string, where: string, url: string) => {
    checked += 1;
    checkReference(pages, origin, file, where, url, problems);
  };

  for (const rel of htmlFiles(dir)) {
    const file = path.join(dir, rel);
    const html = readFileSync(file, 'utf8');
    if (isRedirectStub(html)) {
      const target = redirectStubTarget(html);
      if (!target) problems.push({ source: rel, where: 'meta refresh', url: '', reason: 'redirect stub without a target' });
      else check(file, 'redirect target', target);
      continue;
    }
    const doc = pages.document(file);
    for (const [selector, attribute] of URL_ATTRIBUTES) {
      for (const el of doc.querySelectorAll(selector)) {
        const rel2 = el.getAttribute('rel');
        const where = `${el.tagName.toLowerCase()}${rel2 ? `[rel=${rel2}]` : ''}[${attribute}]`;
        const url = el.getAttribute(attribute) ?? '';
        // The contact form posts to the server's endpoint, which no file of the build answers.
        if (selector === 'form[action]' && url === contactEndpoint) {
          checked += 1;
          continue;
        }
        check(file, where, url);
      }
    }
    for (const el of doc.querySelectorAll('img[srcset], source[srcset], link[imagesrcset]')) {
      const attr = el.hasAttribute('srcset') ? 'srcset' : 'imagesrcset';
      for (const u of srcsetUrls(el.getAttribute(attr) ?? '')) check(file, `${el.tagName.toLowerCase()}[${attr}]`, u);
    }
    for (const el of doc.querySelectorAll('script[type="application/ld+json"]')) {
      let data: unknown;
      try {
        data = JSON.parse(el.textContent ?? '');
      } catch {
        problems.push({ source: rel, where: 'JSON-LD', url: '', reason: 'JSON-LD is not valid JSON' });
        continue;
      }
      // `@id`s like `…/#organization` name graph nodes, not page fragments: only the page must exist.
      for (const u of jsonLdUrls(data)) check(file, 'JSON-LD', u.replace(/#.*$/, ''));
    }
  }

  const cssFiles = (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.css'));
  for (const rel of cssFiles) {
    const file = path.join(dir, rel);
    const css = readFileSync(file, 'utf8');
    for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      if (m[2].startsWith('data:') || m[2].startsWith('#')) continue;
      check(file, 'css url()', m[2]);
    }
  }

  for (const sitemap of ['sitemap.xml', 'en/sitemap.xml']) {
    const file = path.join(dir, sitemap);
    let xml: string;
    try {
      xml = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link[^>]*href="([^"]+)"/g)) check(file, 'sitemap', m[1] ?? m[2]);
  }
  return { problems, checked };
}
