/**
 * The translators' check (`npm run i18n:check`, issue 7; decisions: "Content
 * and translations"). Spanish is the source, English must keep in step. It
 * fails (exit code 1) with a list of ids, files and keys when:
 *
 * - an interface string id used in `src/` (`translate()` / `<Translate>`) is
 *   missing from `i18n/en/code.json` (`missing-id`);
 * - an English `code.json` entry is no longer used in `src/` (`stale-id`);
 *   `theme.*` ids belong to the Docusaurus theme and are left alone;
 * - an English message is still identical to its Spanish source
 *   (`untranslated-id`), unless it is only names and values from the
 *   allow-list below;
 * - a content file or key of `src/content/**` is missing from
 *   `i18n/en/site-content/**` (`missing-content-file`, `missing-content-key`;
 *   objects key by key, arrays index by index), or English has a file or key
 *   the Spanish source no longer has (`stale-content-file`,
 *   `stale-content-key`);
 * - an English content value is identical to the Spanish one
 *   (`untranslated-content`; route keys, price keys, identifiers, ISO dates,
 *   numbers, URLs and allow-listed names are skipped);
 * - a blog post in `blog/` has no English file at the same path under
 *   `i18n/en/docusaurus-plugin-content-blog/` (`missing-post`), an English post
 *   has no Spanish source (`stale-post`), a post has no `slug:` or the two
 *   slugs differ (`slug-mismatch`), or the English `authors.yml` / `tags.yml`
 *   lacks a key of the Spanish one (`missing-blog-key`).
 *
 * Ids and messages are read with Docusaurus's own extractor (the one behind
 * `docusaurus write-translations`), so the check sees exactly what
 * `npm run i18n:extract` writes.
 *
 * Usage: `tsx scripts/i18n-check.ts [--root DIR] [--src DIR] [--code FILE]
 * [--content DIR] [--content-en DIR] [--blog DIR] [--blog-en DIR] [--json]`.
 * Paths are relative to `--root` (default: the current folder); a test runs
 * it on the fixtures in `tests/fixtures/i18n/`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import { company } from '../src/config/company';
import { routeKeys } from '../src/config/routes';
import { isPriceKey } from '../src/config/prices';

/** Kinds of problem the check reports. */
export type FindingKind =
  | 'missing-id'
  | 'stale-id'
  | 'untranslated-id'
  | 'missing-content-file'
  | 'stale-content-file'
  | 'missing-content-key'
  | 'stale-content-key'
  | 'untranslated-content'
  | 'missing-post'
  | 'stale-post'
  | 'slug-mismatch'
  | 'missing-blog-key';

/** One problem: what, where (file, relative to the root) and which id or key. */
export interface Finding {
  kind: FindingKind;
  file: string;
  /** Translation id, content key path (`hero.items[2].title`) or post slug. */
  key?: string;
  /** The Spanish text, for untranslated values. */
  text?: string;
}

/** Folders and files the check reads, relative to `root`. */
export interface CheckOptions {
  root: string;
  src?: string;
  code?: string;
  content?: string;
  contentEn?: string;
  blog?: string;
  blogEn?: string;
}

const defaults = {
  src: 'src',
  code: 'i18n/en/code.json',
  content: 'src/content',
  contentEn: 'i18n/en/site-content',
  blog: 'blog',
  blogEn: 'i18n/en/docusaurus-plugin-content-blog',
} satisfies Omit<Required<CheckOptions>, 'root'>;

/**
 * Names and values that read the same in both languages. A message or
 * content value identical in Spanish and English is accepted when nothing but
 * these terms, numbers, URLs, e-mail addresses, `{placeholders}` and
 * punctuation is left in it. Add a term here (and to docs/translating.md)
 * rather than changing the English text.
 */
export const allowedTerms: readonly string[] = [
  company.name,
  company.email,
  company.phoneDisplay,
  company.taxId,
  company.founder.name,
  company.address.locality,
  company.address.region,
  'PlanOri',
  'Routan',
  'Simplia',
  'Maxoarco',
  'Fuerteventura',
  'WhatsApp',
  'WordPress',
  'React',
  'PostgreSQL',
  'Wix',
  'Shopify',
  'SEO',
  'SSD',
  'USB',
  'RSS',
  'Atom',
  'iCloud',
  'FRP',
  'NIF',
  'IA',
  'AI',
  'ES',
  'EN',
  'CET',
  'h',
  'min',
  '€',
];

