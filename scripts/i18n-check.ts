/**
 * The translators' check (`npm run i18n:check`): English in step with
 * Spanish in interface strings (`missing-id`, `stale-id`, `untranslated-id`),
 * page content (`missing-content-*`, `stale-content-*`,
 * `untranslated-content`, `syntax-mismatch`), blog posts and their data
 * files (`missing-post`, `stale-post`, `missing-slug`, `missing-blog-key`)
 * and JSON syntax (`invalid-json`); exit code 1 on any of them. Every finding
 * carries the text to translate or remove. What each means and what to do:
 * docs/translating.md. Ids and messages are read with Docusaurus's own
 * extractor, so the check sees what `npm run i18n:extract` writes.
 *
 * Usage: `tsx scripts/i18n-check.ts [--root DIR] [--src DIR] [--code FILE]
 * [--content DIR] [--content-en DIR] [--blog DIR] [--blog-en DIR] [--json]`
 * (paths relative to `--root`, default the current folder).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import { company } from '../src/config/company';
import { routeKeys } from '../src/config/routes';
import { isPriceKey } from '../src/config/prices';
import { syntaxOf } from '../src/utils/inlineMarkers';
import { sourceOnlyKeys } from '../src/plugins/site-pages/content';
import {
  contentUnits,
  createPreviousSpanishFinder,
  LockShapeError,
  obsoleteEntries,
  postUnits,
  readLock,
  statusOf,
  statusTable,
  wordDiff,
  type FileStatus,
  type TranslationLock,
  type TranslationUnit,
} from './i18n-lock';

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
  | 'syntax-mismatch'
  | 'missing-post'
  | 'stale-post'
  | 'missing-slug'
  | 'missing-blog-key'
  | 'invalid-json'
  | 'invalid-lock'
  | 'outdated'
  | 'unstamped'
  | 'obsolete-lock-entry';

/**
 * Kinds that ask for a translator's review rather than mark an error: they are
 * listed, and fail the check only with `--strict` (the release gate).
 */
export const reviewKinds: readonly FindingKind[] = ['outdated', 'unstamped', 'obsolete-lock-entry'];

/** Whether a finding fails the check: always, or for review kinds only in strict mode. */
export const isFailing = (f: Finding, strict = false): boolean => strict || !reviewKinds.includes(f.kind);

/** One problem: what, where (file, relative to the root) and which id or key. */
export interface Finding {
  kind: FindingKind;
  file: string;
  /** Translation id, content key path (`hero.items[2].title`) or post slug. */
  key?: string;
  /**
   * The Spanish source text to translate: the message or content value
   * (lists and objects as compact JSON), or a post's title.
   */
  text?: string;
  /** The English text of a stale entry (the Spanish source no longer has it). */
  english?: string;
  /** 1-based line and column of a JSON syntax error (`invalid-json`). */
  line?: number;
  column?: number;
  /** `outdated`: the Spanish the English was stamped against, when git still has it. */
  previous?: string;
  /** `outdated`: the English changed since the stamp too (perhaps already updated). */
  englishChanged?: boolean;
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
  /** The translation lock (scripts/i18n-lock.ts). */
  lock?: string;
}

