/**
 * `npm run i18n:stamp -- [FILE [KEY]]`: marks English texts as reviewed
 * against today's Spanish in the translation lock (scripts/i18n-lock.ts).
 * Without arguments it stamps every translated text; with FILE (the English or
 * the Spanish file: `src/content/home.json`, `i18n/en/site-content/home.json`,
 * `i18n/en/code.json`, a Spanish or English post) only that file's texts; with KEY
 * only that key (`hero.title`, an interface-string id, or a post's `title`,
 * `description`, `keywords`, `body`). Lock entries of texts that no longer
 * exist are removed within the same scope. Texts without English are never
 * stamped. Exits 2 on an unknown file or key, or on a lock it cannot read.
 *
 * Options: `--root DIR` and the folder options of `scripts/i18n-check.ts`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectTranslations, folderFlags, readTranslationLock, type CheckOptions } from './i18n-check';
import { obsoleteEntries, stamp, writeLock, type StampScope, type TranslationLock, type TranslationUnit } from './i18n-lock';

/** What a stamp changed: texts stamped (new or changed hashes) and obsolete entries removed. */
export interface StampResult {
  stamped: number;
  changed: number;
  removed: number;
  lockFile: string;
}

const lockDefault = 'i18n/en/translation-lock.json';

/**
 * The English file a user named, given either the English file or its
 * Spanish source. Throws with the list of known files when it is neither.
 */
function resolveFile(units: readonly TranslationUnit[], lock: TranslationLock, file: string): string {
  const wanted = file.split(path.sep).join('/').replace(/^\.\//, '');
  const match = units.find((u) => u.file === wanted || (u.kind !== 'code' && u.source === wanted));
  if (match) return match.file;
  if (wanted in lock) return wanted; // a file that is gone: its entries can still be removed
  const files = [...new Set(units.map((u) => u.file))];
  throw new Error(`No translated file ${file}. Files: ${files.join(', ')}`);
}

/** Stamps the texts in `scope` (all by default) and writes the lock. */
export async function stampTranslations(options: CheckOptions, scope: StampScope = {}): Promise<StampResult> {
  const lockFile = path.resolve(options.root, options.lock ?? lockDefault);
  const { units } = await collectTranslations(options);
  const lock = readTranslationLock(options.root, options.lock ?? lockDefault);
  const file = scope.file === undefined ? undefined : resolveFile(units, lock, scope.file);
  if (
    file !== undefined &&
    scope.key !== undefined &&
    !units.some((u) => u.file === file && u.key === scope.key) &&
    !lock[file]?.[scope.key]
  ) {
    throw new Error(`No key ${scope.key} in ${file}.`);
  }
  const next = stamp(lock, units, { ...(file !== undefined && { file }), ...(scope.key !== undefined && { key: scope.key }) });
  const inScope = (f: string, k: string) => (file === undefined || f === file) && (scope.key === undefined || k === scope.key);
  const stamped = units.filter((u) => u.en !== undefined && inScope(u.file, u.key));
  const changed = stamped.filter((u) => {
    const before = lock[u.file]?.[u.key];
    const after = next[u.file][u.key];
    return !before || before.es !== after.es || before.en !== after.en;
  }).length;
  const removed = obsoleteEntries(units, lock).filter((e) => inScope(e.file, e.key)).length;
  writeLock(lockFile, next);
  return { stamped: stamped.length, changed, removed, lockFile };
}

function parseArgs(argv: readonly string[]): { options: CheckOptions; scope: StampScope } {
  const options: CheckOptions = { root: process.cwd() };
  const flags = folderFlags;
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg in flags && argv[i + 1] !== undefined) options[flags[arg]] = argv[++i];
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}. Usage: npm run i18n:stamp -- [FILE [KEY]]`);
    else positional.push(arg);
  }
  if (positional.length > 2) throw new Error('Usage: npm run i18n:stamp -- [FILE [KEY]]');
  options.root = path.resolve(options.root);
  const [file, key] = positional;
  return { options, scope: { ...(file !== undefined && { file }), ...(key !== undefined && { key }) } };
}

async function main(): Promise<void> {
  const { options, scope } = parseArgs(process.argv.slice(2));
  const { stamped, changed, removed, lockFile } = await stampTranslations(options, scope);
  const where = scope.file === undefined ? 'every file' : scope.key === undefined ? scope.file : `${scope.file} ${scope.key}`;
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