/**
 * Whole values that are the same word in both languages (compared
 * case-insensitively after trimming).
 */
export const allowedIdenticalValues: readonly string[] = [
  'Apps',
  'Blog',
  'Chatbots',
  'Cookies',
  'Email',
  'E-mail',
  'Hardware',
  'Online',
  // The top sponsorship level has the same name in both languages (spec §3).
  'Principal',
  'Software',
  'Web',
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const termPattern = new RegExp(
  [...allowedTerms]
    .sort((a, b) => b.length - a.length)
    .map((t) => (/^\w/.test(t) && /\w$/.test(t) ? `\\b${escapeRegExp(t)}\\b` : escapeRegExp(t)))
    .join('|'),
  'giu',
);

/** Whether a value identical in both languages is acceptable (names, numbers, URLs…). */
export function isAllowedIdentical(value: string): boolean {
  const trimmed = value.trim();
  if (allowedIdenticalValues.some((v) => v.toLowerCase() === trimmed.toLowerCase())) return true;
  const rest = trimmed
    .replace(/\b(?:https?:\/\/|mailto:|tel:)\S+/gi, ' ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(termPattern, ' ');
  return !/\p{L}/u.test(rest);
}

/**
 * Content values never compared: machine values that are the same in both
 * languages by design (route and price keys, identifiers, dates, numbers,
 * URLs, paths).
 */
function isMachineValue(value: string): boolean {
  const v = value.trim();
  return (
    v === '' ||
    (routeKeys as readonly string[]).includes(v) ||
    isPriceKey(v) ||
    /^[a-z][a-zA-Z0-9]*(?:[-_.][a-zA-Z0-9]+)*$/.test(v) || // identifiers: "stable", "basic", "phone-repair"
    /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?$/.test(v) ||
    /^[\d\s.,:%+\-–/()×x€$]+$/.test(v) ||
    /^(?:https?:\/\/|mailto:|tel:|\/)\S*$/.test(v)
  );
}

// ---------------------------------------------------------------- helpers

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(v: unknown): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Files under `dir` (recursively) whose names pass `keep`, relative to `dir`, sorted. */
function listFiles(dir: string, keep: (relative: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .filter(keep)
    .sort();
}

function readJson(file: string): Json {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Json;
  } catch (error) {
    throw new Error(`${file}: cannot read JSON (${(error as Error).message})`);
  }
}

const keyPath = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

// ------------------------------------------------------- interface strings

/** Docusaurus ignores files and folders starting with `_`, tests and type declarations. */
const isSourceFile = (rel: string) =>
  /\.(?:[jt]sx?)$/.test(rel) && !rel.endsWith('.d.ts') && !/(?:^|\/)_/.test(rel) && !/\.test\.|__tests__/.test(rel);

async function checkCode(root: string, o: typeof defaults, findings: Finding[]): Promise<void> {
  const srcDir = path.resolve(root, o.src);
  const files = listFiles(srcDir, isSourceFile).map((f) => path.join(srcDir, f));
  const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({ isServer: true }));
  const used = new Map<string, { message: string; files: string[] }>();
  for (const { sourceCodeFilePath, translations, warnings } of extracted) {
    const rel = path.relative(root, sourceCodeFilePath).split(path.sep).join('/');
    for (const w of warnings) console.warn(`warning: ${rel}: ${w}`);
    for (const [id, { message }] of Object.entries(translations)) {
      const entry = used.get(id) ?? { message, files: [] };
      entry.files.push(rel);
      used.set(id, entry);
    }
  }
  const codeFile = path.resolve(root, o.code);
  const english = existsSync(codeFile) ? readJson(codeFile) : {};
  if (!isObject(english)) throw new Error(`${o.code}: expected an object of translations`);
  const isTheme = (id: string) => id.startsWith('theme.');

  for (const [id, { message, files }] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
    if (isTheme(id)) continue;
    const entry = english[id];
    const translated = isObject(entry) && typeof entry.message === 'string' ? entry.message : undefined;
    if (translated === undefined) {
      findings.push({ kind: 'missing-id', file: files.join(', '), key: id, text: message });
    } else if (translated.trim() === message.trim() && !isAllowedIdentical(message)) {
      findings.push({ kind: 'untranslated-id', file: o.code, key: id, text: message });
    }
  }
  for (const id of Object.keys(english).sort()) {
    if (!isTheme(id) && !used.has(id)) findings.push({ kind: 'stale-id', file: o.code, key: id });
  }
}

// ------------------------------------------------------------ page content

function compareContent(es: Json, en: Json | undefined, at: string, file: string, findings: Finding[]): void {
  if (en === undefined) {
    findings.push({ kind: 'missing-content-key', file, key: at || '(root)' });
    return;
  }
  if (Array.isArray(es)) {
    if (!Array.isArray(en)) {
      findings.push({ kind: 'missing-content-key', file, key: `${at} (expected a list)` });
      return;
    }
    es.forEach((item, i) => compareContent(item, en[i], keyPath(at, i), file, findings));
    for (let i = es.length; i < en.length; i++) findings.push({ kind: 'stale-content-key', file, key: keyPath(at, i) });
    return;
  }
  if (isObject(es)) {
    if (!isObject(en)) {
      findings.push({ kind: 'missing-content-key', file, key: `${at} (expected an object)` });
      return;
    }
    for (const [k, v] of Object.entries(es)) compareContent(v, en[k], keyPath(at, k), file, findings);
    for (const k of Object.keys(en)) if (!(k in es)) findings.push({ kind: 'stale-content-key', file, key: keyPath(at, k) });
    return;
  }
  if (typeof es === 'string' && typeof en === 'string' && es.trim() === en.trim() && !isMachineValue(es) && !isAllowedIdentical(es)) {
    findings.push({ kind: 'untranslated-content', file, key: at, text: es });
  }
}

function checkContent(root: string, o: typeof defaults, findings: Finding[]): void {
  const esDir = path.resolve(root, o.content);
  const enDir = path.resolve(root, o.contentEn);
  const isJson = (f: string) => f.endsWith('.json');
  const esFiles = listFiles(esDir, isJson);
  const enFiles = new Set(listFiles(enDir, isJson));
  for (const f of esFiles) {
    const enRel = `${o.contentEn}/${f}`;
    if (!enFiles.has(f)) {
      findings.push({ kind: 'missing-content-file', file: enRel, key: `${o.content}/${f}` });
      continue;
    }
    compareContent(readJson(path.join(esDir, f)), readJson(path.join(enDir, f)), '', enRel, findings);
  }
  for (const f of enFiles) {
    if (!esFiles.includes(f)) findings.push({ kind: 'stale-content-file', file: `${o.contentEn}/${f}` });
  }
}

// -------------------------------------------------------------------- blog

/** Docusaurus's blog defaults: Markdown/MDX files, not starting with `_`. */
const isPostFile = (rel: string) => /\.mdx?$/.test(rel) && !/(?:^|\/)_/.test(rel);

/** The `slug:` of a post's front matter, if any. */
function slugOf(file: string): string | undefined {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  const slug = front && /^slug:\s*['"]?([^'"\r\n]+?)['"]?\s*$/m.exec(front[1]);
  return slug ? slug[1] : undefined;
}

/** Top-level keys of a simple YAML map (authors.yml, tags.yml). */
function yamlKeys(file: string): string[] {
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/^([A-Za-z0-9_-]+):/gm)].map((m) => m[1]);
}

