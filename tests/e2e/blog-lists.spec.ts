/**
 * The blog's listing pages (archive, tag list, a tag, authors, an author) in
 * both languages, over their built HTML (no browser): the site's hero band
 * with the page's only h1, post titles as h2 under it, a meta description of
 * their own, an author card that shows initials where there is no photo
 * instead of an empty avatar, its post count in words linking to the
 * author's page, and the author's bio. In the browser: post titles look
 * smaller than the h1 (on a Spanish tag page), and the index and a tag's page
 * lay their posts out as cards at the content width, two a row on a desktop,
 * one on a phone; every cover, on a list, the home page and a post, is a
 * copy at most twice the width it is shown, and only a list's first cover
 * loads with the page.
 *
 * Expected copy is read from the listing pages' content file and from the
 * blog's `authors.yml` and post files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import yaml from 'js-yaml';
import { blogPostPairs, blogPostsPerPage, blogSourceDirs, projectRoot } from '../../src/config/blog-urls';
import { coverFormats } from '../../src/config/blog-covers';
import { pathOf } from '../../src/config/routes';
import { locales, type Locale } from '../../src/config/locales';
import type { BlogPagesContent } from '../../src/schemas/blogPages';
import { buildFacts } from '../../src/plugins/site-pages/facts';
import { fillDeep } from '../../src/utils/placeholders';
import { postCountLabel } from '../../src/utils/postCount';
import { builtDocument, normalText, textOf, textsOf } from '../gates/site';
import { pageContent } from '../support/content';
import { escapeRegExp } from '../../src/utils/escapeRegExp';
import { typeset } from '../../src/utils/typography';

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const copyOf = (locale: Locale) => fillDeep(pageContent<BlogPagesContent>('blogPages', locale), buildFacts(locale));

/** The first tag on the tag list of a locale: its label and the path of its page. */
function firstTag(locale: Locale): { label: string; href: string } {
  const link = builtDocument(`${prefix(locale)}/blog/tags`).querySelector('main ul a');
  expect(link, 'a tag on the tag list').toBeTruthy();
  return { label: textOf(link), href: link!.getAttribute('href') ?? '' };
}

/** The authors of a locale's `authors.yml`, by key. */
function authorsOf(locale: Locale): Record<string, { name: string; title?: string; description?: string; page?: unknown }> {
  return yaml.load(readFileSync(path.join(projectRoot, blogSourceDirs[locale], 'authors.yml'), 'utf8')) as Record<
    string,
    { name: string; title?: string; description?: string; page?: unknown }
  >;
}

