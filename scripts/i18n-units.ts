/**
 * The one reader of the site's translatable texts, shared by the check
 * (i18n-check.ts) and the lock and its stamp (i18n-lock.ts). It
 * reads every translation unit once, Spanish and English: interface strings
 * (ids in `src/`, read with Docusaurus's own extractor, as `npm run
 * i18n:extract` sees them → `i18n/en/code.json`), page content (each leaf of
 * `src/content/**` → `i18n/en/site-content/**`) and blog posts (front-matter
 * fields and body); on the way it reports what is missing or left over on one
 * side, JSON syntax errors, post files without a slug, blog authors or tags without English.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import yaml from 'js-yaml';
import { sourceOnlyKeys } from '../src/plugins/site-pages/content';
import { parsePost } from '../src/config/blog-urls';
import { filesUnder } from '../server/src/files';

/** One translatable text: where it comes from, its Spanish and (when translated) its English. */
export interface TranslationUnit {
  kind: 'content' | 'code' | 'post';
  /** The English file, relative to the root (the lock's file key). */
  file: string;
  /** The Spanish file the text comes from (for interface strings, the first source file using the id). */
  source: string;
  /** Content key path (`hero.items[2].title`), interface-string id or post field (`title`, `body`…). */
  key: string;
  es: string;
  /** `undefined`: no English yet. */
  en?: string;
}

/** Every kind of finding, with the heading of its group in the report, in report order (docs/translating.md). */
export const headings = {
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
} as const;

export type FindingKind = keyof typeof headings;

/** One problem or review item: what, where (file, relative to the root) and which id, key path or post. */
export interface Finding {
  kind: FindingKind;
  file: string;
  key?: string;
  /** The Spanish text to translate (lists and objects as compact JSON; a post's title). */
  text?: string;
  /** The English text: of a stale entry, a marker mismatch or a text to review. */
  english?: string;
  /** 1-based line and column of a JSON syntax error (`invalid-json`). */
  line?: number;
  column?: number;
  /** `outdated`: the Spanish the English was stamped against, when git still has it; whether the English changed too. */
  previous?: string;
  englishChanged?: boolean;
}

/** Folders and files read, relative to the site's root (`lock`: the translation lock). */
export const paths = {
  src: 'src',
  code: 'i18n/en/code.json',
  content: 'src/content',
  contentEn: 'i18n/en/site-content',
  blog: 'i18n/es/docusaurus-plugin-content-blog',
  blogEn: 'i18n/en/docusaurus-plugin-content-blog',
  lock: 'i18n/en/translation-lock.json',
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as a translator reads it: strings as they are, anything else as compact JSON. */
const textOf = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Files under `dir` (recursively) whose names pass `keep`, relative to `dir` with `/`, sorted. */
function listFiles(dir: string, keep: (relative: string) => boolean): string[] {
  return existsSync(dir) ? filesUnder(dir).filter(keep) : [];
}

/** A file that is not what it should be, with the finding that says where and why (`invalid-json`: line and column; `invalid-lock`). */
export class FindingError extends Error {
  constructor(readonly finding: Finding) {
    super(`${finding.file}${finding.line ? `:${finding.line}:${finding.column}` : ''}: ${finding.key}`);
  }
}

/** Line and column (1-based) of a JSON.parse error, from the position V8 reports; end of text when it gives none. */
export function jsonErrorLocation(text: string, error: Error): { line: number; column: number; reason: string } {
  const match = /at position (\d+)/.exec(error.message);
  const before = text.slice(0, match ? Number(match[1]) : text.length).split(/\r?\n/);
  const reason = error.message.replace(/\s*(?:in JSON )?at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '');
  return { line: before.length, column: before[before.length - 1].length + 1, reason };
}

/** `JSON.parse`, throwing a `FindingError` with the file's name (`shown`), line and column. */
function parseJson(text: string, shown: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    const { line, column, reason } = jsonErrorLocation(text, error as Error);
    throw new FindingError({ kind: 'invalid-json', file: shown, line, column, key: reason });
  }
}

/** Reads the JSON file `file`; throws a `FindingError` naming it `shown`. */
export const readJson = (file: string, shown = file): Json => parseJson(readFileSync(file, 'utf8'), shown);

/** Reads `rel` (relative to `root`) with `parse`: a JSON syntax error becomes a finding and `undefined`; other errors name the file. */
function read<T>(root: string, rel: string, findings: Finding[], parse: (text: string, shown: string) => T): T | undefined {
  try {
    return parse(readFileSync(path.resolve(root, rel), 'utf8'), rel);
  } catch (error) {
    if (!(error instanceof FindingError)) throw new Error(`${rel}: ${error instanceof Error ? error.message : String(error)}`);
    findings.push(error.finding);
    return undefined;
  }
}

/** A post's translated texts: `title`, `description`, `image_alt`, `keywords` (joined), `body`; absent or empty ones left out. */
function postTexts({ front, body }: ReturnType<typeof parsePost>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const field of ['title', 'description', 'image_alt', 'keywords']) {
    const value = front[field];
    if (value !== undefined && value !== null) texts.set(field, Array.isArray(value) ? value.join(', ') : String(value));
  }
  if (body.trim() !== '') texts.set('body', body);
  return texts;
}

