/**
 * The Content-Security-Policy of the site, computed from the build. Docusaurus
 * writes a few inline `<script>` elements into every page (the colour-mode
 * script, the base-URL warning, client redirects); instead of
 * `'unsafe-inline'`, `script-src` lists the SHA-256 hash of each inline script
 * the server can serve. The hashes are read from the HTML files themselves, so
 * a new build cannot drift from its policy.
 *
 * One policy covers every page: Docusaurus navigates in the browser without
 * loading the next page's HTML, and react-helmet then inserts that page's
 * head scripts into the current document, which is governed by the policy
 * of the page first loaded. The union of all pages' hashes is therefore the
 * smallest policy that never blocks a navigation.
 *
 * JSON-LD blocks (`type="application/ld+json"`) are data, not scripts: the
 * browser never runs them and CSP does not apply to them, so they need no
 * hash. The same holds for any `type` that is not a JavaScript MIME type or
 * `module`.
 *
 * Style attributes (`<svg style="display: none;">` of the theme's icon
 * sprite) are allowed by their hashes with `'unsafe-hashes'`, not by
 * `'unsafe-inline'`; styles set from script through the CSSOM (React's
 * `style` prop) are not subject to CSP at all.
 *
 * Pure functions: no file access except in {@link hashesOfBuild}.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Hash sources found in a build, each as a CSP source expression (`'sha256-…'`). */
export interface BuildHashes {
  /** Hashes of inline classic and module scripts. */
  scripts: string[];
  /** Hashes of `style` attribute values. */
  styleAttributes: string[];
  /** Build files read, relative to the build folder. */
  files: string[];
}

/** The CSP source expression of a text's SHA-256 (UTF-8), e.g. `'sha256-AbC…='`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** JavaScript MIME types of the HTML standard ("a JavaScript MIME type essence match"). */
const javascriptTypes = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether a `<script>` with this `type` attribute runs (HTML standard,
 * "prepare the script element"): no type, an empty type, a JavaScript MIME
 * type or `module`. Anything else (`application/ld+json`, `importmap` aside)
 * is a data block.
 */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const t = type.trim().toLowerCase();
  return t === '' || t === 'module' || javascriptTypes.has(t);
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Attributes of a start tag's inside (after the tag name), names lower-cased, values entity-decoded. */
export function parseAttributes(inside: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of inside.matchAll(attributePattern)) {
    const name = m[1].toLowerCase();
    // The first occurrence wins, as in the HTML parser.
    if (!out.has(name)) out.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes the character references a minifier leaves in attribute values
 * (numeric ones and the few named ones above). A value with any other named
 * reference keeps it as written; its hash would then not match and the
 * browser test of every page (tests/e2e/csp.spec.ts) reports the violation.
 */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The inline scripts and style attributes of one HTML document.
 *
 * The parser's input stream normalises CR LF and lone CR to LF before the
 * script text is seen, so the texts are normalised the same way before
 * hashing. Script text is raw (no character references) and ends at the
 * first `</script` in any letter case; comments are skipped.
 *
 * @returns the executable inline script texts and the style attribute values.
 */
export function inlineContent(html: string): { scripts: string[]; styleAttributes: string[] } {
  const src = html.replace(/\r\n?/g, '\n');
  const scripts: string[] = [];
  const styleAttributes: string[] = [];
  const tag = /<!--[\s\S]*?-->|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(src)) !== null) {
    if (m[1] === undefined) continue; // a comment
    const name = m[1].toLowerCase();
    const attrs = parseAttributes(m[2]);
    const style = attrs.get('style');
    if (style !== undefined && style !== '') styleAttributes.push(style);
    if (name === 'script' || name === 'style' || name === 'textarea' || name === 'title') {
      // Raw text: skip to the end tag so `<` inside is not read as markup.
      const endTag = new RegExp(`</${name}`, 'gi');
      endTag.lastIndex = tag.lastIndex;
      const end = endTag.exec(src)?.index ?? -1;
      const stop = end === -1 ? src.length : end;
      const text = src.slice(tag.lastIndex, stop);
      if (name === 'script' && !attrs.has('src') && isExecutableScriptType(attrs.get('type'))) scripts.push(text);
      tag.lastIndex = stop;
    }
  }
  return { scripts, styleAttributes };
}

/** Every `.html` file under `dir`, relative, with `/` separators, sorted. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Hashes of the inline scripts and style attributes of the build's HTML files.
 * @param buildDir absolute path of the build folder.
 * @param served which files the server can answer with (relative path);
 *   others (client-redirect pages the server answers with a 301 itself, the
 *   404 page) are left out so their scripts are not allowed needlessly.
 * @throws when the folder cannot be read.
 */
export function hashesOfBuild(buildDir: string, served: (rel: string) => boolean = () => true): BuildHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const files = htmlFiles(buildDir).filter(served);
  for (const rel of files) {
    const found = inlineContent(readFileSync(path.join(buildDir, rel), 'utf8'));
    for (const s of found.scripts) scripts.add(cspHash(s));
    for (const s of found.styleAttributes) styles.add(cspHash(s));
  }
  return { scripts: [...scripts].sort(), styleAttributes: [...styles].sort(), files };
}

/** CSP directives as name → source list. */
export type CspDirectives = Record<string, string[]>;

/** Serialises directives in the order given: `name src src; name src`. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}

/**
 * The policy of the staff editor (`/admin`), which is not a page of the site:
 * its own script file, the styles it injects, images it makes from uploads
 * (`blob:`), its image encoder (WebAssembly), and the git host's API — the
 * only other origin, named by `apiOrigin` (plus GitHub's status page and
 * avatars with the GitHub backend). Visitor pages keep {@link pagePolicy}.
 */
export function editorPolicy(apiOrigin: string, github: boolean): string {
  const githubExtras = github ? ['https://www.githubstatus.com'] : [];
  return serializeCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', apiOrigin, ...(github ? ['https://avatars.githubusercontent.com'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'blob:', 'data:', apiOrigin, ...githubExtras],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });
}

/**
 * The policy of the site's pages: same-origin everything, no
 * plug-ins, no `<base>`, no framing, forms only to the site itself, inline
 * scripts only by hash.
 * - `img-src data:`: the theme's CSS (Infima) draws icons as `data:` SVGs.
 * - `font-src data:`: the stylesheet embeds the heading face (src/plugins/brand-font).
 * - `connect-src 'self'`: the contact form posts to `/api/contact.php`.
 */
export function pagePolicy(hashes: Pick<BuildHashes, 'scripts' | 'styleAttributes'>): string {
  return serializeCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts],
    'style-src': ["'self'", ...(hashes.styleAttributes.length ? ["'unsafe-hashes'", ...hashes.styleAttributes] : [])],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });
}

/**
 * The policy of every other response (JSON, assets, redirects, errors): a
 * document opened from one of them (an SVG, a JSON reply) may load nothing
 * and run nothing.
 */
export const resourcePolicy = serializeCsp({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
});