const defaults = {
  src: 'src',
  code: 'i18n/en/code.json',
  content: 'src/content',
  contentEn: 'i18n/en/site-content',
  blog: 'i18n/es/docusaurus-plugin-content-blog',
  blogEn: 'i18n/en/docusaurus-plugin-content-blog',
  lock: 'i18n/en/translation-lock.json',
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
  // The top sponsorship level has the same name in both languages.
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

/** A JSON syntax error with its 1-based line and column. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
  }
}

/**
 * Line and column (1-based) of a JSON.parse error, from the character
 * position V8 reports; end of text when it gives none ("Unexpected end").
 */
export function jsonErrorLocation(text: string, error: Error): { line: number; column: number; reason: string } {
  const match = /at position (\d+)/.exec(error.message);
  const position = match ? Number(match[1]) : text.length;
  const before = text.slice(0, position).split(/\r?\n/);
  const reason = error.message.replace(/\s*(?:in JSON )?at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
  return { line: before.length, column: before[before.length - 1].length + 1, reason };
}

function readJson(file: string, shown = file): Json {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    const { line, column, reason } = jsonErrorLocation(text, error as Error);
    throw new JsonSyntaxError(shown, line, column, reason);
  }
}

/** Reads JSON, turning a syntax error into an `invalid-json` finding (`undefined` result). */
function readJsonOrReport(file: string, shown: string, findings: Finding[]): Json | undefined {
  try {
    return readJson(file, shown);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    findings.push({ kind: 'invalid-json', file: error.file, line: error.line, column: error.column, key: error.reason });
    return undefined;
  }
}

/** A content value as a translator reads it: strings as they are, anything else as compact JSON. */
function textOf(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const keyPath = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

// ------------------------------------------------------- interface strings

/** Docusaurus ignores files and folders starting with `_`, tests and type declarations. */
const isSourceFile = (rel: string) =>
  /\.(?:[jt]sx?)$/.test(rel) && !rel.endsWith('.d.ts') && !/(?:^|\/)_/.test(rel) && !/\.test\.|__tests__/.test(rel);

async function checkCode(root: string, o: typeof defaults, findings: Finding[], units: TranslationUnit[]): Promise<void> {
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
  const english = existsSync(codeFile) ? readJsonOrReport(codeFile, o.code, findings) : {};
  if (english === undefined) return;
  if (!isObject(english)) throw new Error(`${o.code}: expected an object of translations`);
  const isTheme = (id: string) => id.startsWith('theme.');

  for (const [id, { message, files }] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
    if (isTheme(id)) continue;
    const entry = english[id];
    const translated = isObject(entry) && typeof entry.message === 'string' ? entry.message : undefined;
    units.push({
      kind: 'code',
      file: o.code,
      source: files[0],
      key: id,
      path: [id],
      es: message,
      ...(translated !== undefined && { en: translated }),
    });
    if (translated === undefined) {
      findings.push({ kind: 'missing-id', file: files.join(', '), key: id, text: message });
    } else if (translated.trim() === message.trim() && !isAllowedIdentical(message)) {
      findings.push({ kind: 'untranslated-id', file: o.code, key: id, text: message });
    }
  }
  for (const id of Object.keys(english).sort()) {
    if (isTheme(id) || used.has(id)) continue;
    const entry = english[id];
    const text = isObject(entry) && typeof entry.message === 'string' ? entry.message : undefined;
    findings.push({ kind: 'stale-id', file: o.code, key: id, ...(text !== undefined && { english: text }) });
  }
}

// ------------------------------------------------------------ page content

function compareContent(es: Json, en: Json | undefined, at: string, file: string, findings: Finding[]): void {
  if (en === undefined) {
    findings.push({ kind: 'missing-content-key', file, key: at || '(root)', text: textOf(es) });
    return;
  }
  if (Array.isArray(es)) {
    if (!Array.isArray(en)) {
      findings.push({ kind: 'missing-content-key', file, key: `${at} (expected a list)`, text: textOf(es) });
      return;
    }
    es.forEach((item, i) => compareContent(item, en[i], keyPath(at, i), file, findings));
    for (let i = es.length; i < en.length; i++) {
      findings.push({ kind: 'stale-content-key', file, key: keyPath(at, i), english: textOf(en[i]) });
    }
    return;
  }
  if (isObject(es)) {
    if (!isObject(en)) {
      findings.push({ kind: 'missing-content-key', file, key: `${at} (expected an object)`, text: textOf(es) });
      return;
    }
    for (const [k, v] of Object.entries(es)) if (!sourceOnlyKeys.has(k)) compareContent(v, en[k], keyPath(at, k), file, findings);
    for (const [k, v] of Object.entries(en)) {
      if (!(k in es) || sourceOnlyKeys.has(k)) findings.push({ kind: 'stale-content-key', file, key: keyPath(at, k), english: textOf(v) });
    }
    return;
  }
  if (typeof es === 'string' && typeof en === 'string' && es.trim() === en.trim() && !isMachineValue(es) && !isAllowedIdentical(es)) {
    findings.push({ kind: 'untranslated-content', file, key: at, text: es });
  } else if (typeof es === 'string' && typeof en === 'string' && syntaxOf(es).join(' ') !== syntaxOf(en).join(' ')) {
    findings.push({ kind: 'syntax-mismatch', file, key: at, text: es, english: en });
  }
}

function checkContent(root: string, o: typeof defaults, findings: Finding[], units: TranslationUnit[]): void {
  const esDir = path.resolve(root, o.content);
  const enDir = path.resolve(root, o.contentEn);
  const isJson = (f: string) => f.endsWith('.json');
  const esFiles = listFiles(esDir, isJson);
  const enFiles = new Set(listFiles(enDir, isJson));
  for (const f of esFiles) {
    const enRel = `${o.contentEn}/${f}`;
    if (!enFiles.has(f)) {
      findings.push({ kind: 'missing-content-file', file: enRel, key: `${o.content}/${f}` });
      const es = readJsonOrReport(path.join(esDir, f), `${o.content}/${f}`, findings);
      if (es !== undefined) units.push(...contentUnits(es, undefined, `${o.content}/${f}`, enRel));
      continue;
    }
    const es = readJsonOrReport(path.join(esDir, f), `${o.content}/${f}`, findings);
    const en = readJsonOrReport(path.join(enDir, f), enRel, findings);
    if (es !== undefined && en !== undefined) {
      compareContent(es, en, '', enRel, findings);
      units.push(...contentUnits(es, en, `${o.content}/${f}`, enRel));
    }
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

/** The `title:` of a post's front matter, if any. */
function titleOf(file: string): string | undefined {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  const title = front && /^title:\s*(['"]?)(.+?)\1\s*$/m.exec(front[1]);
  return title ? title[2] : undefined;
}

/** Top-level keys of a simple YAML map (authors.yml, tags.yml). */
function yamlKeys(file: string): string[] {
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/^([A-Za-z0-9_-]+):/gm)].map((m) => m[1]);
}

function checkBlog(root: string, o: typeof defaults, findings: Finding[], units: TranslationUnit[]): void {
  const esDir = path.resolve(root, o.blog);
  const enDir = path.resolve(root, o.blogEn);
  const esPosts = listFiles(esDir, isPostFile);
  const enPosts = new Set(listFiles(enDir, isPostFile));
  for (const f of esPosts) {
    // Each language file names its own address (`slug:`); the two may differ, the file name pairs them.
    if (!slugOf(path.join(esDir, f))) findings.push({ kind: 'missing-slug', file: `${o.blog}/${f}` });
    if (!enPosts.has(f)) {
      const title = titleOf(path.join(esDir, f));
      findings.push({ kind: 'missing-post', file: `${o.blogEn}/${f}`, key: `${o.blog}/${f}`, ...(title !== undefined && { text: title }) });
      units.push(...postUnits(readFileSync(path.join(esDir, f), 'utf8'), undefined, `${o.blog}/${f}`, `${o.blogEn}/${f}`));
      continue;
    }
    units.push(
      ...postUnits(
        readFileSync(path.join(esDir, f), 'utf8'),
        readFileSync(path.join(enDir, f), 'utf8'),
        `${o.blog}/${f}`,
        `${o.blogEn}/${f}`,
      ),
    );
    if (!slugOf(path.join(enDir, f))) findings.push({ kind: 'missing-slug', file: `${o.blogEn}/${f}` });
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

/** Everything one run of the check found. */
export interface CheckResult {
  /** Problems and review items, in the order the report lists them. */
  findings: Finding[];
  /** Every translatable text, Spanish and English (what the lock covers). */
  units: TranslationUnit[];
  /** Per file: up to date, needing review, missing; `undefined` when the lock could not be read. */
  table?: FileStatus[];
}

const withDefaults = (options: CheckOptions) =>
  ({ ...defaults, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) }) as typeof defaults;

/** Reads every translatable text of the site (Spanish and English), reporting the problems met on the way. */
export async function collectTranslations(options: CheckOptions): Promise<{ findings: Finding[]; units: TranslationUnit[] }> {
  const o = withDefaults(options);
  const findings: Finding[] = [];
  const units: TranslationUnit[] = [];
  await checkCode(options.root, o, findings, units);
  checkContent(options.root, o, findings, units);
  checkBlog(options.root, o, findings, units);
  return { findings, units };
}

/**
 * Reads the translation lock (`lock`, relative to `root`; absent: empty).
 * Throws `JsonSyntaxError` (file, line, column) or `LockShapeError`.
 */
export function readTranslationLock(root: string, lock: string = defaults.lock): TranslationLock {
  return readLock(path.resolve(root, lock), (text) => {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      const { line, column, reason } = jsonErrorLocation(text, error as Error);
      throw new JsonSyntaxError(lock, line, column, reason);
    }
  });
}

/** The interface strings of one version of a source file, read by Docusaurus's extractor from a temporary copy. */
async function extractMessages(text: string, source: string): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  try {
    const file = path.join(dir, path.basename(source));
    writeFileSync(file, text);
    const [extracted] = await extractAllSourceCodeFileTranslations([file], getBabelOptions({ isServer: true }));
    return Object.fromEntries(Object.entries(extracted?.translations ?? {}).map(([id, { message }]) => [id, message]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Compares every translated text with the lock: what changed in Spanish since the English was stamped. */
async function reviewAgainstLock(
  root: string,
  o: typeof defaults,
  units: TranslationUnit[],
  findings: Finding[],
): Promise<FileStatus[] | undefined> {
  let lock;
  try {
    lock = readTranslationLock(root, o.lock);
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      findings.push({ kind: 'invalid-json', file: error.file, line: error.line, column: error.column, key: error.reason });
    } else if (error instanceof LockShapeError) {
      findings.push({ kind: 'invalid-lock', file: o.lock, key: error.message });
    } else throw error;
    return undefined;
  }
  const statuses = statusOf(units, lock);
  const previousSpanish = createPreviousSpanishFinder(root, extractMessages);
  for (const { unit, state, locked, englishChanged } of statuses) {
    if (state === 'outdated') {
      const previous = await previousSpanish(unit, locked!.es);
      findings.push({
        kind: 'outdated',
        file: unit.file,
        key: unit.key,
        text: unit.es,
        english: unit.en,
        ...(previous !== undefined && { previous }),
        ...(englishChanged && { englishChanged }),
      });
    } else if (state === 'unstamped') {
      findings.push({ kind: 'unstamped', file: unit.file, key: unit.key, text: unit.es, english: unit.en });
    }
  }
  for (const { file, key } of obsoleteEntries(units, lock))
    findings.push({ kind: 'obsolete-lock-entry', file: o.lock, key: `${file}  ${key}` });
  return statusTable(statuses).map((row) => ({ ...row, file: tableLabel(o, row.file) }));
}

/** A file's name in the status table: what it holds, without the folders every row shares. */
function tableLabel(o: typeof defaults, file: string): string {
  if (file === o.code) return 'interface strings (code.json)';
  if (file.startsWith(`${o.contentEn}/`)) return `page ${file.slice(o.contentEn.length + 1)}`;
  if (file.startsWith(`${o.blogEn}/`)) return `post ${file.slice(o.blogEn.length + 1)}`;
  return file;
}

/** Runs every check, the lock's included, and returns the findings with the status table. */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const { findings, units } = await collectTranslations(options);
  const table = await reviewAgainstLock(options.root, withDefaults(options), units, findings);
  return { findings, units, ...(table && { table }) };
}

/** Runs every check and returns the problems and review items found (empty: all in step and stamped). */
export async function checkTranslations(options: CheckOptions): Promise<Finding[]> {
  return (await runCheck(options)).findings;
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
  'syntax-mismatch': 'English content values whose {placeholders} or [link]…[/link] markers differ from the Spanish source (keep each one)',
  'missing-post': 'Blog posts without their English file',
  'stale-post': 'English blog posts without a Spanish source',
  'missing-slug': 'Blog posts without a `slug:` (each language file names its own address)',
  'missing-blog-key': 'Blog authors or tags missing from the English file',
  'invalid-json': 'Files that are not valid JSON (fix the syntax at the line and column given)',
  'invalid-lock': 'A translation lock that is not a lock (fix the entry, or delete the file and stamp again after a review)',
  outdated: 'Needs review: the Spanish changed since the English was stamped (update the English, then `npm run i18n:stamp -- FILE KEY`)',
  unstamped: 'Needs review: translations not stamped yet (read them against the Spanish, then `npm run i18n:stamp -- FILE`)',
  'obsolete-lock-entry': 'Lock entries of texts that no longer exist (the next `npm run i18n:stamp` removes them)',
};

const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Strings in quotes; lists and objects (already JSON) as they are. */
function quote(text: string): string {
  if (/^[[{]/.test(text)) {
    try {
      JSON.parse(text);
      return clip(text);
    } catch {
      // Not JSON after all: a string that starts with a bracket.
    }
  }
  return `"${clip(text)}"`;
}

/** An outdated text: where, the Spanish now and before, the change as a word diff, the English to review. */
function formatOutdated(f: Finding): string {
  const lines = [`  - ${f.file}  ${f.key}`, `      es now:    ${quote(f.text ?? '')}`];
  if (f.previous !== undefined) {
    lines.push(
      `      es before: ${quote(f.previous)}`,
      `      change:    ${clip(wordDiff(f.previous, f.text ?? '').replace(/\s+/g, ' '), 400)}`,
    );
  } else {
    lines.push('      es before: (not in git history: compare with the English)');
  }
  lines.push(
    `      en:        ${quote(f.english ?? '')}${f.englishChanged ? '  (edited since the stamp: stamp it once it says what the Spanish says)' : ''}`,
  );
  return lines.join('\n');
}

/** Texts not stamped yet, one line per file: how many, and the first keys. */
function formatUnstamped(group: readonly Finding[]): string[] {
  const byFile = new Map<string, string[]>();
  for (const f of group) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f.key ?? '']);
  return [...byFile].map(([file, keys]) => {
    const shown = keys.slice(0, 4).join(', ') + (keys.length > 4 ? ', …' : '');
    return `  - ${file}  ${keys.length} text${keys.length === 1 ? '' : 's'}: ${shown}`;
  });
}

/** One line of the report: where, which key, and the text to translate (or to remove). */
function formatFinding(f: Finding): string {
  if (f.kind === 'invalid-json') return `  - ${f.file}:${f.line}:${f.column}  ${f.key ?? ''}`;
  if (f.kind === 'outdated') return formatOutdated(f);
  const key = f.key ? `  ${f.key}` : '';
  const text = f.text !== undefined ? `  ← es: ${quote(f.text)}` : '';
  const english = f.english !== undefined ? `  (en: ${quote(f.english)})` : '';
  return `  - ${f.file}${key}${text}${english}`;
}

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

/** Human-readable report, grouped by kind: problems first, then what needs a translator's review. */
export function formatFindings(findings: readonly Finding[]): string {
  const problems = findings.filter((f) => isFailing(f));
  const review = findings.length - problems.length;
  const lines = [
    problems.length === 0
      ? `i18n check: English is in step with Spanish.${review ? ` ${plural(review, 'entry', 'entries')} to review (below).` : ''}`
      : `i18n check: ${plural(problems.length, 'problem')}${review ? `, and ${plural(review, 'entry', 'entries')} to review` : ''}`,
  ];
  for (const kind of Object.keys(headings) as FindingKind[]) {
    const group = findings.filter((f) => f.kind === kind);
    if (group.length === 0) continue;
    lines.push('', `${headings[kind]} (${group.length}):`);
    if (kind === 'unstamped') lines.push(...formatUnstamped(group));
    else for (const f of group) lines.push(formatFinding(f));
  }
  return lines.join('\n');
}

/** The status table: per file, how many texts are up to date, need review or are missing, with totals. */
export function formatStatusTable(table: readonly FileStatus[]): string {
  const total = table.reduce(
    (t, r) => ({ file: 'total', fresh: t.fresh + r.fresh, review: t.review + r.review, missing: t.missing + r.missing }),
    {
      file: 'total',
      fresh: 0,
      review: 0,
      missing: 0,
    },
  );
  const width = Math.max(...[...table, total].map((r) => r.file.length));
  const row = (file: string, a: string | number, b: string | number, c: string | number) =>
    `  ${file.padEnd(width)}  ${String(a).padStart(10)}  ${String(b).padStart(12)}  ${String(c).padStart(7)}`;
  return [
    `Status per file (pages: ${defaults.contentEn}/, posts: ${defaults.blogEn}/):`,
    row('', 'up to date', 'needs review', 'missing'),
    ...table.map((r) => row(r.file, r.fresh, r.review, r.missing)),
    row(total.file, total.fresh, total.review, total.missing),
  ].join('\n');
}

/** Command-line options naming the root and the folders and files read (`--root DIR`, `--lock FILE`…). */
export const folderFlags: Readonly<Record<string, keyof CheckOptions>> = {
  '--root': 'root',
  '--src': 'src',
  '--code': 'code',
  '--content': 'content',
  '--content-en': 'contentEn',
  '--blog': 'blog',
  '--blog-en': 'blogEn',
  '--lock': 'lock',
};

function parseArgs(argv: readonly string[]): CheckOptions & { json: boolean; strict: boolean } {
  const flags = folderFlags;
  const out: CheckOptions & { json: boolean; strict: boolean } = { root: process.cwd(), json: false, strict: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') out.json = true;
    else if (arg === '--strict') out.strict = true;
    else if (arg in flags && argv[i + 1] !== undefined) out[flags[arg]] = argv[++i];
    else throw new Error(`Unknown argument: ${arg}. Options: ${Object.keys(flags).join(', ')}, --json, --strict`);
  }
  out.root = path.resolve(out.root);
  return out;
}

async function main(): Promise<void> {
  const { json, strict, ...options } = parseArgs(process.argv.slice(2));
  const { findings, table } = await runCheck(options);
  if (json) console.log(JSON.stringify(findings, null, 2));
  else console.log([formatFindings(findings), ...(table ? ['', formatStatusTable(table)] : [])].join('\n'));
  process.exitCode = findings.some((f) => isFailing(f, strict)) ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
