/**
 * The news blog in both languages, over the built HTML files and the served
 * feeds: the index with its h1 and feed links, a post with its date, hreflang
 * counterparts and BlogPosting JSON-LD, the RSS and Atom feeds, the home
 * page's latest-news strip. Every post and its translation (same file name,
 * each language at its own slug) point at each other: hreflang, the language
 * switch and the sitemap; every older address of a post answers 301 to its
 * current one on the server. Each blog page is also loaded in the browser by
 * its gates visit (`tests/gates/page-gates.spec.ts`: nothing from another
 * origin, the head kept once hydrated, the language switch per view), and
 * every footer's news link is checked in `foundation.spec.ts`.
 *
 * Expected titles, slugs and dates are read from the post files themselves,
 * the pairs from `blogPostPairs` and older addresses from the URL record.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { blogFeedLimit, blogPostId, blogPostPairs, blogPostsPerPage, blogSourceDirs } from '../../src/config/blog-urls';
import publishedRecord from '../../src/config/published-urls.json';
import type { PublishedUrl } from '../../src/config/url-record';
import { company } from '../../src/config/company';
import { locales, localeInfo, type Locale } from '../../src/config/locales';
import { blogListPaths, pathOf } from '../../src/config/routes';
import type { BlogPagesContent } from '../../src/schemas/blogPages';
import { pageContent } from '../support/content';
import { testOrigin } from '../support/browser';
import { builtDocument, jsonLdBlocks, normalText, textsOf } from '../gates/site';
import { blogTitle, message } from '../support/messages';
import { typeset } from '../../src/utils/typography';

const root = path.resolve(__dirname, '../..');

interface Post {
  /** Identity, the same in both languages: `blog:post:<file name>`. */
  id: string;
  slug: string;
  title: string;
  date: string;
  image: string;
}

