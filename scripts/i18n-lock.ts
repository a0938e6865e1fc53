/**
 * The translation lock (`i18n/en/translation-lock.json`): per English text,
 * hashes of the Spanish it was translated from and of the English, written
 * by `npm run i18n:stamp`; `npm run i18n:check` marks an English text whose
 * Spanish hash changed as *needs review* (docs/translating.md). Shape:
 * `{ "<English file>": { "<key>": { "es": hash, "en": hash } } }`, files
 * sorted, keys in the Spanish file's order (content key paths, interface ids,
 * or a post's `title`, `description`, `image_alt`, `keywords`, `body`).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { diffWords } from 'diff';
import yaml from 'js-yaml';
import * as z from 'zod';

/** Where a text comes from: page content, an interface string or a blog post. */
export type UnitKind = 'content' | 'code' | 'post';

/** One translatable text: its Spanish source and, when translated, its English. */
export interface TranslationUnit {
  kind: UnitKind;
  /** The English file, relative to the root: the lock's file key. */
  file: string;
  /** The Spanish file the text comes from, relative to the root (for git look-ups). */
  source: string;
  /** Content key path, interface-string id or post field. */
  key: string;
  /** Where the value sits in the Spanish file: content path segments, or the post field. */
  path: readonly (string | number)[];
  es: string;
  /** `undefined`: no English yet (reported as missing by the check). */
  en?: string;
}

/** The hashes a translator stamped for one text. */
export interface LockEntry {
  es: string;
  en: string;
}

/** English file → key → stamped hashes. */
export type TranslationLock = Record<string, Record<string, LockEntry>>;

const lockSchema = z.record(z.string(), z.record(z.string(), z.strictObject({ es: z.string(), en: z.string() })));

/** The translated front-matter fields of a blog post; the rest (slug, tags, image…) is shared. */
export const postFields = ['title', 'description', 'image_alt', 'keywords'] as const;

/** A 12-hex-digit SHA-256 of a text, trimmed and NFC-normalised (line endings as `\n`). */
export function hashText(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n').normalize('NFC').trim()).digest('hex').slice(0, 12);
}

// ----------------------------------------------------------------- units

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A content key path as the check prints it: `hero.items[2].title`. */
export function keyPathOf(segments: readonly (string | number)[]): string {
  return segments.reduce<string>((at, s) => (typeof s === 'number' ? `${at}[${s}]` : at ? `${at}.${s}` : s), '');
}

/** The value at `segments` in a parsed JSON document, or `undefined`. */
function valueAt(doc: Json | undefined, segments: readonly (string | number)[]): Json | undefined {
  let at: Json | undefined = doc;
  for (const s of segments) {
    if (typeof s === 'number' ? !Array.isArray(at) : !isObject(at)) return undefined;
    at = (at as Record<string | number, Json>)[s];
  }
  return at;
}

/** A leaf as a translator reads it: strings as they are, other values as JSON. */
const leafText = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * One unit per leaf of a Spanish content file (strings, numbers, booleans),
 * with the English leaf at the same path when there is one.
 */
export function contentUnits(es: Json, en: Json | undefined, source: string, file: string): TranslationUnit[] {
  const units: TranslationUnit[] = [];
  const walk = (value: Json, segments: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...segments, i]));
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, [...segments, k]);
    else {
      const english = valueAt(en, segments);
      units.push({
        kind: 'content',
        file,
        source,
        key: keyPathOf(segments) || '(root)',
        path: segments,
        es: leafText(value),
        ...(english !== undefined && !Array.isArray(english) && !isObject(english) && { en: leafText(english) }),
      });
    }
  };
  walk(es, []);
  return units;
}

/** A post split into its front matter (parsed YAML) and its body. */
export function parsePost(text: string): { front: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  if (!match) return { front: {}, body: text };
  const front = yaml.load(match[1]);
  return { front: isObject(front) ? front : {}, body: match[2] };
}

