/**
 * The site's typography (`src/utils/typography.ts`) over every built page in
 * both languages, as the server sends it (no browser): no breakable space
 * between a figure and its unit or inside a range or a register reference,
 * no breakable en dash inside a range, no figure parted from the word it
 * counts, ranges written one way on a page (`2–4`, not also `2 a 4`), no
 * straight quote in prose (English uses curly quotes and apostrophes, Spanish « »). The page title and the
 * visible text of the body are read; scripts, styles, code and SVG are not prose.
 * Descriptions and share texts in the head carry no word joiner (U+2060): nothing
 * wraps there, and some share previews draw it as a box.
 */
import { expect, test } from '@playwright/test';
import { mixedRangeStyles, typographyFaults, WORD_JOINER } from '../../src/utils/typography';
import { locales } from '../../src/config/locales';
import { builtDocument, gatePages } from '../gates/site';

/** The prose a visitor reads on a built page: its title and the body's text, without code, scripts, styles or SVG. */
function proseOf(doc: Document): string {
  const body = doc.body.cloneNode(true) as HTMLElement;
  for (const el of body.querySelectorAll('script, style, noscript, template, code, pre, svg')) el.remove();
  return `${doc.title}\n${body.textContent ?? ''}`;
}

// One test per locale, each page's faults under its path: the pages grow with the news, a test each would cost more than the check.
for (const locale of locales) {
  test(`typography: every built page (${locale})`, () => {
    const faults: Record<string, string[]> = {};
    for (const page of gatePages().filter((p) => p.locale === locale)) {
      const prose = proseOf(builtDocument(page.path));
      const found = [...typographyFaults(prose, page.locale), ...mixedRangeStyles(prose)];
      if (found.length) faults[page.path] = found.map((f) => `${f.kind}: …${f.excerpt.replace(/\n/g, ' ')}…`);
    }
    expect(faults).toEqual({});
  });
}

test('no word joiner in a description or share text of any built page', () => {
  const found: string[] = [];
  for (const page of gatePages()) {
    const metas = builtDocument(page.path).head.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]');
    for (const meta of metas) {
      if (meta.getAttribute('content')?.includes(WORD_JOINER))
        found.push(`${page.path} ${meta.getAttribute('name') ?? meta.getAttribute('property')}`);
    }
  }
  expect(found).toEqual([]);
});
