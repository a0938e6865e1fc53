/**
 * The news blog in both languages: the index with its h1 and feed
 * links, a post with its date, hreflang counterparts and BlogPosting JSON-LD,
 * the RSS and Atom feeds, the language switch, the footer link, the home
 * page's latest-news strip, and nothing loaded from another origin.
 *
 * Expected titles, slugs and dates are read from the post files themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { blogSourceDirs } from '../../src/config/blog-urls';
import { company } from '../../src/config/company';
import { locales, localeInfo, type Locale } from '../../src/config/locales';
import { normalizePath, pathOf } from '../../src/config/routes';
import { testOrigin, hydrated, watchRequests } from '../support/browser';
import { blogTitle, message } from '../support/messages';

const root = path.resolve(__dirname, '../..');

interface Post {
  slug: string;
  title: string;
  date: string;
  image: string;
}

/** Posts of a locale, newest first, from the Markdown files. */
function postsOf(locale: Locale): Post[] {
  const dir = path.join(root, blogSourceDirs[locale]);
  return readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(f))
    .map((f) => {
      const text = readFileSync(path.join(dir, f), 'utf8');
      const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(text)?.[1].trim() ?? '';
      return { slug: field('slug'), title: field('title'), date: f.slice(0, 10), image: field('image') };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const blogPath = (locale: Locale) => `${prefix(locale)}/blog`;
const postPath = (locale: Locale, slug: string) => `${prefix(locale)}/blog/${slug}`;
const formatted: Record<Locale, (iso: string) => string> = {
  es: (iso) => iso.split('-').reverse().join('/'),
  en: (iso) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)),
};

test('both languages have the same posts, under the same slugs', () => {
  const slugs = (l: Locale) => postsOf(l).map((p) => p.slug);
  expect(slugs('es').length).toBeGreaterThanOrEqual(4);
  expect(slugs('en')).toEqual(slugs('es'));
});

for (const locale of locales) {
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const posts = postsOf(locale);
  const heading = blogTitle(locale);

  test(`blog index (${locale}): one h1, every post, visible feed links, feeds in the head`, async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(testOrigin) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    const requests = watchRequests(page);
    const response = await page.goto(blogPath(locale));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].htmlLang);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.locator('article h2')).toHaveText(posts.map((p) => p.title));
    await expect(page.locator('main a[type="application/rss+xml"]')).toHaveAttribute('href', `${blogPath(locale)}/rss.xml`);
    await expect(page.locator('main a[type="application/atom+xml"]')).toHaveAttribute('href', `${blogPath(locale)}/atom.xml`);
    await expect(page.locator('head link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${blogPath(locale)}/rss.xml`,
    );
    await expect(page.locator('head link[rel=alternate][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      `${blogPath(locale)}/atom.xml`,
    );
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', testOrigin + blogPath(locale));
    await requests.settled();
    expect(foreign).toEqual([]);
  });

  for (const feed of ['rss', 'atom'] as const) {
    test(`${feed} feed (${locale}) lists the posts of its language with absolute links`, async ({ request }) => {
      const response = await request.get(`${blogPath(locale)}/${feed}.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      for (const post of posts) {
        expect(xml).toContain(post.title.replace(/&/g, '&amp;'));
        expect(xml).toContain(testOrigin + postPath(locale, post.slug));
      }
      for (const post of postsOf(other)) expect(xml).not.toContain(`<title>${post.title}`);
      if (feed === 'rss') expect(xml).toContain(`<language>${locale}</language>`);
    });
  }

  const post = posts[1];
  test(`a post (${locale}): h1, date, hreflang counterparts, cover as social preview, BlogPosting JSON-LD`, async ({ page }) => {
    const path = postPath(locale, post.slug);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(post.title);
    await expect(page.locator('article header time')).toHaveText(formatted[locale](post.date));
    // react-helmet rewrites the head while React hydrates (after the first paint); read it once that is done.
    await hydrated(page);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', testOrigin + path);
    const alternates = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])));
    expect(alternates).toEqual({
      es: testOrigin + postPath('es', post.slug),
      en: testOrigin + postPath('en', post.slug),
      'x-default': testOrigin + postPath('es', post.slug),
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${testOrigin}${prefix(locale)}${post.image}`);
    const posting = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((d) => d['@type'] === 'BlogPosting'));
    expect(posting).toMatchObject({
      headline: post.title,
      inLanguage: localeInfo[locale].htmlLang,
      url: testOrigin + path,
      datePublished: `${post.date}T00:00:00.000Z`,
      author: { '@type': 'Person', name: company.founder.name },
      image: { url: `${testOrigin}${prefix(locale)}${post.image}` },
      publisher: { '@id': `${testOrigin}/#organization` },
    });
  });

  test(`a post (${locale}): the language switch opens the same post in ${other}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(postPath(locale, post.slug));
    await page.locator(`header a[hreflang=${other}]`).click();
    await expect.poll(() => normalizePath(new URL(page.url()).pathname)).toBe(postPath(other, post.slug));
    await expect(page.locator('h1')).toHaveText(postsOf(other)[1].title);
  });

  test(`home (${locale}): the latest-news strip shows the three newest posts of its language`, async ({ page }) => {
    await page.goto(pathOf('home', locale));
    const links = page.locator('#news li h3 a');
    await expect(links).toHaveText(posts.slice(0, 3).map((p) => p.title));
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(posts.slice(0, 3).map((p) => postPath(locale, p.slug)));
    await expect(page.locator('#news img').first()).toHaveAttribute('width', '1200');
    await page
      .locator('#news')
      .getByRole('link', { name: message('home.news.all', locale) })
      .click();
    await expect(page.locator('h1')).toHaveText(heading);
  });

  test(`footer (${locale}) links to the blog of its language`, async ({ page }) => {
    await page.goto(pathOf('home', locale));
    await expect(page.locator('footer').getByRole('link', { name: heading, exact: true })).toHaveAttribute('href', blogPath(locale));
  });
}