/** A post's translated text for `field` (a front-matter field or `body`), or `undefined`. */
export function postText(text: string, field: string): string | undefined {
  const { front, body } = parsePost(text);
  if (field === 'body') return body.trim() === '' ? undefined : body;
  const value = front[field];
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** One unit per translated field of a Spanish post (see `postFields`) and one for its body. */
export function postUnits(esText: string, enText: string | undefined, source: string, file: string): TranslationUnit[] {
  const units: TranslationUnit[] = [];
  for (const field of [...postFields, 'body']) {
    const es = postText(esText, field);
    if (es === undefined) continue;
    const en = enText === undefined ? undefined : postText(enText, field);
    units.push({ kind: 'post', file, source, key: field, path: [field], es, ...(en !== undefined && { en }) });
  }
  return units;
}

// ------------------------------------------------------------------ lock

/** A lock file that is valid JSON but not a lock: which entry, and why. */
export class LockShapeError extends Error {}

/**
 * Reads a lock file; an absent file is an empty lock. Throws the parser's
 * error for invalid JSON (the caller turns it into file, line and column) and
 * `LockShapeError` for a JSON document of the wrong shape.
 */
export function readLock(file: string, parse: (text: string) => unknown = JSON.parse): TranslationLock {
  if (!existsSync(file)) return {};
  const data = parse(readFileSync(file, 'utf8'));
  const result = lockSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new LockShapeError(
      `${issue.path.join(' › ') || '(root)'}: ${issue.message} (expected { "file": { "key": { "es": hash, "en": hash } } })`,
    );
  }
  return result.data;
}

/** Writes the lock: files sorted, one entry per line, so a stamp's diff is one line per text. */
export function writeLock(file: string, lock: TranslationLock): void {
  const files = Object.keys(lock)
    .filter((f) => Object.keys(lock[f]).length > 0)
    .sort();
  const body = files.map((f) => {
    const entries = Object.entries(lock[f]).map(
      ([key, e]) => `    ${JSON.stringify(key)}: { "es": ${JSON.stringify(e.es)}, "en": ${JSON.stringify(e.en)} }`,
    );
    return `  ${JSON.stringify(f)}: {\n${entries.join(',\n')}\n  }`;
  });
  writeFileSync(file, files.length ? `{\n${body.join(',\n')}\n}\n` : '{}\n');
}

// ---------------------------------------------------------------- status

/**
 * - `fresh`: the Spanish is the one the English was stamped against;
 * - `outdated`: the Spanish changed since (needs review);
 * - `unstamped`: translated, never stamped (a new translation: needs review);
 * - `missing`: no English yet.
 */
export type EntryState = 'fresh' | 'outdated' | 'unstamped' | 'missing';

/** A unit with its state against the lock. */
export interface EntryStatus {
  unit: TranslationUnit;
  state: EntryState;
  locked?: LockEntry;
  /** The English changed since the stamp too (perhaps already updated: review, then stamp). */
  englishChanged?: boolean;
}

/** The state of each unit against the lock. */
export function statusOf(units: readonly TranslationUnit[], lock: TranslationLock): EntryStatus[] {
  return units.map((unit) => {
    if (unit.en === undefined) return { unit, state: 'missing' };
    const locked = lock[unit.file]?.[unit.key];
    if (!locked) return { unit, state: 'unstamped' };
    if (locked.es === hashText(unit.es)) return { unit, state: 'fresh', locked };
    return { unit, state: 'outdated', locked, englishChanged: locked.en !== hashText(unit.en) };
  });
}

/** Lock entries whose file or key no longer has a Spanish text (removed by the next stamp). */
export function obsoleteEntries(units: readonly TranslationUnit[], lock: TranslationLock): { file: string; key: string }[] {
  const known = new Set(units.map((u) => `${u.file}\0${u.key}`));
  return Object.entries(lock).flatMap(([file, entries]) =>
    Object.keys(entries)
      .filter((key) => !known.has(`${file}\0${key}`))
      .map((key) => ({ file, key })),
  );
}

/** Counts per English file, in the order files first appear. */
export interface FileStatus {
  file: string;
  fresh: number;
  review: number;
  missing: number;
}

/** The status table: per file, texts up to date, needing review (outdated or unstamped) and missing. */
export function statusTable(statuses: readonly EntryStatus[]): FileStatus[] {
  const rows = new Map<string, FileStatus>();
  for (const { unit, state } of statuses) {
    const row = rows.get(unit.file) ?? { file: unit.file, fresh: 0, review: 0, missing: 0 };
    if (state === 'fresh') row.fresh++;
    else if (state === 'missing') row.missing++;
    else row.review++;
    rows.set(unit.file, row);
  }
  return [...rows.values()];
}

