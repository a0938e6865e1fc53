/**
 * The flag-on reading of phone repair, over the built
 * HTML of the flag-on build (`OFFERS_PHONE_REPAIR=1`, made by
 * `npm run build:test:phone-repair` in `test-build/phone-repair`; no
 * browser): the phone repair and microsoldering pages exist in both languages
 * as full service pages (`tests/support/service-page.ts`) with the legal
 * note, microsoldering says it is by appointment with limited availability,
 * the services overview links to both, and the language switch on phone
 * repair leads to its counterpart. Part of the main Playwright run (`playwright.config.ts`).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { locales } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { plainText } from '../../src/utils/inlineMarkers';
import { builtDocument, hiddenByMarkup, normalText, textOf, textsOf } from '../gates/site';
import { contentOf, expectServicePage } from '../support/service-page';
import { testBuilds } from '../../scripts/test-builds';

const flagRoutes = ['phoneRepair', 'microsoldering'] as const;
const dir = path.resolve(testBuilds['phone-repair'].dir);

for (const route of flagRoutes) {
  for (const locale of locales) {
    test(`${route} (${locale}) is a full service page with the legal note`, async () => {
      const content = await contentOf(route, locale);
      expect(content.notice, 'content.notice').toBeTruthy();
      expectServicePage(route, locale, content, dir);
      const note = textOf(builtDocument(pathOf(route, locale), dir).querySelector('main header aside'));
      expect(note, 'the notice in the hero').toContain('iCloud');
      expect(note, 'the notice in the hero').toContain('FRP');
      expect(note, 'the notice in the hero').toContain(normalText(plainText(content.notice!.text)));
    });
  }
}

// The eyebrow of the microsoldering content says "by appointment, limited availability".
test('microsoldering shows its availability line in the page header', async () => {
  for (const locale of locales) {
    const { eyebrow } = await contentOf('microsoldering', locale);
    expect(eyebrow).toBeTruthy();
    const header = builtDocument(pathOf('microsoldering', locale), dir).querySelector('main header');
    expect(textOf(header), locale).toContain(normalText(plainText(eyebrow!)));
  }
});

for (const locale of locales) {
  test(`the services overview (${locale}) lists phone repair and microsoldering`, async () => {
    const doc = builtDocument(pathOf('services', locale), dir);
    expect(doc.querySelectorAll('h1'), 'one h1').toHaveLength(1);
    for (const route of flagRoutes) {
      const link = doc.querySelector(`main a[href="${pathOf(route, locale)}"]`);
      expect(link, `link to ${route}`).toBeTruthy();
      expect(hiddenByMarkup(link!), `link to ${route} hidden`).toBe(false);
      expect(textsOf(builtDocument(pathOf(route, locale), dir), 'h1'), `${route}'s h1`).toEqual([
        normalText((await contentOf(route, locale)).h1),
      ]);
    }
  });

  test(`the language switch on phone repair (${locale}) leads to its counterpart`, () => {
    const other = locale === 'es' ? 'en' : 'es';
    const doc = builtDocument(pathOf('phoneRepair', locale), dir);
    expect(doc.querySelector(`a[href="${pathOf('phoneRepair', other)}"]`), 'link to the counterpart').toBeTruthy();
    expect(builtDocument(pathOf('phoneRepair', other), dir).querySelectorAll('h1'), 'the counterpart is a page').toHaveLength(1);
  });
}