/** What a reading collects: every text, and the problems met on the way. */
export type Reading = { units: TranslationUnit[]; findings: Finding[] };

const babelOptions = getBabelOptions({ isServer: true });

/** Docusaurus ignores files and folders starting with `_`, tests and type declarations. */
const isSourceFile = (rel: string) =>
  /\.(?:[jt]sx?)$/.test(rel) && !rel.endsWith('.d.ts') && !/(?:^|\/)_/.test(rel) && !/\.test\.|__tests__/.test(rel);

/** One interface string: its id, Spanish source text and the file of the `translate()` call (relative to the root, `/`). */
export type SourceMessage = { id: string; message: string; file: string };

/**
 * Every `translate({ id, message })` and `<Translate id>message</Translate>` in the source files of `root`'s `src/`,
 * one per file using the id, by file name, as Docusaurus's extractor reads them for `npm run i18n:extract`;
 * `warn` gets the extractor's warnings (`file: warning`).
 */
export async function extractSourceMessages(root: string, warn: (warning: string) => void = () => {}): Promise<SourceMessage[]> {
  const files = listFiles(path.resolve(root, paths.src), isSourceFile).map((f) => path.resolve(root, paths.src, f));
  return (await extractAllSourceCodeFileTranslations(files, babelOptions)).flatMap(({ sourceCodeFilePath, translations, warnings }) => {
    const file = path.relative(root, sourceCodeFilePath).split(path.sep).join('/');
    for (const w of warnings) warn(`${file}: ${w}`);
    return Object.entries(translations).map(([id, { message }]) => ({ id, message, file }));
  });
}

/** Interface strings: the ids used in `src/` (`theme.*` ids are Docusaurus's own) against the English code.json. */
async function readCode(root: string, { units, findings }: Reading): Promise<void> {
  const used = new Map<string, { message: string; files: string[] }>();
  for (const { id, message, file } of await extractSourceMessages(root, (w) => console.warn(`warning: ${w}`))) {
    if (!used.has(id)) used.set(id, { message, files: [] });
    used.get(id)!.files.push(file);
  }
  const english = existsSync(path.resolve(root, paths.code)) ? read(root, paths.code, findings, parseJson) : {};
  if (english === undefined) return;
  if (!isObject(english)) throw new Error(`${paths.code}: expected an object of translations`);
  const isTheme = (id: string) => id.startsWith('theme.');
  const messageOf = (id: string, entry = english[id]) => (isObject(entry) && typeof entry.message === 'string' ? entry.message : undefined);
  for (const [id, { message: es, files }] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
    if (isTheme(id)) continue;
    const en = messageOf(id);
    units.push({ kind: 'code', file: paths.code, source: files[0], key: id, es, ...(en !== undefined && { en }) });
    if (en === undefined) findings.push({ kind: 'missing-id', file: files.join(', '), key: id, text: es });
  }
  for (const id of Object.keys(english).sort()) {
    const en = messageOf(id);
    if (!isTheme(id) && !used.has(id))
      findings.push({ kind: 'stale-id', file: paths.code, key: id, ...(en !== undefined && { english: en }) });
  }
}

/**
 * One unit per leaf of a Spanish content document, with the English leaf at
 * the same path. With `report`, English keys missing (one finding per missing
 * subtree) or left over are findings; keys said only in Spanish (`priceKey`)
 * are not translation units at all.
 */
function walkContent(es: Json, en: Json | undefined, source: string, file: string, { units, findings }: Reading, report: boolean): void {
  type Node = Json[] | Record<string, Json>;
  const keyOf = (at: readonly (string | number)[]) =>
    at.reduce<string>((k, s) => (typeof s === 'number' ? `${k}[${s}]` : k ? `${k}.${s}` : s), '');
  const entries = (v: Node) => (Array.isArray(v) ? v.map((x, i): [number, Json] => [i, x]) : Object.entries(v));
  const walk = (es: Json, en: Json | undefined, at: (string | number)[], report: boolean): void => {
    const key = keyOf(at);
    const [list, container] = [Array.isArray(es), Array.isArray(es) || isObject(es)];
    const same = list ? Array.isArray(en) : isObject(en);
    const missing = en === undefined ? key || '(root)' : container && !same && `${key} (expected ${list ? 'a list' : 'an object'})`;
    if (report && missing) {
      findings.push({ kind: 'missing-content-key', file, key: missing, text: textOf(es) });
      report = false;
    }
    if (!container) {
      const english = en !== undefined && !Array.isArray(en) && !isObject(en) ? { en: textOf(en) } : {};
      units.push({ kind: 'content', file, source, key: key || '(root)', es: textOf(es), ...english });
      return;
    }
    // Own keys only: a content key may be called `constructor` or `toString`.
    const enNode = same ? (en as Record<string | number, Json>) : undefined;
    for (const [k, v] of entries(es as Node)) {
      if (!sourceOnlyKeys.has(`${k}`)) walk(v, enNode && Object.hasOwn(enNode, k) ? enNode[k] : undefined, [...at, k], report);
    }
    for (const [k, v] of report && enNode ? entries(enNode as Node) : []) {
      const stale = typeof k === 'number' ? k >= (es as Json[]).length : !Object.hasOwn(es as object, k) || sourceOnlyKeys.has(k);
      if (stale) findings.push({ kind: 'stale-content-key', file, key: keyOf([...at, k]), english: textOf(v) });
    }
  };
  walk(es, en, [], report);
}

