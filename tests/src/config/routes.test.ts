import { describe, expect, it } from 'vitest';
import { blogPostPairs, blogUrls } from '../../../src/config/blog-urls';
import {
  blogCounterpartPath,
  blogTagSlugs,
  counterpartPath,
  findRoute,
  normalizePath,
  pathOf,
  routeKeys,
  routes,
} from '../../../src/config/routes';
import { activeRedirects, findRedirect, redirectTarget, redirects } from '../../../src/config/redirects';
import { company } from '../../../src/config/company';
import { defaultFlags } from '../../../src/config/build-env';

const allPaths = routeKeys.flatMap((k) => [routes[k].es, routes[k].en]);

describe('route map', () => {
  it.each(routeKeys)('%s has a Spanish path and an /en path', (key) => {
    expect(routes[key].es).toMatch(/^\/(?!en(\/|$))/);
    expect(routes[key].en).toMatch(/^\/en\//);
  });

  it('uses no path twice', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });

  it('has no trailing slash except the two homes', () => {
    for (const path of allPaths) {
      if (path === '/' || path === '/en/') continue;
      expect(path.endsWith('/'), path).toBe(false);
    }
  });

  it('derives the Spanish about path from the company slug', () => {
    expect(pathOf('about', 'es')).toBe(`/sobre-${company.slug}`);
  });

  it('finds a route from a path with or without trailing slash', () => {
    expect(findRoute(`${pathOf('services', 'es')}/`)).toEqual({ key: 'services', locale: 'es' });
    expect(findRoute('/en')).toEqual({ key: 'home', locale: 'en' });
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(normalizePath('/en')).toBe('/en/');
  });

  it('switches language to the counterpart, or to the other home', () => {
    const all = () => true;
    expect(counterpartPath(pathOf('switchboard', 'es'), 'en', all)).toBe(pathOf('switchboard', 'en'));
    expect(counterpartPath(pathOf('about', 'en'), 'es', all)).toBe(`/sobre-${company.slug}`);
    expect(counterpartPath(pathOf('apps', 'es'), 'en', () => false)).toBe('/en/');
    expect(counterpartPath('/blog/some-post', 'en', all)).toBe('/en/blog/some-post');
    expect(counterpartPath('/en/blog', 'es', all)).toBe('/blog');
    expect(counterpartPath('/unknown', 'en', all)).toBe('/en/');
  });
});

describe('redirects', () => {
  it('every target is a route of the map', () => {
    for (const r of redirects) expect(allPaths).toContain(redirectTarget(r));
  });

  it('no source is a page path while its redirect is active', () => {
    for (const r of activeRedirects(defaultFlags)) {
      const page = findRoute(r.from);
      const isFlaggedOffPage = page && 'flag' in routes[page.key];
      if (r.from === '/en') continue; // the English home answers at /en/; /en only redirects there
      expect(page === undefined || isFlaggedOffPage, r.from).toBe(true);
    }
  });

  it('has no chains or loops', () => {
    for (const flags of [defaultFlags, { ...defaultFlags, offersPhoneRepair: true }]) {
      for (const r of activeRedirects(flags)) {
        const target = redirectTarget(r);
        expect(findRedirect(target, flags), `${r.from} → ${target} redirects again`).toBeUndefined();
      }
    }
  });

  it('no source appears twice', () => {
    const froms = redirects.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
  });

  it('drops the phone-repair redirects when the flag is on', () => {
    const on = { ...defaultFlags, offersPhoneRepair: true };
    expect(findRedirect(pathOf('phoneRepair', 'en'), defaultFlags)?.to).toEqual({ route: 'services', locale: 'en' });
    expect(findRedirect(pathOf('phoneRepair', 'en'), on)).toBeUndefined();
    expect(findRedirect(pathOf('microsoldering', 'es'), on)).toBeUndefined();
  });

  it('matches the redirect rules of docs/product.md for sample rows', () => {
    expect(findRedirect('/about', defaultFlags) && redirectTarget(findRedirect('/about', defaultFlags)!)).toBe(`/sobre-${company.slug}`);
    expect(redirectTarget(findRedirect('/services/ai-app-development', defaultFlags)!)).toBe(pathOf('appDevelopment', 'en'));
    expect(redirectTarget(findRedirect('/saas/', defaultFlags)!)).toBe(pathOf('services', 'es'));
    expect(redirectTarget(findRedirect('/en', defaultFlags)!)).toBe('/en/');
    expect(findRedirect('/en/', defaultFlags)).toBeUndefined();
  });
});

describe('blog tag counterparts', () => {
  // Every tag page of both tags.yml files, as the published-URL record reads them.
  const tags = blogUrls().filter((u) => u.id.startsWith('blog:tag:'));
  const keys = [...new Set(tags.map((u) => u.id))];
  const pathIn = (id: string, locale: 'es' | 'en') => tags.find((u) => u.id === id && u.locale === locale)!.path;

  it.each(keys)('%s: the Spanish and English tag pages are each other’s counterpart', (id) => {
    const es = pathIn(id, 'es');
    const en = pathIn(id, 'en');
    expect(blogCounterpartPath(es, 'en')).toBe(en);
    expect(blogCounterpartPath(en, 'es')).toBe(es);
    expect(counterpartPath(`${en}/page/2`, 'es', () => true)).toBe(`${es}/page/2`);
  });

  it('lists only tags whose English address is worded in English', () => {
    for (const [es, en] of Object.entries(blogTagSlugs)) {
      expect(
        tags.some((u) => u.locale === 'es' && u.path.endsWith(`/tags/${es}`)),
        es,
      ).toBe(true);
      expect(
        tags.some((u) => u.locale === 'en' && u.path.endsWith(`/tags/${en}`)),
        en,
      ).toBe(true);
    }
  });

  it('swaps only the prefix of the other blog pages', () => {
    expect(blogCounterpartPath('/en/blog/tags', 'es')).toBe('/blog/tags');
    expect(blogCounterpartPath('/blog/archive', 'en')).toBe('/en/blog/archive');
    expect(blogCounterpartPath('/blog/page/2', 'en')).toBe('/en/blog/page/2');
    expect(blogCounterpartPath(pathOf('contact', 'es'), 'en')).toBeUndefined();
  });
});

describe('blog post counterparts', () => {
  // Each post and its translation, paired by file name as the build hands them to the pages.
  const pairs = blogPostPairs();
  const posts = pairs.map((p) => p.paths);

  it('pairs every post of both blog folders', () => {
    const ids = (locale: 'es' | 'en') =>
      blogUrls()
        .filter((u) => u.id.startsWith('blog:post:') && u.locale === locale)
        .map((u) => u.id);
    expect(pairs.map((p) => p.id)).toEqual(ids('es'));
    expect(pairs.map((p) => p.id)).toEqual(ids('en'));
  });

  it.each(pairs.map((p) => [p.id, p.paths] as const))('%s: the switch leads each language to the other’s own address', (_id, paths) => {
    expect(counterpartPath(paths.es, 'en', () => true, posts)).toBe(paths.en);
    expect(counterpartPath(paths.en, 'es', () => true, posts)).toBe(paths.es);
    expect(counterpartPath(`${paths.en}/`, 'es', () => true, posts)).toBe(paths.es);
  });

  it('a post the build does not know keeps its slug under the other prefix', () => {
    expect(counterpartPath('/blog/some-post', 'en', () => true, posts)).toBe('/en/blog/some-post');
  });
});
