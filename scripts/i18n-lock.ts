/**
 * The translation lock (`i18n/en/translation-lock.json`, docs/translating.md):
 * `{ "<English file>": { "<key>": { "es": hash, "en": hash } } }`, the hashes
 * of the Spanish an English text was translated from and of the English
 * (files sorted, keys in the Spanish file's order; texts from i18n-units.ts).
 * `npm run i18n:check` lists a text whose Spanish hash changed as needing review.
 *
 * `npm run i18n:stamp -- [--root DIR] [FILE [KEY]]` writes it: marks every
 * translated text, or FILE's (English or Spanish name), or one KEY of it, as
 * reviewed against today's Spanish, and removes the entries of texts that no
 * longer exist within that scope. Exits 2 on an unknown option, file or key,
 * or a lock it cannot read.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isEntry } from './entry';
import { parseArgs } from 'node:util';
import { diffWords } from 'diff';
import * as z from 'zod';
import { FindingError, paths, readJson, readTranslations, spanishTexts, type Finding, type TranslationUnit } from './i18n-units';

/** English file → key → the hashes a translator stamped. */
export type TranslationLock = Record<string, Record<string, { es: string; en: string }>>;

/** Per English file, in the order files first appear: texts up to date, needing review (outdated or unstamped) and missing. */
export type FileStatus = { file: string; fresh: number; review: number; missing: number };

const lockSchema = z.record(z.string(), z.record(z.string(), z.strictObject({ es: z.string(), en: z.string() })));

/** A 12-hex-digit SHA-256 of a text, trimmed and NFC-normalised (line endings as `\n`). */
export function hashText(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n').normalize('NFC').trim()).digest('hex').slice(0, 12);
}

/**
 * Reads the lock of the site in `root`; an absent file is an empty lock.
 * Throws a `FindingError`: `invalid-json` (line, column) or `invalid-lock`
 * (a JSON document of the wrong shape: which entry, and why).
 */
export function readLock(root: string): TranslationLock {
  const file = path.resolve(root, paths.lock);
  if (!existsSync(file)) return {};
  const result = lockSchema.safeParse(readJson(file, paths.lock));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = `${issue.path.join(' › ') || '(root)'}: ${issue.message} (expected { "file": { "key": { "es": hash, "en": hash } } })`;
  throw new FindingError({ kind: 'invalid-lock', file: paths.lock, key });
}

/** Writes the lock: files sorted, one entry per line, so a stamp's diff is one line per text. */
export function writeLock(file: string, lock: TranslationLock): void {
  const files = Object.keys(lock).filter((f) => Object.keys(lock[f]).length > 0);
  const json = JSON.stringify(Object.fromEntries(files.sort().map((f) => [f, lock[f]])), null, 2);
  writeFileSync(file, `${json.replace(/\{\n\s*"es": ("\w*"),\n\s*"en": ("\w*")\n\s*\}/g, '{ "es": $1, "en": $2 }')}\n`);
}

/** The hashes stamped for `key` of `file`, if any (own entries only: a content key may be called `constructor`). */
const lockedEntry = (lock: TranslationLock, file: string, key: string) =>
  Object.hasOwn(lock, file) && Object.hasOwn(lock[file], key) ? lock[file][key] : undefined;

/** Lock entries whose file or key no longer has a Spanish text (removed by the next stamp). */
export function obsoleteEntries(units: readonly TranslationUnit[], lock: TranslationLock): { file: string; key: string }[] {
  const known = new Set(units.map((u) => `${u.file}\0${u.key}`));
  return Object.entries(lock).flatMap(([file, entries]) =>
    Object.keys(entries).flatMap((key) => (known.has(`${file}\0${key}`) ? [] : [{ file, key }])),
  );
}

/**
 * Each text against the lock: `outdated` (the Spanish changed since the
 * stamp; with the Spanish stamped, from git), `unstamped` (translated, never
 * stamped), lock entries of texts that no longer exist (`obsolete-lock-entry`,
 * under the lock's name), and the status table. Texts without English count as missing.
 */
export async function reviewTranslations(root: string, units: readonly TranslationUnit[], lock: TranslationLock) {
  const findings: Finding[] = [];
  const rows = new Map<string, FileStatus>();
  const previousSpanish = previousSpanishFinder(root);
  for (const unit of units) {
    const { file, key, es: text, en: english } = unit;
    const row = rows.get(file) ?? { file, fresh: 0, review: 0, missing: 0 };
    rows.set(file, row);
    const locked = lockedEntry(lock, file, key);
    if (english === undefined) row.missing++;
    else if (locked?.es === hashText(text)) row.fresh++;
    else {
      row.review++;
      if (!locked) findings.push({ kind: 'unstamped', file, key, text, english });
      else {
        const previous = await previousSpanish(unit, locked.es);
        const review = { ...(previous !== undefined && { previous }), ...(locked.en !== hashText(english) && { englishChanged: true }) };
        findings.push({ kind: 'outdated', file, key, text, english, ...review });
      }
    }
  }
  for (const { file, key } of obsoleteEntries(units, lock))
    findings.push({ kind: 'obsolete-lock-entry', file: paths.lock, key: `${file}  ${key}` });
  return { findings, table: [...rows.values()] };
}

/** Which entries a stamp covers: all, one English file, or one key of it. */
export type StampScope = { file?: string; key?: string };

/** Whether an entry (English file, key) is within `scope`. */
const inScope = (scope: StampScope) => (file: string, key: string) =>
  (scope.file === undefined || scope.file === file) && (scope.key === undefined || scope.key === key);

