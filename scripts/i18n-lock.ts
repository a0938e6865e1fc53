/**
 * The translation lock (`i18n/en/translation-lock.json`): per English text,
 * hashes of the Spanish it was translated from and of the English, written
 * by `npm run i18n:stamp`; `npm run i18n:check` lists an English text whose
 * Spanish hash changed as *needs review* (docs/translating.md). Shape:
 * `{ "<English file>": { "<key>": { "es": hash, "en": hash } } }`, files
 * sorted, keys in the Spanish file's order (content key paths, interface ids,
 * or a post's `title`, `description`, `image_alt`, `keywords`, `body`). The
 * texts come from the shared reader, i18n-units.ts.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { diffWords } from 'diff';
import * as z from 'zod';
import { readJson, spanishTexts, type Finding, type TranslationUnit } from './i18n-units';

/** English file → key → the hashes a translator stamped. */
export type TranslationLock = Record<string, Record<string, { es: string; en: string }>>;

/** Per English file, in the order files first appear: texts up to date, needing review (outdated or unstamped) and missing. */
export type FileStatus = { file: string; fresh: number; review: number; missing: number };

const lockSchema = z.record(z.string(), z.record(z.string(), z.strictObject({ es: z.string(), en: z.string() })));

/** A 12-hex-digit SHA-256 of a text, trimmed and NFC-normalised (line endings as `\n`). */
export function hashText(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n').normalize('NFC').trim()).digest('hex').slice(0, 12);
}

/** A lock file that is valid JSON but not a lock: which entry, and why. */
export class LockShapeError extends Error {}

/**
 * Reads a lock file (named `shown` in errors); an absent file is an empty
 * lock. Throws `JsonSyntaxError` (file, line, column) for invalid JSON and
 * `LockShapeError` for a JSON document of the wrong shape.
 */
export function readLock(file: string, shown = file): TranslationLock {
  if (!existsSync(file)) return {};
  const result = lockSchema.safeParse(readJson(file, shown));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new LockShapeError(
    `${issue.path.join(' › ') || '(root)'}: ${issue.message} (expected { "file": { "key": { "es": hash, "en": hash } } })`,
  );
}

/** Writes the lock: files sorted, one entry per line, so a stamp's diff is one line per text. */
export function writeLock(file: string, lock: TranslationLock): void {
  const json = JSON.stringify;
  const body = Object.keys(lock)
    .filter((f) => Object.keys(lock[f]).length > 0)
    .sort()
    .map((f) => {
      const entries = Object.entries(lock[f]).map(([key, e]) => `    ${json(key)}: { "es": ${json(e.es)}, "en": ${json(e.en)} }`);
      return `  ${json(f)}: {\n${entries.join(',\n')}\n  }`;
    });
  writeFileSync(file, body.length ? `{\n${body.join(',\n')}\n}\n` : '{}\n');
}

/** The hashes stamped for `key` of `file`, if any (own entries only: a content key may be called `constructor`). */
export const lockedEntry = (lock: TranslationLock, file: string, key: string) =>
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
 * under `lockName`), and the status table. Texts without English count as missing.
 */
export async function reviewTranslations(root: string, units: readonly TranslationUnit[], lock: TranslationLock, lockName: string) {
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
    else if (!locked) {
      row.review++;
      findings.push({ kind: 'unstamped', file, key, text, english });
    } else {
      row.review++;
      const previous = await previousSpanish(unit, locked.es);
      const review = { ...(previous !== undefined && { previous }), ...(locked.en !== hashText(english) && { englishChanged: true }) };
      findings.push({ kind: 'outdated', file, key, text, english, ...review });
    }
  }
  for (const { file, key } of obsoleteEntries(units, lock))
    findings.push({ kind: 'obsolete-lock-entry', file: lockName, key: `${file}  ${key}` });
  return { findings, table: [...rows.values()] };
}

/** Which entries a stamp covers: all, one English file, or one key of it. */
export type StampScope = { file?: string; key?: string };

/** Whether an entry (English file, key) is within `scope`. */
export const inScope = (scope: StampScope) => (file: string, key: string) =>
  (scope.file === undefined || scope.file === file) && (scope.key === undefined || scope.key === key);

/**
 * The lock after a stamp: every translated unit in scope gets the hashes of
 * today's Spanish and English; entries in scope whose text no longer exists
 * are dropped; entries out of scope are kept as they are.
 */
export function stamp(lock: TranslationLock, units: readonly TranslationUnit[], scope: StampScope = {}): TranslationLock {
  const covered = inScope(scope);
  const next: TranslationLock = {};
  for (const unit of [...units].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
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
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const versions = (source: string): string[] => {
    try {
      const commits = git('log', '--format=%H', `-n${maxCommits}`, '--', source).split('\n').filter(Boolean);
      return commits.flatMap((commit) => {
        try {
          return [git('show', `${commit}:./${source}`)];
        } catch {
          return []; // the commit that deleted it
        }
      });
    } catch {
      return [];
    }
  };
  const versionsOf = new Map<string, { text: string; texts?: Promise<Map<string, string> | undefined> }[]>();
  return async (unit, hash) => {
    if (!versionsOf.has(unit.source))
      versionsOf.set(
        unit.source,
        versions(unit.source).map((text) => ({ text })),
      );
    for (const version of versionsOf.get(unit.source)!) {
      // Each version is read once, when first needed; one that does not parse is skipped.
      version.texts ??= spanishTexts(unit.kind, version.text, unit.source).catch(() => undefined);
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
