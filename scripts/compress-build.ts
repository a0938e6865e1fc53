/**
 * Precompresses the built site: writes `FILE.br` (brotli, quality 11) and
 * `FILE.gz` (gzip, level 9) beside every compressible file of the build, so
 * the server sends them without compressing per request (@fastify/static
 * `preCompressed`). Run after `docusaurus build`:
 *
 *   tsx scripts/compress-build.ts [BUILD_DIR]     (default: build)
 *
 * An option or a second folder: usage on stderr, exit 2, nothing written.
 * Incremental: a sibling newer than its source is kept. A sibling that would
 * not be smaller than its source is not written (and a stale one removed).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import { RULES_DIR } from '../server/src/pages/url-rules';
import { runAsEntry } from './entry';

/** Extensions worth compressing (text formats; images and fonts are compressed already, except SVG). */
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.map',
  '.webmanifest',
  '.ico',
  '.md',
]);

const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT } = zlib.constants;
const compressors = {
  '.br': (data: Buffer) =>
    promisify(zlib.brotliCompress)(data, { params: { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT } }),
  '.gz': (data: Buffer) => promisify(zlib.gzip)(data, { level: 9 }),
};

/**
 * Compresses every eligible file under `dir`, four at a time (zlib runs on the libuv thread pool).
 * @returns how many files are eligible and how many of them were compressed now (the others' siblings were fresh).
 * @throws when `dir` does not exist or a file cannot be read or written.
 */
export async function compressBuild(dir: string): Promise<{ files: number; written: number }> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  // The URL rules' folder is the web server's, never sent.
  const rulesDir = path.join(dir, RULES_DIR);
  const queue = entries.filter(
    (e) => e.isFile() && compressibleExtensions.has(path.extname(e.name).toLowerCase()) && !e.parentPath.startsWith(rulesDir),
  );
  const stats = { files: 0, written: 0 };
  const mtime = async (file: string) => (await fs.stat(file).catch(() => undefined))?.mtimeMs ?? -1;
  const work = async () => {
    for (let e = queue.pop(); e !== undefined; e = queue.pop()) {
      const file = path.join(e.parentPath, e.name);
      const st = await fs.stat(file);
      // Files under 512 bytes are sent as they are: compression would not pay.
      if (st.size < 512) continue;
      stats.files += 1;
      if ((await mtime(`${file}.br`)) >= st.mtimeMs && (await mtime(`${file}.gz`)) >= st.mtimeMs) continue;
      const data = await fs.readFile(file);
      for (const [ext, compress] of Object.entries(compressors)) {
        const packed = await compress(data);
        await (packed.length < data.length ? fs.writeFile(file + ext, packed) : fs.rm(file + ext, { force: true }));
      }
      stats.written += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, work));
  return stats;
}

runAsEntry(import.meta.url, 'compress-build', async () => {
  const started = Date.now();
  let dir = 'build';
  try {
    const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, strict: true });
    if (positionals.length > 1) throw new Error(`one folder at most, not ${positionals.length}`);
    dir = positionals[0] ?? dir;
  } catch (error) {
    console.error(`compress-build: ${(error as Error).message}\nUsage: tsx scripts/compress-build.ts [BUILD_DIR]   (default: build)`);
    process.exit(2);
  }
  const s = await compressBuild(path.resolve(dir));
  console.log(`compress-build: ${s.files} files (${s.written} compressed now) in ${Date.now() - started} ms`);
});