/** Which entries a stamp covers: all, one English or Spanish file, or one key of it. */
export interface StampScope {
  file?: string;
  key?: string;
}

/**
 * The lock after a stamp: every translated unit in scope gets the hashes of
 * today's Spanish and English; entries in scope whose text no longer exists
 * are dropped; entries out of scope are kept as they are.
 */
export function stamp(lock: TranslationLock, units: readonly TranslationUnit[], scope: StampScope = {}): TranslationLock {
  const inFile = (file: string) => scope.file === undefined || scope.file === file;
  const inScope = (file: string, key: string) => inFile(file) && (scope.key === undefined || scope.key === key);
  const next: TranslationLock = {};
  const ordered = [...units].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const unit of ordered) {
    const entries = (next[unit.file] ??= {});
    const old = lock[unit.file]?.[unit.key];
    if (unit.en !== undefined && inScope(unit.file, unit.key)) entries[unit.key] = { es: hashText(unit.es), en: hashText(unit.en) };
    else if (old) entries[unit.key] = old;
  }
  for (const { file, key } of obsoleteEntries(units, lock)) {
    if (!inScope(file, key)) (next[file] ??= {})[key] = lock[file][key];
  }
  return next;
}

// -------------------------------------------------- the Spanish of the stamp

/** Reads a file's text at each commit that changed it, newest first (empty outside a git work tree). */
function gitVersions(root: string, source: string, maxCommits: number): string[] {
  try {
    const commits = execFileSync('git', ['log', '--format=%H', `-n${maxCommits}`, '--', source], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean);
    return commits.flatMap((commit) => {
      try {
        return [
          execFileSync('git', ['show', `${commit}:./${source}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
        ];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** Interface-string messages (id → Spanish message) of one version of a source file. */
export type MessageExtractor = (text: string, source: string) => Promise<Record<string, string>>;

/**
 * Finds, in git history, the Spanish text whose hash the lock holds: the text
 * the English was translated from. Looks at the last `maxCommits` commits that
 * changed the Spanish file (for interface strings, the source file that uses
 * the id, read with `extractMessages`). `undefined` when git does not have it.
 */
export function createPreviousSpanishFinder(
  root: string,
  extractMessages?: MessageExtractor,
  maxCommits = 50,
): (unit: TranslationUnit, hash: string) => Promise<string | undefined> {
  const versionsOf = new Map<string, string[]>();
  const messagesOf = new Map<string, Promise<Record<string, string>>[]>();
  const valueIn = async (unit: TranslationUnit, text: string, index: number): Promise<string | undefined> => {
    if (unit.kind === 'post') return postText(text, String(unit.path[0]));
    if (unit.kind === 'code') {
      if (!extractMessages) return undefined;
      const cached = messagesOf.get(unit.source) ?? [];
      messagesOf.set(unit.source, cached);
      cached[index] ??= extractMessages(text, unit.source);
      return (await cached[index])[unit.key];
    }
    const v = valueAt(JSON.parse(text) as Json, unit.path);
    return v === undefined || isObject(v) || Array.isArray(v) ? undefined : leafText(v);
  };
  return async (unit, hash) => {
    let versions = versionsOf.get(unit.source);
    if (!versions) versionsOf.set(unit.source, (versions = gitVersions(root, unit.source, maxCommits)));
    for (const [index, text] of versions.entries()) {
      let value: string | undefined;
      try {
        value = await valueIn(unit, text, index);
      } catch {
        continue; // that version did not parse: look further back
      }
      if (value !== undefined && hashText(value) === hash) return value;
    }
    return undefined;
  };
}

/**
 * A word diff in git's plain style, `[-removed-]{+added+}`, keeping `context`
 * words around each change and eliding the rest with `…`.
 */
export function wordDiff(before: string, after: string, context = 6): string {
  const parts = diffWords(before, after);
  return parts
    .map((part, i) => {
      if (part.removed) return `[-${part.value}-]`;
      if (part.added) return `{+${part.value}+}`;
      const words = part.value.split(/(\s+)/);
      const keep = context * 2; // words and the spaces between them
      if (words.length <= keep * 2 + 1) return part.value;
      const head = i > 0 ? words.slice(0, keep).join('') : '';
      const tail = i < parts.length - 1 ? words.slice(-keep).join('') : '';
      return `${head}${head || tail ? '…' : ''}${tail}`;
    })
    .join('');
}