/** Page content: each Spanish file against the English file of the same name. */
function readContent(root: string, reading: Reading): void {
  const { findings } = reading;
  const isJson = (f: string) => f.endsWith('.json');
  const esFiles = listFiles(path.resolve(root, paths.content), isJson);
  const enFiles = new Set(listFiles(path.resolve(root, paths.contentEn), isJson));
  for (const f of esFiles) {
    const [source, file, translated] = [`${paths.content}/${f}`, `${paths.contentEn}/${f}`, enFiles.has(f)];
    if (!translated) findings.push({ kind: 'missing-content-file', file, key: source });
    const es = read(root, source, findings, parseJson);
    const en = translated ? read(root, file, findings, parseJson) : undefined;
    if (es !== undefined && (!translated || en !== undefined)) walkContent(es, en, source, file, reading, translated);
  }
  for (const f of enFiles) if (!esFiles.includes(f)) findings.push({ kind: 'stale-content-file', file: `${paths.contentEn}/${f}` });
}

/** Blog posts (Markdown/MDX, not starting with `_`) paired by file name, each file with its own `slug:`; then authors and tags by key. */
function readPosts(root: string, { units, findings }: Reading): void {
  const isPost = (rel: string) => /\.mdx?$/.test(rel) && !/(?:^|\/)_/.test(rel);
  const esPosts = listFiles(path.resolve(root, paths.blog), isPost);
  const enPosts = new Set(listFiles(path.resolve(root, paths.blogEn), isPost));
  for (const f of esPosts) {
    const [source, file] = [`${paths.blog}/${f}`, `${paths.blogEn}/${f}`];
    const es = read(root, source, findings, parsePost)!;
    const en = enPosts.has(f) ? read(root, file, findings, parsePost) : undefined;
    if (!es.front.slug) findings.push({ kind: 'missing-slug', file: source });
    const [esTexts, enTexts] = [postTexts(es), en && postTexts(en)];
    const title = esTexts.get('title');
    if (!en) findings.push({ kind: 'missing-post', file, key: source, ...(title !== undefined && { text: title }) });
    for (const [key, text] of esTexts)
      units.push({ kind: 'post', file, source, key, es: text, ...(enTexts?.has(key) && { en: enTexts.get(key) }) });
    if (en && !en.front.slug) findings.push({ kind: 'missing-slug', file });
  }
  for (const f of enPosts) if (!esPosts.includes(f)) findings.push({ kind: 'stale-post', file: `${paths.blogEn}/${f}` });
  const keysOf = (rel: string) => {
    const map = existsSync(path.resolve(root, rel)) && read(root, rel, findings, (text) => yaml.load(text));
    return isObject(map) ? Object.keys(map) : [];
  };
  for (const data of ['authors.yml', 'tags.yml']) {
    const english = new Set(keysOf(`${paths.blogEn}/${data}`));
    for (const key of keysOf(`${paths.blog}/${data}`))
      if (!english.has(key)) findings.push({ kind: 'missing-blog-key', file: `${paths.blogEn}/${data}`, key });
  }
}

/**
 * Reads every translatable text of the site under `root`, Spanish and English, in a fixed
 * order (interface strings by id, content files and posts by name, keys in the
 * Spanish file's order), with the problems met on the way.
 */
export async function readTranslations(root: string): Promise<Reading> {
  const reading: Reading = { units: [], findings: [] };
  await readCode(root, reading);
  readContent(root, reading);
  readPosts(root, reading);
  return reading;
}

/**
 * The Spanish texts (key → text) of another version of a unit's source file,
 * read as today's are: how the lock finds in git history the Spanish an
 * English text was stamped against. Rejects when that version does not parse.
 */
export async function spanishTexts(kind: TranslationUnit['kind'], text: string, source: string): Promise<Map<string, string>> {
  if (kind === 'post') return postTexts(parsePost(text));
  if (kind === 'content') {
    const reading: Reading = { units: [], findings: [] };
    walkContent(JSON.parse(text) as Json, undefined, source, '', reading, false);
    return new Map(reading.units.map((u) => [u.key, u.es]));
  }
  // Docusaurus's extractor reads files: it gets a temporary copy.
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  try {
    const file = path.join(dir, path.basename(source));
    writeFileSync(file, text);
    const [extracted] = await extractAllSourceCodeFileTranslations([file], babelOptions);
    return new Map(Object.entries(extracted?.translations ?? {}).map(([id, { message }]) => [id, message]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
