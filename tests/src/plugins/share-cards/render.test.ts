/**
 * Drawn share cards keep their text inside the centre square that WhatsApp
 * and other messengers crop a 1200 × 630 card to, and never repeat the
 * tagline. Titles are the longest meta titles of the content files, so a
 * longer title written tomorrow is tested as soon as it exists.
 */
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../../../src/config/locales';
import { shareCardAlt, shareCardSafeArea, shareCardSize, shareCardTagline, shareCardText } from '../../../../src/config/shareCard';
import { cardSvg } from '../../../../src/plugins/share-cards/render';
import { contentNames, pageContent } from '../../../support/content';

const siteDir = path.resolve(__dirname, '../../../..');

/** Every content file's meta title in a locale. */
function titles(locale: Locale): string[] {
  return contentNames()
    .map((name) => pageContent<{ meta?: { title?: string } }>(name, locale).meta?.title)
    .filter((t): t is string => typeof t === 'string');
}

/** Columns left and right of the centre square holding text-white pixels (the text is white or mist; the waves are faint). */
async function textOutsideSafeArea(title: string, locale: Locale): Promise<number> {
  const svg = await cardSvg(shareCardText(title, locale), siteDir);
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: shareCardSize.width } }).render();
  const { pixels, width, height } = image;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= shareCardSafeArea.left && x < shareCardSafeArea.right) continue;
      const i = (y * width + x) * 4;
      if (pixels[i] > 150 && pixels[i + 1] > 150 && pixels[i + 2] > 150) count++;
    }
  }
  return count;
}

describe.each(locales)('share cards (%s)', (locale) => {
  const all = titles(locale);
  const longest = [...all].sort((a, b) => b.length - a.length).slice(0, 2);
  const shortest = [...all].sort((a, b) => a.length - b.length)[0]!;

  it.each([...longest, shortest])('"%s": all text inside the centre square', async (title) => {
    expect(await textOutsideSafeArea(title, locale)).toBe(0);
  });

  it('states the tagline at most once, also where the title already says it (the home page)', () => {
    const tagline = shareCardTagline[locale].toLocaleLowerCase();
    for (const title of all) {
      const alt = shareCardAlt(shareCardText(title, locale)).toLocaleLowerCase();
      expect(alt.split(tagline).length - 1, title).toBeLessThanOrEqual(1);
    }
  });
});
