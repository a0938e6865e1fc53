/**
 * The blog's listing pages (archive, tag list, a tag, authors) in both
 * languages, over their built HTML (no browser): the site's hero band with
 * the page's only h1, post titles as h2 under it, a meta description of their
 * own, and an author card that shows initials where there is no photo
 * instead of an empty avatar, and its post count in words. That post titles
 * look smaller than the h1 is the theme's styles: checked once in the
 * browser, on a Spanish tag page.
 *
 * Expected copy is read from the listing pages' content file.
 */
import { expect, test } from '@playwright/test';
import { locales, type Locale } from '../../src/config/locales';
import type { BlogPagesContent } from '../../src/schemas/blogPages';
import { buildFacts } from '../../src/plugins/site-pages/facts';
import { fillDeep } from '../../src/utils/placeholders';
import { builtDocument, normalText, textOf, textsOf } from '../gates/site';
import { pageContent } from '../support/content';

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const copyOf = (locale: Locale) => fillDeep(pageContent<BlogPagesContent>('blogPages', locale), buildFacts(locale));

/** The first tag on the tag list of a locale: its label and the path of its page. */
function firstTag(locale: Locale): { label: string; href: string } {
  const link = builtDocument(`${prefix(locale)}/blog/tags`).querySelector('main ul a');
  expect(link, 'a tag on the tag list').toBeTruthy();
  return { label: textOf(link), href: link!.getAttribute('href') ?? '' };
}

for (const locale of locales) {
  const copy = copyOf(locale);
  const listing = [
    { name: 'archive', path: `${prefix(locale)}/blog/archive`, page: copy.archive },
    { name: 'tag list', path: `${prefix(locale)}/blog/tags`, page: copy.tags },
    { name: 'author list', path: `${prefix(locale)}/blog/authors`, page: copy.authors },
  ];

  for (const { name, path, page: text } of listing) {
    test(`${name} (${locale}): hero band with the h1, lead and meta description from the content file`, () => {
      const doc = builtDocument(path);
      expect(doc.querySelectorAll('h1'), 'one h1').toHaveLength(1);
      const hero = doc.querySelector('main > header');
      expect(textsOf(hero, 'h1'), 'h1 in the hero band').toEqual([normalText(text.title)]);
      expect(textOf(hero), 'eyebrow').toContain(normalText(text.eyebrow));
      expect(textOf(hero), 'lead').toContain(normalText(text.lead));
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content'), 'meta description').toBe(text.description);
    });
  }

  test(`a tag's page (${locale}): the tag as h1 in the hero band, post titles under it, its description as meta description`, () => {
    const { label, href } = firstTag(locale);
    const doc = builtDocument(href);
    expect(doc.querySelectorAll('h1'), 'one h1').toHaveLength(1);
    expect(textsOf(doc, 'main > header h1'), 'the tag as h1 in the hero band').toEqual([label]);
    expect(textOf(doc.querySelector('main > header')), 'eyebrow').toContain(normalText(copy.tag.eyebrow));
    const lead = textOf(doc.querySelector('main > header h1 + p'));
    expect(lead, 'lead').not.toBe('');
    expect(normalText(doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''), 'meta description').toBe(lead);
    expect(doc.querySelectorAll('main article header h2').length, 'post titles as h2').toBeGreaterThan(0);
  });

  test(`author list (${locale}): an author without a photo shows initials, not an empty avatar`, () => {
    const card = builtDocument(`${prefix(locale)}/blog/authors`).querySelector('main .avatar');
    expect(card, 'an author card').toBeTruthy();
    const name = textOf(card!.querySelector('h2'));
    const initials = name
      .split(/\s+/)
      .filter((_, i, all) => i === 0 || i === all.length - 1)
      .map((w) => w[0]!.toLocaleUpperCase())
      .join('');
    const img = card!.querySelector('img');
    if (img) expect(img.getAttribute('src')).toMatch(/\S/);
    else expect(textOf(card!.querySelector('[aria-hidden="true"]')), 'initials').toBe(initials);
    // "4 publicaciones" written out, not a bare number.
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const other = new RegExp(escape(normalText(copy.tag.postCount.other)).replace(escape('{count}'), '\\d+'));
    const text = textOf(card);
    expect(text.includes(normalText(copy.tag.postCount.one)) || other.test(text), `post count in words in "${text}"`).toBe(true);
  });
}

test.describe('in the browser', () => {
  // Font sizes are the theme's styles, the same in both locales; the built HTML is what a visitor without JavaScript gets.
  test.use({ javaScriptEnabled: false });

  test("a tag's page (es): post titles are smaller than the tag's h1", async ({ page }) => {
    await page.goto(firstTag('es').href);
    const fontSize = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await fontSize('main article header h2'), 'post title size (px) below the h1 size').toBeLessThan(
      await fontSize('main > header h1'),
    );
  });
});
