/**
 * Published URLs never die (docs/urls.md): the committed record against the
 * current route map and blog, and the pure check on fixture maps — a moved
 * page gets a 301 from each old path, a removed page without a successor
 * fails with a message that says what to do.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogPostPairs, blogSourceDirs, blogUrls } from '../../../src/config/blog-urls';
import { checkPublishedUrls, mergeRecord, routeId, routeUrls, type PublishedUrl } from '../../../src/config/url-record';
import record from '../../../src/config/published-urls.json';
import { publishedUrlCheck } from '../../../src/config/redirects';

const published = record as PublishedUrl[];

/** Expects the redirects to be exactly these `[from, to]` pairs, in any order. */
function expectRedirectPairs(redirects: readonly { from: string; to: string }[], pairs: [string, string][]): void {
  const actual = redirects.map((r) => [r.from, r.to]);
  expect(actual).toHaveLength(pairs.length);
  expect(actual).toEqual(expect.arrayContaining(pairs));
}

describe('the committed record', () => {
  it('loses no published URL: each one is a current page, moved (301) or retired with a successor', () => {
    const { problems } = publishedUrlCheck();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('lists every route of the route map in both languages (run `npm run urls:record` after adding pages)', () => {
    // Only new routes can be missing: a moved route keeps its identity.
    const recordedIds = new Set(published.map((u) => `${u.id} ${u.locale}`));
    const missing = routeUrls().filter((u) => !recordedIds.has(`${u.id} ${u.locale}`));
    expect(
      missing.map((u) => u.path),
      'run `npm run urls:record` and commit src/config/published-urls.json',
    ).toEqual([]);
  });

  it('holds root-relative paths, English ones under /en', () => {
    for (const u of published) {
      expect(u.path, u.id).toMatch(/^\//);
      expect(u.path.startsWith('/en/') || u.path === '/en', `${u.id} ${u.locale}`).toBe(u.locale === 'en');
    }
  });
});

/** A two-page fixture route map. */
const fixtureMap = {
  home: { es: '/', en: '/en/' },
  about: { es: '/sobre-antes', en: '/en/sobre' },
  apps: { es: '/aplicaciones-fixture', en: '/en/apps-fixture' },
};
const fixtureRecord = mergeRecord([], routeUrls(fixtureMap));

describe('checkPublishedUrls', () => {
  it('a changed path (brand slug) gives a 301 from the old path to the new one, in that language only', () => {
    const moved = { ...fixtureMap, about: { ...fixtureMap.about, es: '/sobre-despues' } };
    const { redirects, problems } = checkPublishedUrls(fixtureRecord, routeUrls(moved), []);
    expect(problems).toEqual([]);
    expect(redirects).toEqual([{ from: fixtureMap.about.es, to: moved.about.es, locale: 'es', id: routeId('about') }]);
  });

  it('a page moved twice answers 301 from both old paths straight to the newest', () => {
    const once = { ...fixtureMap, about: { ...fixtureMap.about, es: '/sobre-medio' } };
    const twice = { ...fixtureMap, about: { ...fixtureMap.about, es: '/sobre-despues' } };
    const rec = mergeRecord(fixtureRecord, routeUrls(once));
    const { redirects } = checkPublishedUrls(rec, routeUrls(twice), []);
    expectRedirectPairs(redirects, [
      [fixtureMap.about.es, twice.about.es],
      [once.about.es, twice.about.es],
    ]);
  });

  it('removing a route from the map without a successor fails, naming the URL and the one line that fixes it', () => {
    const { apps: _removed, ...withoutApps } = fixtureMap;
    const { redirects, problems } = checkPublishedUrls(fixtureRecord, routeUrls(withoutApps), []);
    expect(redirects).toEqual([]);
    expect(problems).toHaveLength(2);
    for (const [i, locale] of (['en', 'es'] as const).entries()) {
      expect(problems[i]).toContain(fixtureMap.apps[locale]);
      expect(problems[i]).toContain(`${routeId('apps')}, ${locale}`);
      expect(problems[i]).toContain(`{ id: '${routeId('apps')}', successor:`);
      expect(problems[i]).toContain('src/config/url-record.ts');
      expect(problems[i]).toContain('docs/urls.md');
    }
  });

  it('a retired page leads to its successor in the same language', () => {
    const { apps: _removed, ...withoutApps } = fixtureMap;
    const retiredApps = [{ id: routeId('apps'), successor: routeId('home') }];
    const { redirects, problems } = checkPublishedUrls(fixtureRecord, routeUrls(withoutApps), retiredApps);
    expect(problems).toEqual([]);
    expectRedirectPairs(redirects, [
      [fixtureMap.apps.en, fixtureMap.home.en],
      [fixtureMap.apps.es, fixtureMap.home.es],
    ]);
  });

  it('a successor that does not exist is a problem', () => {
    const { problems } = checkPublishedUrls(fixtureRecord, routeUrls(fixtureMap), [
      { id: routeId('gone'), successor: routeId('gone-too') },
    ]);
    expect(problems.join('\n')).toContain(routeId('gone-too'));
  });

  it('a published path that another page now uses is that page, not a redirect', () => {
    const swapped = { ...fixtureMap, about: fixtureMap.apps, apps: fixtureMap.about };
    expect(checkPublishedUrls(fixtureRecord, routeUrls(swapped), [])).toEqual({ redirects: [], problems: [] });
  });
});

describe('mergeRecord', () => {
  it('adds new URLs, never removes old ones and never records drafts', () => {
    const draft = { id: 'blog:post:x', locale: 'es' as const, path: '/blog/x', draft: true as const };
    const moved = routeUrls({ ...fixtureMap, about: { ...fixtureMap.about, es: '/sobre-despues' } });
    const next = mergeRecord(fixtureRecord, [...moved, draft]);
    expect(next).toHaveLength(fixtureRecord.length + 1);
    expect(next.map((u) => u.path)).toEqual(expect.arrayContaining([fixtureMap.about.es, '/sobre-despues']));
    expect(next.map((u) => u.path)).not.toContain(draft.path);
  });
});

describe('blog URLs', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'blog-urls-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  const post = (slug: string | undefined, extra = '') => `---\n${slug ? `slug: ${slug}\n` : ''}title: T\n${extra}---\n\nText\n`;

  it('reads each post by file name, its slug, the listings and the tags, in both languages', () => {
    write(`${blogSourceDirs.es}/2026-01-02-primera.mdx`, post('primera-entrada'));
    write(`${blogSourceDirs.es}/2026-01-03-sin-slug.mdx`, post(undefined));
    write(`${blogSourceDirs.es}/2026-01-04-borrador.mdx`, post('borrador', 'draft: true\n'));
    write(`${blogSourceDirs.es}/tags.yml`, 'datos:\n  label: Datos\n  permalink: /datos\nia:\n  label: IA\n');
    write(`${blogSourceDirs.en}/2026-01-02-primera.mdx`, post('primera-entrada'));
    const urls = blogUrls(root);
    const byId = (id: string, locale = 'es') => urls.find((u) => u.id === id && u.locale === locale);
    expect(byId('blog:post:2026-01-02-primera')?.path).toBe('/blog/primera-entrada');
    expect(byId('blog:post:2026-01-02-primera', 'en')?.path).toBe('/en/blog/primera-entrada');
    expect(byId('blog:post:2026-01-03-sin-slug')?.path).toBe('/blog/2026/01/03/sin-slug');
    expect(byId('blog:post:2026-01-04-borrador')?.draft).toBe(true);
    expect(byId('blog:tag:datos')?.path).toBe('/blog/tags/datos');
    expect(byId('blog:tag:ia')?.path).toBe('/blog/tags/ia');
    expect(byId('blog:index', 'en')?.path).toBe('/en/blog');
  });

  it('pairs each post with its translation by file name, each language at its own slug', () => {
    write(`${blogSourceDirs.es}/2026-01-02-primera.mdx`, post('primera-entrada'));
    write(`${blogSourceDirs.en}/2026-01-02-primera.mdx`, post('first-post'));
    write(`${blogSourceDirs.en}/2026-01-04-borrador.mdx`, post('draft-post'));
    const pairs = blogPostPairs(root);
    expect(pairs.find((p) => p.id === 'blog:post:2026-01-02-primera')).toEqual({
      id: 'blog:post:2026-01-02-primera',
      paths: { es: '/blog/primera-entrada', en: '/en/blog/first-post' },
    });
    expect(pairs.find((p) => p.id === 'blog:post:2026-01-04-borrador')).toMatchObject({ draft: true });
    // Only in Spanish: no translation to pair it with.
    expect(pairs.map((p) => p.id)).not.toContain('blog:post:2026-01-03-sin-slug');
  });

  it('an English slug changed apart from the Spanish one answers 301 from the old English address only', () => {
    write(`${blogSourceDirs.es}/2026-01-02-primera.mdx`, post('primera-entrada'));
    write(`${blogSourceDirs.en}/2026-01-02-primera.mdx`, post('primera-entrada'));
    const before = mergeRecord([], blogUrls(root));
    write(`${blogSourceDirs.en}/2026-01-02-primera.mdx`, post('first-post'));
    const { redirects, problems } = checkPublishedUrls(before, blogUrls(root), []);
    expect(problems).toEqual([]);
    expect(redirects.filter((r) => r.id === 'blog:post:2026-01-02-primera')).toEqual([
      { from: '/en/blog/primera-entrada', to: '/en/blog/first-post', locale: 'en', id: 'blog:post:2026-01-02-primera' },
    ]);
  });

  it('a renamed post (new slug, same file) answers 301 from its old address', () => {
    write(`${blogSourceDirs.es}/2026-01-02-primera.mdx`, post('primera-entrada'));
    const before = mergeRecord([], blogUrls(root));
    write(`${blogSourceDirs.es}/2026-01-02-primera.mdx`, post('entrada-renombrada'));
    const { redirects, problems } = checkPublishedUrls(before, blogUrls(root), []);
    expect(problems).toEqual([]);
    expect(redirects).toContainEqual({
      from: '/blog/primera-entrada',
      to: '/blog/entrada-renombrada',
      locale: 'es',
      id: 'blog:post:2026-01-02-primera',
    });
  });
});
