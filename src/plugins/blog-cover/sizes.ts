/**
 * Local Docusaurus plugin that makes the sized copies of every blog cover (`static/img/blog/*`, the one picture staff give a
 * post) with sharp: each width of `coverWidths` in each format of `coverFormats`, into {@link coverCopiesDir}, a static
 * folder of the build, under `sizedCoverFolder`. A copy is made again only when its cover is newer; copies of a cover that is
 * gone are removed. Staff add a cover exactly as before: the copies follow at the next build.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  coverFormats,
  coverSourceFolder,
  coverWidths,
  hasSizedCopies,
  sizedCoverFolder,
  sizedCoverPath,
  type CoverFormat,
} from '../../config/blog-covers';

/** Folder (relative to the site) the copies are written into; a static folder of the build. */
export const coverCopiesDir = 'node_modules/.cache/bretema-covers';

/** Encoder settings of each format (quality 0–100; AVIF's effort 0–9, 2 encodes a cover's copies in about half a second). */
const encoders: Record<CoverFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/**
 * Makes the missing or outdated copies of every cover of `siteDir`'s `static/` folder into `outDir`; returns the paths of the
 * copies written (site paths, `/img/blog/sized/…`). @throws Error naming the cover sharp cannot read.
 */
export async function makeCoverCopies(siteDir: string, outDir: string): Promise<string[]> {
  const sourceDir = path.join(siteDir, 'static', coverSourceFolder);
  const targetDir = path.join(outDir, sizedCoverFolder);
  mkdirSync(targetDir, { recursive: true });
  const covers = existsSync(sourceDir)
    ? readdirSync(sourceDir)
        .map((name) => `${coverSourceFolder}${name}`)
        .filter((image) => hasSizedCopies(image) && statSync(path.join(siteDir, 'static', image)).isFile())
    : [];
  const wanted = new Set<string>();
  const written: string[] = [];
  for (const image of covers) {
    const source = path.join(siteDir, 'static', image);
    const sourceTime = statSync(source).mtimeMs;
    for (const width of coverWidths) {
      for (const format of Object.keys(coverFormats) as CoverFormat[]) {
        const copy = sizedCoverPath(image, width, format);
        const target = path.join(outDir, copy);
        wanted.add(path.basename(target));
        if (existsSync(target) && statSync(target).mtimeMs >= sourceTime) continue;
        // Written beside, then renamed: a build running at the same time never copies half a file.
        const partial = `${target}.${process.pid}.part`;
        try {
          await encoders[format](sharp(source).resize({ width, withoutEnlargement: true })).toFile(partial);
        } catch (error) {
          rmSync(partial, { force: true });
          throw new Error(`static${image}: the blog cover cannot be read as an image (${(error as Error).message})`);
        }
        renameSync(partial, target);
        written.push(copy);
      }
    }
  }
  for (const name of readdirSync(targetDir))
    if (!wanted.has(name) && !name.endsWith('.part')) rmSync(path.join(targetDir, name), { force: true });
  return written;
}

export default function blogCoverSizesPlugin(context: LoadContext): Plugin {
  // The static folder exists before Docusaurus looks for it.
  mkdirSync(path.join(context.siteDir, coverCopiesDir), { recursive: true });
  return {
    name: 'blog-cover-sizes',
    async loadContent() {
      await makeCoverCopies(context.siteDir, path.join(context.siteDir, coverCopiesDir));
    },
  };
}
