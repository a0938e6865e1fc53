/**
 * `npm run i18n:stamp -- [FILE [KEY]]`: marks English texts as reviewed
 * against today's Spanish in the translation lock (i18n-lock.ts): every
 * translated text; with FILE (the English or the Spanish file:
 * `src/content/home.json`, `i18n/en/site-content/home.json`,
 * `i18n/en/code.json`, a post) only that file's; with KEY only that key
 * (`hero.title`, an interface-string id, or a post's `title`, `description`,
 * `keywords`, `body`). Lock entries of texts that no longer exist are removed
 * within the same scope; texts without English are never stamped. Exits 2 on
 * an unknown file or key, or on a lock it cannot read.
 *
 * Options: `--root DIR` and the folder options of `scripts/i18n-check.ts`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inScope, lockedEntry, readLock, stamp, writeLock, type StampScope, type TranslationLock } from './i18n-lock';
import { folderArgs, readTranslations, withDefaults, type CheckOptions, type TranslationUnit } from './i18n-units';

/** What a stamp changed: texts stamped, how many of them got new hashes, obsolete entries removed. */
export interface StampResult {
  stamped: number;
  changed: number;
  removed: number;
  lockFile: string;
}

/** The English file a user named, as the English file or its Spanish source; throws with the known files when neither. */
function resolveFile(units: readonly TranslationUnit[], lock: TranslationLock, file: string): string {
  const wanted = file.split(path.sep).join('/').replace(/^\.\//, '');
  const match = units.find((u) => u.file === wanted || (u.kind !== 'code' && u.source === wanted));
  if (match) return match.file;
  if (Object.hasOwn(lock, wanted)) return wanted; // a file that is gone: its entries can still be removed
  throw new Error(`No translated file ${file}. Files: ${[...new Set(units.map((u) => u.file))].join(', ')}`);
}

/** Stamps the texts in `scope` (all by default) and writes the lock. */
export async function stampTranslations(options: CheckOptions, scope: StampScope = {}): Promise<StampResult> {
  const { lock: lockName } = withDefaults(options);
  const lockFile = path.resolve(options.root, lockName);
  const lock = readLock(lockFile, lockName);
  const { units } = await readTranslations(options);
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
  const usage = 'Usage: npm run i18n:stamp -- [FILE [KEY]]';
  const { options, rest } = folderArgs(process.argv.slice(2));
  const unknown = rest.find((arg) => arg.startsWith('--'));
  if (unknown !== undefined) throw new Error(`Unknown option ${unknown}. ${usage}`);
  if (rest.length > 2) throw new Error(usage);
  const [file, key] = rest;
  const { stamped, changed, removed, lockFile } = await stampTranslations(options, { file, key });
  const where = file === undefined ? 'every file' : key === undefined ? file : `${file} ${key}`;
  console.log(
    `i18n stamp (${where}): ${stamped} translated texts marked as reviewed, ${changed} of them new or changed; ${removed} entries of texts that no longer exist removed.\n` +
      `Lock: ${path.relative(options.root, lockFile)} (commit it with the translation).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`i18n stamp: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  });
}
