/**
 * The gates that read the built HTML alone, over every built page of both
 * locales (listing variants included; the `404.html` pages too where they
 * apply), without a browser: each page's images carry `alt`, `width` and
 * `height`; every link and button has a name; headings go down one level at
 * a time and none is empty; its HTML, and the images its first screen
 * loads, are within budget; its head and outline are complete (one h1 in
 * `main`, `lang`, a canonical link to itself, hreflang alternates, a
 * description, `og:locale`); and no markup sets a cookie. These are the
 * accessibility rules a page's content can break that its markup shows; the
 * ones that need layout and styles (colour contrast, a box that scrolls)
 * run in the browser (`page-gates.spec.ts`, `every-page.spec.ts`).
 * Valid HTML (duplicate ids, list and table structure, `lang` values) and
 * links are in `build.spec.ts`, share cards in `shareCards.spec.ts`, the
 * route map's own head rules in `head.spec.ts`.
 *
 * The tests run in order in one worker, so each page is parsed once
 * (`builtDocument` keeps it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localeInfo, localeOfPath } from '../../src/config/locales';
import { testOrigin } from '../support/browser';
import { budgets, fileBytes } from './budgets';
import { imageProblemsOf } from './layout';
import { headingProblems, unnamedControls } from './a11y';
import { buildDir, builtDocument, fileOfPath, gatePages, htmlFiles, isRedirectStub, pathOfFile } from './site';

/** Every built HTML page but the client-redirect stubs: its URL path and file. */
function builtPages(): { path: string; file: string }[] {
  return htmlFiles()
    .map((rel) => ({ path: pathOfFile(rel), file: path.join(buildDir, rel) }))
    .filter((p) => !isRedirectStub(readFileSync(p.file, 'utf8')));
}

test.describe.configure({ mode: 'default' });

test('images: every image of every built page has its alt (empty only when decorative), width and height', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(0);
  const problems = pages.flatMap((p) => imageProblemsOf(builtDocument(p.path)).map((i) => `${p.path}: ${i}`));
  expect(problems).toEqual([]);
});

test('names: every link and button of every built page has a name a screen reader can announce', () => {
  const problems = builtPages().flatMap((p) => unnamedControls(builtDocument(p.path)).map((i) => `${p.path}: ${i}`));
  expect(problems).toEqual([]);
});

test('headings: on every built page they go down one level at a time (h2 then h3, never h2 then h4) and none is empty', () => {
  const problems = builtPages().flatMap((p) => headingProblems(builtDocument(p.path)).map((i) => `${p.path}: ${i}`));
  expect(problems).toEqual([]);
});

test('budgets: the images every built page loads first (those not loaded lazily, and the first of main: a post’s cover) are within the first-screen budget', () => {
  const over = builtPages().flatMap((p) => {
    const doc = builtDocument(p.path);
    const first = [...doc.querySelectorAll('img:not([loading=lazy])'), ...[...doc.querySelectorAll('main img')].slice(0, 1)];
    const sources = new Set(first.map((img) => img.getAttribute('src') ?? '').filter((src) => src.startsWith('/')));
    // A source no file answers is a broken link, reported by `build.spec.ts`.
    const files = [...sources].flatMap((src) => fileOfPath(src.split(/[?#]/)[0], buildDir) ?? []);
    const bytes = files.reduce((sum, file) => sum + fileBytes(file).gzip, 0);
    return bytes > budgets['img-above-fold']
      ? [`${p.path}: ${bytes} bytes (${[...sources].join(', ')}), budget ${budgets['img-above-fold']}`]
      : [];
  });
  expect(over).toEqual([]);
});

test('budgets: the HTML of every built page, listing variants included, is within its budget', () => {
  const over = builtPages()
    .map((p) => ({ page: p.path, kind: 'html', value: fileBytes(p.file).gzip, budget: budgets.html }))
    .filter((r) => r.value > r.budget);
  expect(over, 'pages over the HTML budget (page, kind, bytes, budget)').toEqual([]);
});

test('head and outline: every page has one h1 in main, its lang, a canonical link to itself, hreflang alternates, a description and og:locale', () => {
  const problems: string[] = [];
  for (const p of gatePages()) {
    const doc = builtDocument(p.path);
    const locale = localeOfPath(p.path);
    const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name);
    const says = (what: string, ok: boolean) => ok || problems.push(`${p.path}: ${what}`);
    says('one h1, in main', doc.querySelectorAll('h1').length === 1 && doc.querySelector('main h1') !== null);
    says(`lang ${localeInfo[locale].htmlLang}`, doc.documentElement.getAttribute('lang') === localeInfo[locale].htmlLang);
    says('a canonical link to itself', attr('link[rel=canonical]', 'href') === testOrigin + p.path);
    const hreflangs = [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => l.getAttribute('hreflang')).sort();
    says(`hreflang alternates es, en and x-default (has ${hreflangs.join(', ')})`, hreflangs.join() === 'en,es,x-default');
    says('one description', doc.querySelectorAll('meta[name=description]').length === 1);
    says(`og:locale ${localeInfo[locale].ogLocale}`, attr('meta[property="og:locale"]', 'content') === localeInfo[locale].ogLocale);
    says('a title', doc.title.trim() !== '');
  }
  expect(problems).toEqual([]);
});

test('privacy: no markup of any built page sets a cookie or uses storage', () => {
  const problems = builtPages().flatMap((p) => {
    const doc = builtDocument(p.path);
    const inline = [...doc.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '');
    return [
      ...(doc.querySelector('meta[http-equiv="set-cookie" i]') ? [`${p.path}: meta http-equiv=set-cookie`] : []),
      ...inline
        .filter((code) => /document\.cookie|localStorage|sessionStorage|indexedDB/.test(code))
        .map((code) => `${p.path}: inline script ${code.slice(0, 80)}`),
    ];
  });
  expect(problems).toEqual([]);
});
