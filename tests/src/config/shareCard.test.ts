/**
 * Share cards: one file per page and language,
 * an alt text that states the card's text, and the renderer reading that text
 * back from the alt of a built page.
 */
import { describe, expect, it } from 'vitest';
import { company } from '../../../src/config/company';
import { pathOf, routeKeys } from '../../../src/config/routes';
import { locales } from '../../../src/config/locales';
import { shareCardAlt, shareCardPath, shareCardTagline, shareCardText } from '../../../src/config/shareCard';
import { readCardRef, textFromAlt } from '../../../src/plugins/share-cards';

describe('share card paths', () => {
  it('gives every route of the map in every language its own file', () => {
    const paths = routeKeys.flatMap((key) => locales.map((locale) => shareCardPath(pathOf(key, locale))));
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/img\/og\/[\w.-]+\.png$/);
  });

  it('ignores a trailing slash', () => {
    const path = pathOf('services', 'es');
    expect(shareCardPath(`${path}/`)).toBe(shareCardPath(path));
  });
});

describe('share card alt text', () => {
  it.each(locales)('states the title, the brand and the %s tagline, and reads back to the same text', (locale) => {
    const title = 'Título — con raya, ampersand & comillas "dobles"';
    const text = shareCardText(title, locale);
    const alt = shareCardAlt(text);
    expect(alt).toContain(title);
    expect(alt).toContain(company.name);
    expect(alt).toContain(shareCardTagline[locale]);
    expect(textFromAlt(alt, locale)).toEqual(text);
  });

  it.each(locales)('leaves the tagline out where the %s title already says it, and reads back to the same text', (locale) => {
    const title = `${shareCardTagline[locale]}: una prueba`;
    const text = shareCardText(title, locale);
    expect(text.tagline).toBeUndefined();
    const alt = shareCardAlt(text);
    expect(alt).toBe(`${title} — ${company.name}`);
    expect(textFromAlt(alt, locale)).toEqual(text);
  });

  it('is more than the brand name for a page titled with it', () => {
    const alt = shareCardAlt(shareCardText(company.name, 'es'));
    expect(alt).not.toBe(company.name);
    expect(textFromAlt(alt, 'es').title).toBe(company.name);
  });

  it('rejects an alt the template does not produce', () => {
    expect(() => textFromAlt(company.name, 'es')).toThrow(/does not match/);
    expect(() => textFromAlt(shareCardAlt(shareCardText('Un título', 'es')), 'en')).toThrow(/does not match/);
  });
});

describe('reading a built page', () => {
  it('finds lang, og:image and a decoded og:image:alt in minified HTML', () => {
    const html =
      '<!doctype html><html lang=en dir=ltr><head><meta data-rh=true property=og:image content=https://x.test/en/img/og/en.png />' +
      '<meta data-rh=true property=og:image:width content=1200 /><meta data-rh=true property=og:image:alt content="A &amp; B &quot;C&quot;"/>';
    expect(readCardRef(html)).toEqual({ lang: 'en', image: 'https://x.test/en/img/og/en.png', alt: 'A & B "C"' });
    expect(readCardRef(`<html lang="es"><meta property="og:image:alt" content='Una "cita" — B'>`)).toEqual({
      lang: 'es',
      image: undefined,
      alt: 'Una "cita" — B',
    });
  });
});
