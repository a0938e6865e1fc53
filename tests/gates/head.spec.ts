/**
 * What search engines and link previews read, over the built HTML files (no
 * browser): every route of the map, in both locales, has one h1, the right
 * `lang`, a canonical link and hreflang alternates from the route map
 * (x-default = Spanish), `og:locale`, its own share card, the JSON-LD graph of
 * the company, its h1 in `main`, the title its content file gives it and a
 * description — all there without JavaScript; its header links to the
 * counterpart page in the other language. That hydration keeps the head as
 * built is checked in the browser on one page per view
 * (`tests/e2e/foundation.spec.ts`).
 */
import { expect, test } from '@playwright/test';
import { defaultLocale, localeInfo, locales } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { shareCardPath } from '../../src/config/shareCard';
import { defaultFlags } from '../../src/config/build-env';
import { enabledPages } from '../../src/plugins/site-pages';
import { testOrigin } from '../support/browser';
import { metaTitle } from '../support/content';
import { builtDocument, jsonLdBlocks } from './site';

for (const { route, content } of enabledPages(defaultFlags)) {
  for (const locale of locales) {
    const path = pathOf(route, locale);
    test(`head: ${route} (${locale}) has one h1, lang, canonical, alternates, share card, JSON-LD, title and description`, () => {
      const doc = builtDocument(path);
      const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name);
      expect.soft(doc.querySelectorAll('h1'), 'one h1').toHaveLength(1);
      expect.soft(doc.querySelector('main h1')?.textContent?.trim(), 'the h1, in main, has text').toBeTruthy();
      expect.soft(doc.documentElement.getAttribute('lang')).toBe(localeInfo[locale].htmlLang);
      expect.soft(attr('link[rel=canonical]', 'href')).toBe(testOrigin + path);
      const alternates = Object.fromEntries(
        [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      );
      expect.soft(alternates).toEqual({
        es: testOrigin + pathOf(route, 'es'),
        en: testOrigin + pathOf(route, 'en'),
        'x-default': testOrigin + pathOf(route, 'es'),
      });
      expect.soft(attr('meta[property="og:locale"]', 'content')).toBe(localeInfo[locale].ogLocale);
      // The page's own share card, under the locale's base URL (`/en/img/og/…` for English).
      expect
        .soft(attr('meta[property="og:image"]', 'content'))
        .toBe(`${testOrigin}${locale === defaultLocale ? '' : `/${locale}`}${shareCardPath(path)}`);
      const types = jsonLdBlocks(doc).flatMap((data) =>
        ((data['@graph'] as { '@type': string }[] | undefined) ?? [data]).map((n) => n['@type']),
      );
      expect.soft(types).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite', 'Organization', 'Person']));
      expect.soft(doc.title.length, 'title length').toBeGreaterThan(10);
      const title = metaTitle(content, locale);
      expect.soft(title, 'meta title in the content file').not.toBe('');
      expect.soft(doc.title, 'title from the content file').toContain(title);
      expect.soft(attr('meta[name=description]', 'content') ?? '').toMatch(/.{40,}/);
      const other = locale === 'es' ? 'en' : 'es';
      expect.soft(attr(`header a[hreflang=${other}]`, 'href'), 'language switch').toBe(pathOf(route, other));
    });
  }
}
