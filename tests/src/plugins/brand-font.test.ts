/**
 * The heading face the stylesheet embeds: a real WOFF2 cut to the heading
 * characters, small enough for every page's critical path, and declared
 * under the family the headings ask for.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFontCss, brandFontFamily, brandFontMaxBytes, brandFontSubset } from '../../../src/plugins/brand-font';

const root = path.resolve(__dirname, '../../..');

describe('brand font', () => {
  it('cuts Inter Bold to a WOFF2 within its size limit', async () => {
    const woff2 = await brandFontSubset(root);
    expect(Buffer.from(woff2.subarray(0, 4)).toString('latin1')).toBe('wOF2');
    expect(woff2.length).toBeLessThanOrEqual(brandFontMaxBytes);
  });

  it('embeds the face as a data: URL under the brand family, with a fallback face of the same family name', async () => {
    const woff2 = await brandFontSubset(root);
    const css = brandFontCss(woff2);
    const src = /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/.exec(css);
    expect(src && Buffer.from(src[1], 'base64').equals(Buffer.from(woff2))).toBe(true);
    expect(css).toContain(`font-family: '${brandFontFamily}';`);
    expect(css).toContain(`font-family: '${brandFontFamily} Fallback';`);
  });
});
