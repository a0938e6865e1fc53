/**
 * Precompresses the built site: writes `FILE.br` (brotli,
 * quality 11) and `FILE.gz` (gzip, level 9) beside every compressible file
 * of the build, so the server sends them without compressing per request
 * (@fastify/static `preCompressed`). Run after `docusaurus build`:
 *
 *   tsx scripts/compress-build.ts [BUILD_DIR]     (default: build)
 *
 * Incremental: a sibling newer than its source is kept. A sibling that would
 * not be smaller than its source is not written (and a stale one removed).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

/** Files smaller than this, in bytes, are sent as they are: compression would not pay. */
export const MIN_BYTES = 512;

/** Totals of a run; sizes in bytes. */
export interface CompressStats {
  files: number;
  written: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function writeSibling(source: string, ext: '.br' | '.gz', data: Buffer, originalSize: number): Promise<number> {
  const target = source + ext;
  if (data.length >= originalSize) {
    await fs.rm(target, { force: true });
    return originalSize;
  }
  await fs.writeFile(target, data);
  return data.length;
}

async function isFresh(source: string, target: string, sourceMtime: number): Promise<boolean> {
  try {
    return (await fs.stat(target)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

/**
 * Compresses every eligible file under `dir`.
 * @param dir the build folder.
 * @returns totals (bytes) for the log line.
 * @throws when `dir` does not exist or a file cannot be read or written.
 */
export async function compressBuild(dir: string): Promise<CompressStats> {
  const stats: CompressStats = { files: 0, written: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const entries = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile() && compressibleExtensions.has(path.extname(e.name).toLowerCase()),
  );
  const queue = entries.map((e) => path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name));
  const work = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const st = await fs.stat(file);
      if (st.size < MIN_BYTES) continue;
      stats.files += 1;
      stats.originalBytes += st.size;
      if ((await isFresh(file, `${file}.br`, st.mtimeMs)) && (await isFresh(file, `${file}.gz`, st.mtimeMs))) {
        stats.brotliBytes += (await fs.stat(`${file}.br`)).size;
        stats.gzipBytes += (await fs.stat(`${file}.gz`)).size;
        continue;
      }
      const data = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(data, { level: 9 }),
      ]);
      stats.brotliBytes += await writeSibling(file, '.br', br, data.length);
      stats.gzipBytes += await writeSibling(file, '.gz', gz, data.length);
      stats.written += 1;
    }
  };
  // A few files at a time: zlib runs on the libuv thread pool.
  await Promise.all(Array.from({ length: 4 }, work));
  return stats;
}

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  const s = await compressBuild(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  process.stdout.write(
    `compress-build: ${s.files} files (${s.written} compressed now), ${kb(s.originalBytes)} → brotli ${kb(s.brotliBytes)}, gzip ${kb(s.gzipBytes)} in ${Date.now() - started} ms\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: Error) => {
    process.stderr.write(`compress-build: ${err.message}\n`);
    process.exit(1);
  });
}