/** Titles of the posts of a locale signed by an author (front matter `authors: [key, …]`), newest first. */
function postTitlesBy(locale: Locale, key: string): string[] {
  const dir = path.join(projectRoot, blogSourceDirs[locale]);
  return readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(f))
    .sort()
    .reverse()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => new RegExp(`^authors:\\s*\\[[^\\]]*\\b${key}\\b`, 'm').test(text))
    .map((text) => /^title:\s*(.+)$/m.exec(text)![1].trim());
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
    const other = new RegExp(escapeRegExp(normalText(copy.tag.postCount.other)).replace(escapeRegExp('{count}'), '\\d+'));
    const text = textOf(card);
    expect(text.includes(normalText(copy.tag.postCount.one)) || other.test(text), `post count in words in "${text}"`).toBe(true);
  });
  test(`author list (${locale}): each author's bio, and their post count linking to their page of posts`, () => {
    const authors = Object.entries(authorsOf(locale));
    expect(authors.length, 'authors in authors.yml').toBeGreaterThan(0);
    const doc = builtDocument(`${prefix(locale)}/blog/authors`);
    const cards = [...doc.querySelectorAll('main ul > li')];
    expect(cards, 'one card per author').toHaveLength(authors.length);
    for (const [key, author] of authors) {
      const card = cards.find((li) => textOf(li.querySelector('h2')) === normalText(author.name));
      expect(card, `the card of ${author.name}`).toBeTruthy();
      expect(author.description, `a bio for ${key} in authors.yml`).toBeTruthy();
      expect(textOf(card), 'bio').toContain(normalText(author.description!));
      const count = postTitlesBy(locale, key).length;
      const link = [...card!.querySelectorAll('a')].find((a) => textOf(a) === normalText(postCountLabel(count, copy.tag.postCount)));
      expect(link?.getAttribute('href'), 'the post count links to the author’s page').toBe(`${prefix(locale)}/blog/authors/${key}`);
    }
  });

  test(`an author's page (${locale}): name as h1, bio as lead and meta description, the newest posts they signed (its first page)`, () => {
    for (const [key, author] of Object.entries(authorsOf(locale))) {
      const doc = builtDocument(`${prefix(locale)}/blog/authors/${key}`);
      expect(doc.querySelectorAll('h1'), 'one h1').toHaveLength(1);
      expect(textsOf(doc, 'main > header h1')).toEqual([normalText(author.name)]);
      expect(textOf(doc.querySelector('main > header h1 + p')), 'bio as lead').toBe(normalText(author.description!));
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content'), 'meta description').toBe(author.description);
      expect(textOf(doc.querySelector('main > header')), 'eyebrow').toContain(normalText(copy.authors.eyebrow));
      expect(doc.querySelector(`main > header a[href="${prefix(locale)}/blog/authors"]`), 'link to every author').toBeTruthy();
      expect(textsOf(doc, 'main article header h2').sort(), 'their posts').toEqual(
        postTitlesBy(locale, key)
          .slice(0, blogPostsPerPage)
          .map((title) => normalText(typeset(title, locale)))
          .sort(),
      );
    }
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

  for (const locale of locales) {
    test(`the index and a tag's page (${locale}) lay their posts out as cards at the content width`, async ({ page }) => {
      for (const url of [`${prefix(locale)}/blog`, firstTag(locale).href]) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(url);
        const list = page.locator('main ul:has(> li > article)');
        const heroText = page.locator('main > header .container');
        const [listBox, heroBox] = [await list.boundingBox(), await heroText.boundingBox()];
        // The hero's container is the site's content width, padding aside.
        expect(listBox!.width, `list width (px) on ${url} at 1280 px`).toBeGreaterThan(heroBox!.width * 0.9);
        const cards = list.locator('> li');
        if ((await cards.count()) > 1) {
          const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
          expect(b!.y, 'two cards a row').toBe(a!.y);
          expect(b!.x).toBeGreaterThan(a!.x + a!.width);
        }
        await page.setViewportSize({ width: 390, height: 844 });
        if ((await cards.count()) > 1) {
          const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
          expect(b!.y, 'one card a row on a phone').toBeGreaterThan(a!.y + a!.height);
        }
      }
    });
  }

  // Covers and layouts are the same in both languages: a phone in one, a desktop in the other.
  for (const [width, locale] of [
    [390, 'es'],
    [1280, 'en'],
  ] as const) {
    test(`covers at ${width} px (${locale}): each a copy at most twice the width it is shown, in the modern format; only a list's first loads at once`, async ({
      browser,
    }) => {
      const author = Object.keys(authorsOf(locale))[0];
      const post = blogPostPairs().find((p) => !p.draft)!.paths[locale];
      const lists = [`${prefix(locale)}/blog`, firstTag(locale).href, `${prefix(locale)}/blog/authors/${author}`];
      for (const url of [...lists, post, pathOf('home', locale)]) {
        // A context of its own: a browser shows a larger copy it already holds instead of loading the one that fits.
        const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(url);
        const covers = await page.locator('main picture img').evaluateAll(async (imgs: HTMLImageElement[]) => {
          const found = [];
          for (const img of imgs) {
            const loading = img.loading;
            // A cover this screen does not show (the home strip's third post on a phone) has no width to be within;
            // with scripting off, as here, the browser loads lazy images at once, shown or not.
            if (img.getClientRects().length === 0) {
              found.push({ file: img.currentSrc, fileWidth: 0, shown: 0, loading, hidden: true });
              continue;
            }
            img.scrollIntoView();
            img.loading = 'eager';
            await img.decode();
            // The copy's own width: `naturalWidth` of a srcset image is scaled to the width it was chosen for.
            const probe = new Image();
            probe.src = img.currentSrc;
            await probe.decode();
            found.push({
              file: img.currentSrc,
              fileWidth: probe.naturalWidth,
              shown: img.getBoundingClientRect().width,
              loading,
              hidden: false,
            });
          }
          return found;
        });
        expect(covers.filter((c) => !c.hidden).length, `covers shown on ${url}`).toBeGreaterThan(0);
        for (const c of covers) {
          if (c.hidden) continue;
          expect(c.fileWidth, `${c.file} on ${url}, shown ${c.shown} px wide`).toBeLessThanOrEqual(2 * c.shown);
          expect(c.file, `${c.file} on ${url}`).toMatch(new RegExp(`\\.${Object.keys(coverFormats)[0]}$`));
        }
        if (lists.includes(url)) {
          expect(
            covers.map((c) => c.loading),
            `loading of the covers on ${url}`,
          ).toEqual(covers.map((_, i) => (i === 0 ? 'eager' : 'lazy')));
        }
        await context.close();
      }
    });
  }
});