function checkBlog(root: string, o: typeof defaults, findings: Finding[]): void {
  const esDir = path.resolve(root, o.blog);
  const enDir = path.resolve(root, o.blogEn);
  const esPosts = listFiles(esDir, isPostFile);
  const enPosts = new Set(listFiles(enDir, isPostFile));
  for (const f of esPosts) {
    const esSlug = slugOf(path.join(esDir, f));
    if (!enPosts.has(f)) {
      findings.push({ kind: 'missing-post', file: `${o.blogEn}/${f}`, key: `${o.blog}/${f}` });
      continue;
    }
    const enSlug = slugOf(path.join(enDir, f));
    if (!esSlug || esSlug !== enSlug) {
      findings.push({
        kind: 'slug-mismatch',
        file: `${o.blogEn}/${f}`,
        key: `${o.blog}/${f}: slug ${esSlug ?? '(none)'} / English ${enSlug ?? '(none)'}`,
      });
    }
  }
  for (const f of enPosts) {
    if (!esPosts.includes(f)) findings.push({ kind: 'stale-post', file: `${o.blogEn}/${f}` });
  }
  for (const data of ['authors.yml', 'tags.yml']) {
    const enKeys = new Set(yamlKeys(path.join(enDir, data)));
    for (const key of yamlKeys(path.join(esDir, data))) {
      if (!enKeys.has(key)) findings.push({ kind: 'missing-blog-key', file: `${o.blogEn}/${data}`, key });
    }
  }
}