/**
 * The lock after a stamp: every translated unit in scope gets the hashes of
 * today's Spanish and English; entries in scope whose text no longer exists
 * are dropped; entries out of scope are kept as they are.
 */
export function stamp(lock: TranslationLock, units: readonly TranslationUnit[], scope: StampScope = {}): TranslationLock {
  const covered = inScope(scope);
  const next: TranslationLock = {};
  for (const unit of units) {
    const entries = (next[unit.file] ??= {});
    const old = lockedEntry(lock, unit.file, unit.key);
    if (unit.en !== undefined && covered(unit.file, unit.key)) entries[unit.key] = { es: hashText(unit.es), en: hashText(unit.en) };
    else if (old) entries[unit.key] = old;
  }
  for (const { file, key } of obsoleteEntries(units, lock)) if (!covered(file, key)) (next[file] ??= {})[key] = lock[file][key];
  return next;
}

/**
 * Finds, in git history, the Spanish text whose hash the lock holds: the text
 * the English was translated from. Looks at the last `maxCommits` commits that
 * changed the unit's Spanish file (for interface strings, the source file that
 * uses the id), each version read like today's; `undefined` when git does not
 * have it (or outside a git work tree).
 */
function previousSpanishFinder(root: string, maxCommits = 50): (unit: TranslationUnit, hash: string) => Promise<string | undefined> {
  // Git's output, or `undefined` when it fails (outside a work tree; `show` of the commit that deleted the file).
  const git = (...args: string[]) => {
    const { status, stdout } = spawnSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return status === 0 ? stdout : undefined;
  };
  const versionsOf = new Map<string, { text: string; texts?: Promise<Map<string, string> | undefined> }[]>();
  return async (unit, hash) => {
    const { source } = unit;
    if (!versionsOf.has(source)) {
      const commits = git('log', '--format=%H', `-n${maxCommits}`, '--', source)?.split('\n').filter(Boolean) ?? [];
      versionsOf.set(
        source,
        commits.flatMap((commit) => git('show', `${commit}:./${source}`) ?? []).map((text) => ({ text })),
      );
    }
    for (const version of versionsOf.get(source)!) {
      // Each version is read once, when first needed; one that does not parse is skipped.
      version.texts ??= spanishTexts(unit.kind, version.text, source).catch(() => undefined);
      const previous = (await version.texts)?.get(unit.key);
      if (previous !== undefined && hashText(previous) === hash) return previous;
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

/** The English file a user named, as the English file or its Spanish source; throws with the known files when neither. */
function resolveFile(units: readonly TranslationUnit[], lock: TranslationLock, file: string): string {
  const wanted = file.split(path.sep).join('/').replace(/^\.\//, '');
  const match = units.find((u) => u.file === wanted || (u.kind !== 'code' && u.source === wanted));
  if (match) return match.file;
  if (Object.hasOwn(lock, wanted)) return wanted; // a file that is gone: its entries can still be removed
  throw new Error(`No translated file ${file}. Files: ${[...new Set(units.map((u) => u.file))].join(', ')}`);
}

/**
 * Stamps the texts in `scope` (all by default) of the site in `root` and writes the lock. @returns what changed: texts
 * `stamped`, how many of them got new hashes (`changed`), obsolete entries `removed`, and the `lockFile` written.
 */
export async function stampTranslations(root: string, scope: StampScope = {}) {
  const lockFile = path.resolve(root, paths.lock);
  const lock = readLock(root);
  const { units } = await readTranslations(root);
  const { key } = scope;
  const file = scope.file === undefined ? undefined : resolveFile(units, lock, scope.file);
  if (file !== undefined && key !== undefined && !units.some((u) => u.file === file && u.key === key) && !lockedEntry(lock, file, key)) {
    throw new Error(`No key ${key} in ${file}.`);
  }
  const next = stamp(lock, units, { file, key });
  writeLock(lockFile, next);
  const entries = (l: TranslationLock) =>
    new Map(Object.entries(l).flatMap(([f, keys]) => Object.entries(keys).map(([k, e]) => [`${f}\0${k}`, `${e.es} ${e.en}`])));
  const [before, after] = [entries(lock), entries(next)];
  return {
    stamped: units.filter((u) => u.en !== undefined && inScope({ file, key })(u.file, u.key)).length,
    changed: [...after].filter(([id, hashes]) => before.get(id) !== hashes).length,
    removed: [...before.keys()].filter((id) => !after.has(id)).length,
    lockFile,
  };
}

async function main(): Promise<void> {
  const options = { root: { type: 'string', default: '.' } } as const;
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true });
  if (positionals.length > 2) throw new Error(`too many arguments (${positionals.length})`);
  const [root, [file, key]] = [path.resolve(values.root), positionals];
  const { stamped, changed, removed, lockFile } = await stampTranslations(root, { file, key });
  const where = file === undefined ? 'every file' : key === undefined ? file : `${file} ${key}`;
  console.log(
    `i18n stamp (${where}): ${stamped} translated texts marked as reviewed, ${changed} of them new or changed; ${removed} entries of texts that no longer exist removed.\n` +
      `Lock: ${path.relative(root, lockFile)} (commit it with the translation).`,
  );
}

if (isEntry(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`i18n stamp: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof FindingError)) console.error('Usage: npm run i18n:stamp -- [--root DIR] [FILE [KEY]]');
    process.exitCode = 2;
  });
}
