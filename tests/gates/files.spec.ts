/**
 * The gates that read the built HTML alone, over every built page of both
 * locales (listing variants included; the `404.html` pages too where they
 * apply), without a browser: each page's images carry `alt`, `width` and
 * `height`; its HTML is within budget; its head and outline are complete
 * (one h1 in `main`, `lang`, a canonical link to itself, hreflang
 * alternates, a description, `og:locale`); and no markup sets a cookie.
 * Valid HTML and links are in `build.spec.ts`, share cards in
 * `shareCards.spec.ts`, the route map's own head rules in `head.spec.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localeInfo, localeOfPath } from '../../src/config/locales';
import { testOrigin } from '../support/browser';
import { budgets, fileBytes } from './budgets';
import { imageProblemsOf } from './layout';
import { buildDir, builtDocument, gatePages, htmlFiles, isRedirectStub, pathOfFile } from './site';

/** Every built HTML page but the client-redirect stubs: its URL path and file. */
function builtPages(): { path: string; file: string }[] {
  return htmlFiles()
    .map((rel) => ({ path: pathOfFile(rel), file: path.join(buildDir, rel) }))
    .filter((p) => !isRedirectStub(readFileSync(p.file, 'utf8')));
}

test('images: every image of every built page has its alt (empty only when decorative), width and height', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(0);
  const problems = pages.flatMap((p) => imageProblemsOf(builtDocument(p.path)).map((i) => `${p.path}: ${i}`));
  expect(problems).toEqual([]);
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