/** Posts of a locale, newest first, from the Markdown files (titles typeset as the blog shows them). */
function postsOf(locale: Locale): Post[] {
  const dir = path.join(root, blogSourceDirs[locale]);
  return readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(f))
    .map((f) => {
      const text = readFileSync(path.join(dir, f), 'utf8');
      const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(text)?.[1].trim() ?? '';
      return {
        id: blogPostId(f),
        slug: field('slug'),
        title: typeset(field('title'), locale),
        date: f.slice(0, 10),
        image: field('image'),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const blogPath = (locale: Locale) => `${prefix(locale)}/blog`;
const postPath = (locale: Locale, slug: string) => `${prefix(locale)}/blog/${slug}`;
const attr = (doc: Document, selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name);
const formatted: Record<Locale, (iso: string) => string> = {
  es: (iso) => iso.split('-').reverse().join('/'),
  en: (iso) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)),
};

/** Each published post's path in each language, paired by file name (drafts are not built). */
const pairs = blogPostPairs().filter((p) => !p.draft);
const pathsOf = (id: string) => pairs.find((p) => p.id === id)!.paths;

test('both languages have the same posts (the same files), each language at its own slug', () => {
  const ids = (l: Locale) => postsOf(l).map((p) => p.id);
  expect(ids('es').length).toBeGreaterThanOrEqual(4);
  expect(ids('en')).toEqual(ids('es'));
  for (const l of locales) {
    for (const post of postsOf(l)) expect(pathsOf(post.id)[l], post.id).toBe(postPath(l, post.slug));
  }
});

test.describe('a post and its translation', () => {
  // One test per locale, each post named in its expectations: the posts grow with the news, a test each would cost more than the check.
  for (const locale of locales) {
    const other: Locale = locale === 'es' ? 'en' : 'es';
    test(`every post (${locale}): hreflang and the language switch lead to the ${other} post at its own address`, () => {
      expect(pairs.length).toBeGreaterThan(0);
      for (const { id, paths } of pairs) {
        const doc = builtDocument(paths[locale]);
        const alternates = Object.fromEntries(
          [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
        );
        expect
          .soft(alternates, `hreflang of ${id} (${locale})`)
          .toEqual({ es: testOrigin + paths.es, en: testOrigin + paths.en, 'x-default': testOrigin + paths.es });
        const switches = [...doc.querySelectorAll(`header a[hreflang=${localeInfo[other].htmlLang}]`)];
        expect.soft(switches.length, `language switches of ${id} (${locale})`).toBeGreaterThan(0);
        for (const a of switches) expect.soft(a.getAttribute('href'), `language switch of ${id} (${locale})`).toBe(paths[other]);
      }
    });
  }

  for (const locale of locales) {
    test(`the ${locale} sitemap gives each post its translation as alternate`, async ({ request }) => {
      const xml = await (await request.get(`${pathOf('home', locale)}sitemap.xml`)).text();
      const entries = xml.split('<url>').slice(1);
      for (const { id, paths } of pairs) {
        const entry = entries.find((e) => e.includes(`<loc>${testOrigin}${paths[locale]}</loc>`));
        expect(entry, `${id} in the ${locale} sitemap`).toBeDefined();
        for (const l of locales) expect(entry, `${id}: ${l} alternate`).toContain(`hreflang="${l}" href="${testOrigin}${paths[l]}"`);
      }
    });
  }

  // Every address a post has had, from the record: those that are not its current address answer 301 to it.
  const moved = (publishedRecord as PublishedUrl[]).filter((u) => {
    const current = pairs.find((p) => p.id === u.id)?.paths[u.locale];
    return current !== undefined && u.path !== current;
  });

  test('the record keeps older English addresses of posts (the English posts once used the Spanish slugs)', () => {
    expect(moved.filter((u) => u.locale === 'en').length).toBeGreaterThan(0);
  });

  for (const u of moved) {
    test(`${u.path} (${u.locale}, an older address of ${u.id}) answers 301 to its current address`, async ({ request }) => {
      const response = await request.get(u.path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(pathsOf(u.id)[u.locale]);
    });
  }
});

for (const locale of locales) {
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const posts = postsOf(locale);
  const heading = blogTitle(locale);

  test(`blog index (${locale}): one h1, the newest posts, visible feed links, feeds in the head`, () => {
    const doc = builtDocument(blogPath(locale));
    expect(doc.documentElement.getAttribute('lang')).toBe(localeInfo[locale].htmlLang);
    expect(textsOf(doc, 'h1')).toEqual([heading]);
    expect(textsOf(doc, 'article h2')).toEqual(posts.slice(0, blogPostsPerPage).map((p) => normalText(p.title)));
    for (const feed of ['rss', 'atom'] as const) {
      const type = `application/${feed}+xml`;
      expect(attr(doc, `main a[type="${type}"]`, 'href'), `${feed} link in the page`).toBe(`${blogPath(locale)}/${feed}.xml`);
      expect(attr(doc, `head link[rel=alternate][type="${type}"]`, 'href'), `${feed} link in the head`).toBe(
        `${blogPath(locale)}/${feed}.xml`,
      );
    }
    expect(attr(doc, 'link[rel=canonical]', 'href')).toBe(testOrigin + blogPath(locale));
  });

  test(`blog index (${locale}): links to the topics, the archive and the authors, each by its page's title`, () => {
    const doc = builtDocument(blogPath(locale));
    const copy = pageContent<BlogPagesContent>('blogPages', locale);
    const nav = doc.querySelector(`main nav[aria-label="${copy.index.browse}"]`);
    expect(nav, 'the links to the other lists').toBeTruthy();
    const links = [...nav!.querySelectorAll('a')].map((a) => [normalText(a.textContent ?? ''), a.getAttribute('href')]);
    const prefix = locale === 'en' ? '/en' : '';
    expect(links).toEqual([
      [normalText(copy.tags.title), `${prefix}${blogListPaths.tags}`],
      [normalText(copy.archive.title), `${prefix}${blogListPaths.archive}`],
      [normalText(copy.authors.title), `${prefix}${blogListPaths.authors}`],
    ]);
    // One name for the section: the footer's link to it says what the page's title says.
    const footerLink = [...doc.querySelectorAll('footer a')].find((a) => a.getAttribute('href') === blogPath(locale));
    expect(normalText(footerLink?.textContent ?? '')).toBe(normalText(heading));
  });

  for (const feed of ['rss', 'atom'] as const) {
    test(`${feed} feed (${locale}) lists the newest posts of its language with absolute links`, async ({ request }) => {
      const response = await request.get(`${blogPath(locale)}/${feed}.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      for (const post of posts.slice(0, blogFeedLimit)) {
        expect(xml).toContain(post.title.replace(/&/g, '&amp;'));
        expect(xml).toContain(testOrigin + postPath(locale, post.slug));
      }
      for (const post of postsOf(other)) expect(xml).not.toContain(`<title>${post.title}`);
      if (feed === 'rss') expect(xml).toContain(`<language>${locale}</language>`);
    });
  }

  const post = posts[1];
  test(`a post (${locale}): h1, date, hreflang counterparts, cover as social preview, BlogPosting JSON-LD`, () => {
    const path = postPath(locale, post.slug);
    const doc = builtDocument(path);
    expect(textsOf(doc, 'h1')).toEqual([post.title]);
    expect(textsOf(doc, 'article header time')).toEqual([formatted[locale](post.date)]);
    expect(attr(doc, 'link[rel=canonical]', 'href')).toBe(testOrigin + path);
    const alternates = Object.fromEntries(
      [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    );
    const paths = pathsOf(post.id);
    expect(alternates).toEqual({ es: testOrigin + paths.es, en: testOrigin + paths.en, 'x-default': testOrigin + paths.es });
    expect(attr(doc, 'meta[property="og:type"]', 'content')).toBe('article');
    expect(attr(doc, 'meta[property="og:image"]', 'content')).toBe(`${testOrigin}${prefix(locale)}${post.image}`);
    const posting = jsonLdBlocks(doc).find((d) => d['@type'] === 'BlogPosting');
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

  test(`home (${locale}): the latest-news strip shows the three newest posts of its language and links to all news`, () => {
    const doc = builtDocument(pathOf('home', locale));
    const links = [...doc.querySelectorAll('#news li h3 a')];
    expect(links.map((a) => a.textContent?.trim())).toEqual(posts.slice(0, 3).map((p) => p.title));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(posts.slice(0, 3).map((p) => postPath(locale, p.slug)));
    expect(attr(doc, '#news img', 'width')).toBe('1200');
    const all = [...doc.querySelectorAll('#news a')].find((a) => a.textContent?.trim() === message('home.news.all', locale));
    expect(all?.getAttribute('href')).toBe(blogPath(locale));
  });
}
