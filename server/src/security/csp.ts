/** The site's Content-Security-Policies; the pages' allows the build's inline scripts and style attributes by hash. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';
import { filesUnder } from '../files';

/** The CSP source expression of a text's SHA-256 (UTF-8), e.g. `'sha256-AbC…='`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** JavaScript MIME types of the HTML standard ("a JavaScript MIME type essence match"). */
const javascriptTypes = new Set(
  [
    'application/ecmascript application/javascript application/x-ecmascript application/x-javascript',
    'text/ecmascript text/javascript text/javascript1.0 text/javascript1.1 text/javascript1.2 text/javascript1.3',
    'text/javascript1.4 text/javascript1.5 text/jscript text/livescript text/x-ecmascript text/x-javascript',
  ].flatMap((line) => line.split(' ')),
);

/** Whether a `<script>` with this `type` runs (HTML standard): none, empty, a JavaScript MIME type or `module`; else a data block. */
export function isExecutableScriptType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const t = type.trim().toLowerCase();
  return t === '' || t === 'module' || javascriptTypes.has(t);
}

function attribute(element: DefaultTreeAdapterMap['element'], name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** The executable inline scripts and non-empty style attributes of an HTML document, in order, as a browser's parser reads them. */
export function inlineContent(html: string): { scripts: string[]; styleAttributes: string[] } {
  const scripts: string[] = [];
  const styleAttributes: string[] = [];
  const visit = (node: DefaultTreeAdapterMap['node']): void => {
    if (defaultTreeAdapter.isElementNode(node)) {
      const style = attribute(node, 'style');
      if (style) styleAttributes.push(style);
      if (node.tagName === 'script' && attribute(node, 'src') === undefined && isExecutableScriptType(attribute(node, 'type'))) {
        scripts.push(node.childNodes.map((c) => (defaultTreeAdapter.isTextNode(c) ? c.value : '')).join(''));
      }
      if (node.tagName === 'template') visit(defaultTreeAdapter.getTemplateContent(node as DefaultTreeAdapterMap['template']));
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return { scripts, styleAttributes };
}

/**
 * Hashes of the inline content of the HTML files under the absolute `buildDir` that `served` accepts (relative path), so the
 * scripts of pages the server never sends (client redirects, 404) are not allowed. @returns the hash sources (`'sha256-…'`)
 * of the `scripts` and `styleAttributes`, sorted, and the `files` read (relative). @throws when the folder cannot be read.
 */
export function hashesOfBuild(buildDir: string, served: (rel: string) => boolean = () => true) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const files = filesUnder(buildDir).filter((rel) => rel.endsWith('.html') && served(rel));
  for (const rel of files) {
    const found = inlineContent(readFileSync(path.join(buildDir, rel), 'utf8'));
    for (const s of found.scripts) scripts.add(cspHash(s));
    for (const s of found.styleAttributes) styles.add(cspHash(s));
  }
  return { scripts: [...scripts].sort(), styleAttributes: [...styles].sort(), files };
}

/** Serialises directives (name → sources) in the order given: `name src src; name src`. */
function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}

/** The last directives of both documents' policies: no plug-ins, no `<base>`, no framing, forms to the site only. */
const documentLimits = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * The staff editor's policy (`/admin`): its script, injected styles, `blob:` images, WebAssembly image encoder, and the git
 * host's API at `apiOrigin` as the only other origin (plus GitHub's status page and avatars with the GitHub backend).
 */
export function editorPolicy(apiOrigin: string, github: boolean): string {
  return serializeCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', apiOrigin, ...(github ? ['https://avatars.githubusercontent.com'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'blob:', 'data:', apiOrigin, ...(github ? ['https://www.githubstatus.com'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    ...documentLimits,
  });
}

/**
 * The pages' policy: same origin only, inline content only by its hash source (`hashes`), no plug-ins, `<base>` or framing.
 * - `img-src data:`: the theme's CSS (Infima) draws icons as `data:` SVGs.
 * - `font-src data:`: the stylesheet embeds the heading face (src/plugins/brand-font).
 * - `connect-src 'self'`: the contact form posts to `/api/contact.php`.
 */
export function pagePolicy(hashes: { scripts: string[]; styleAttributes: string[] }): string {
  return serializeCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts],
    'style-src': ["'self'", ...(hashes.styleAttributes.length ? ["'unsafe-hashes'", ...hashes.styleAttributes] : [])],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...documentLimits,
  });
}

/** The policy of every other response (JSON, assets, redirects): a document opened from one may load and run nothing. */
export const resourcePolicy = serializeCsp({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
});
