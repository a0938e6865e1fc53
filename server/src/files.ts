/** Listing a folder's files, for the build's hashes, the URL rules and the translators' reader. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (recursively), relative, with `/` separators, sorted. @throws when the folder cannot be read. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
