/**
 * The blog's listing pages (archive, tag list, a tag, authors) in both
 * languages: the site's hero band with the page's only h1, post titles
 * smaller than that h1, a meta description of their own, and an author card
 * that shows initials where there is no photo instead of an empty avatar.
 *
 * Expected copy is read from the listing pages' content file.
 */
import { expect, test, type Page } from '@playwright/test';
import { locales, type Locale } from '../../src/config/locales';
import type { BlogPagesContent } from '../../src/schemas/blogPages';
import { factValues } from '../../src/utils/facts';
import { fillDeep } from '../../src/utils/placeholders';
import { pageContent } from '../support/content';

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const copyOf = (locale: Locale) => fillDeep(pageContent<BlogPagesContent>('blogPages', locale), factValues(locale));

/** Font size in pixels of the first element matching `selector`. */
async function fontSize(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
}

// What the server sends is what these check; the page gates load every page with its scripts too.
test.use({ javaScriptEnabled: false });

for (const locale of locales) {
  const copy = copyOf(locale);
  const listing = [
    { name: 'archive', path: `${prefix(locale)}/blog/archive`, page: copy.archive },
    { name: 'tag list', path: `${prefix(locale)}/blog/tags`, page: copy.tags },
    { name: 'author list', path: `${prefix(locale)}/blog/authors`, page: copy.authors },
  ];

  for (const { name, path, page: text } of listing) {
    test(`${name} (${locale}): hero band with the h1, lead and meta description from the content file`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      const hero = page.locator('main > header');
      await expect(hero.locator('h1')).toHaveText(text.title);
      await expect(hero).toContainText(text.eyebrow);
      await expect(hero).toContainText(text.lead);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text.description);
    });
  }

  test(`a tag's page (${locale}): the tag as h1 in the hero band, post titles smaller, its description as meta description`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/blog/tags`);
    const firstTag = page.locator('main ul a').first();
    const label = (await firstTag.textContent())!.trim();
    await firstTag.click();
    await expect(page.locator('main > header h1')).toHaveText(label);
    await expect(page.locator('main > header')).toContainText(copy.tag.eyebrow);
    const lead = (await page.locator('main > header h1 + p').textContent())!.trim();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', lead);
    const postTitles = page.locator('main article header h2');
    expect(await postTitles.count()).toBeGreaterThan(0);
    expect(await fontSize(page, 'main article header h2')).toBeLessThan(await fontSize(page, 'main > header h1'));
  });

  test(`author list (${locale}): an author without a photo shows initials, not an empty avatar`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/blog/authors`);
    const card = page.locator('main .avatar').first();
    const name = (await card.locator('h2').textContent())!.trim();
    const initials = name
      .split(/\s+/)
      .filter((_, i, all) => i === 0 || i === all.length - 1)
      .map((w) => w[0]!.toLocaleUpperCase())
      .join('');
    if ((await card.locator('img').count()) === 0) {
      await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(initials);
    } else {
      await expect(card.locator('img')).toHaveAttribute('src', /\S/);
    }
    // "4 publicaciones" written out, not a bare number.
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const other = new RegExp(escape(copy.tag.postCount.other).replace(escape('{count}'), '\\d+'));
    const text = (await card.textContent()) ?? '';
    expect(text.includes(copy.tag.postCount.one) || other.test(text)).toBe(true);
  });
}