// ------------------------------------------------------------------ report

/** Runs every check and returns the problems found (empty: all in step). */
export async function checkTranslations(options: CheckOptions): Promise<Finding[]> {
  const o = { ...defaults, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) } as typeof defaults;
  const findings: Finding[] = [];
  await checkCode(options.root, o, findings);
  checkContent(options.root, o, findings);
  checkBlog(options.root, o, findings);
  return findings;
}

const headings: Record<FindingKind, string> = {
  'missing-id': 'Interface strings missing from the English code.json (run `npm run i18n:extract`, then translate)',
  'stale-id': 'English code.json entries no longer used in the source (remove them)',
  'untranslated-id': 'English code.json messages still identical to the Spanish source',
  'missing-content-file': 'Spanish content files without an English file',
  'stale-content-file': 'English content files without a Spanish source (remove or rename them)',
  'missing-content-key': 'Content keys missing from the English file',
  'stale-content-key': 'English content keys the Spanish source no longer has',
  'untranslated-content': 'English content values still identical to the Spanish source',
  'missing-post': 'Blog posts without their English file',
  'stale-post': 'English blog posts without a Spanish source',
  'slug-mismatch': 'Blog posts without a `slug:` or with a different slug in English',
  'missing-blog-key': 'Blog authors or tags missing from the English file',
};

/** Human-readable report, grouped by kind. */
export function formatFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'i18n check: English is in step with Spanish.';
  const lines = [`i18n check: ${findings.length} problem${findings.length === 1 ? '' : 's'}`];
  for (const kind of Object.keys(headings) as FindingKind[]) {
    const group = findings.filter((f) => f.kind === kind);
    if (group.length === 0) continue;
    lines.push('', `${headings[kind]} (${group.length}):`);
    for (const f of group) {
      const text = f.text ? `  "${f.text.length > 80 ? `${f.text.slice(0, 77)}…` : f.text}"` : '';
      lines.push(`  - ${f.file}${f.key ? `  ${f.key}` : ''}${text}`);
    }
  }
  return lines.join('\n');
}

function parseArgs(argv: readonly string[]): CheckOptions & { json: boolean } {
  const flags: Record<string, keyof CheckOptions> = {
    '--root': 'root',
    '--src': 'src',
    '--code': 'code',
    '--content': 'content',
    '--content-en': 'contentEn',
    '--blog': 'blog',
    '--blog-en': 'blogEn',
  };
  const out: CheckOptions & { json: boolean } = { root: process.cwd(), json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') out.json = true;
    else if (arg in flags && argv[i + 1] !== undefined) out[flags[arg]] = argv[++i];
    else throw new Error(`Unknown argument: ${arg}. Options: ${Object.keys(flags).join(', ')}, --json`);
  }
  out.root = path.resolve(out.root);
  return out;
}

async function main(): Promise<void> {
  const { json, ...options } = parseArgs(process.argv.slice(2));
  const findings = await checkTranslations(options);
  console.log(json ? JSON.stringify(findings, null, 2) : formatFindings(findings));
  process.exitCode = findings.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
