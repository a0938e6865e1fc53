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
 * Option: `--root DIR`, the site's folder (default the current one).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { inScope, lockedEntry, readLock, stamp, writeLock, type StampScope, type TranslationLock } from './i18n-lock';
import { paths, readTranslations, type TranslationUnit } from './i18n-units';

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

/** Stamps the texts in `scope` (all by default) of the site in `root` and writes the lock. */
export async function stampTranslations(root: string, scope: StampScope = {}): Promise<StampResult> {
  const lockFile = path.resolve(root, paths.lock);
  const lock = readLock(lockFile, paths.lock);
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
  if (positionals.length > 2) throw new Error('Usage: npm run i18n:stamp -- [--root DIR] [FILE [KEY]]');
  const [root, [file, key]] = [path.resolve(values.root), positionals];
  const { stamped, changed, removed, lockFile } = await stampTranslations(root, { file, key });
  const where = file === undefined ? 'every file' : key === undefined ? file : `${file} ${key}`;
  console.log(
    `i18n stamp (${where}): ${stamped} translated texts marked as reviewed, ${changed} of them new or changed; ${removed} entries of texts that no longer exist removed.\n` +
      `Lock: ${path.relative(root, lockFile)} (commit it with the translation).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`i18n stamp: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  });
}
