import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  coverFormats,
  coverSize,
  coverSrcSet,
  coverWidths,
  hasSizedCopies,
  sizedCoverPath,
  type CoverFormat,
} from '../../../../src/config/blog-covers';
import { makeCoverCopies } from '../../../../src/plugins/blog-cover/sizes';

describe('blog cover copies', () => {
  let site: string;
  let out: string;
  const cover = '/img/blog/taller.jpg';

  beforeEach(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'covers-'));
    out = path.join(site, 'copies');
    mkdirSync(path.join(site, 'static/img/blog'), { recursive: true });
    await sharp({ create: { ...coverSize, channels: 3, background: '#0f5f73' } })
      .jpeg()
      .toFile(path.join(site, 'static', cover));
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('makes every width in every format, each the width its name says and in proportion', async () => {
    const written = await makeCoverCopies(site, out);
    const expected = coverWidths.flatMap((w) => Object.keys(coverFormats).map((f) => sizedCoverPath(cover, w, f as CoverFormat)));
    expect(written.sort()).toEqual(expected.sort());
    for (const width of coverWidths) {
      for (const format of Object.keys(coverFormats) as CoverFormat[]) {
        const meta = await sharp(path.join(out, sizedCoverPath(cover, width, format))).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * coverSize.height) / coverSize.width));
        expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : 'heif');
      }
    }
  });

  it('makes a copy again only when its cover changed, and removes the copies of a cover that is gone', async () => {
    await makeCoverCopies(site, out);
    expect(await makeCoverCopies(site, out)).toEqual([]);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(site, 'static', cover), later, later);
    expect(await makeCoverCopies(site, out)).toHaveLength(coverWidths.length * Object.keys(coverFormats).length);
    rmSync(path.join(site, 'static', cover));
    await makeCoverCopies(site, out);
    expect(readdirSync(path.join(out, 'img/blog/sized'))).toEqual([]);
  });

  it('names the cover it cannot read', async () => {
    writeFileSync(path.join(site, 'static/img/blog/roto.jpg'), 'not an image');
    await expect(makeCoverCopies(site, out)).rejects.toThrow('static/img/blog/roto.jpg');
    expect(statSync(path.join(out, 'img/blog/sized')).isDirectory()).toBe(true);
  });

  it('gives copies only to pictures directly in the covers folder, and lists them in srcset', () => {
    expect(hasSizedCopies(cover)).toBe(true);
    expect(hasSizedCopies('/img/blog/sized/taller-400.jpg')).toBe(false);
    expect(hasSizedCopies('/img/social-card.png')).toBe(false);
    expect(coverSrcSet(cover, 'jpg', (p) => `/en${p}`)).toBe(coverWidths.map((w) => `/en/img/blog/sized/taller-${w}.jpg ${w}w`).join(', '));
  });
});
