/**
 * The flag-on reading of phone repair (docs/product.md §14): with
 * `OFFERS_PHONE_REPAIR=1` the phone repair and microsoldering pages exist in
 * both languages, carry the legal note, microsoldering says it is by
 * appointment with limited availability, and the services overview lists both.
 * Run with `playwright.flags.config.ts` against the build of
 * `scripts/build-phone-repair-site.ts`.
 */
import { expect, test } from '@playwright/test';
import { locales } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { plainText } from '../../src/utils/inlineMarkers';
import { contentOf, expectServicePage } from '../support/service-page';

const flagRoutes = ['phoneRepair', 'microsoldering'] as const;

for (const route of flagRoutes) {
  for (const locale of locales) {
    test(`${route} (${locale}) is a full service page with the legal note`, async ({ page }) => {
      const content = await contentOf(route, locale);
      expect(content.notice, 'content.notice').toBeTruthy();
      await expectServicePage(page, route, locale, content);
      const note = page.locator('main header aside');
      await expect(note).toContainText('iCloud');
      await expect(note).toContainText('FRP');
      await expect(note).toContainText(plainText(content.notice!.text));
    });
  }
}

// The eyebrow of the microsoldering content says "by appointment, limited availability" (docs/product.md §14).
test('microsoldering shows its availability line in the page header', async ({ page }) => {
  for (const locale of locales) {
    const { eyebrow } = await contentOf('microsoldering', locale);
    expect(eyebrow).toBeTruthy();
    await page.goto(pathOf('microsoldering', locale));
    await expect(page.locator('main header')).toContainText(plainText(eyebrow!));
  }
});

for (const locale of locales) {
  test(`the services overview (${locale}) lists phone repair and microsoldering`, async ({ page }) => {
    await page.goto(pathOf('services', locale));
    await expect(page.locator('h1')).toHaveCount(1);
    for (const route of flagRoutes) {
      const link = page.locator(`main a[href="${pathOf(route, locale)}"]`).first();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === pathOf(route, locale));
      await expect(page.locator('h1')).toHaveText((await contentOf(route, locale)).h1);
      await page.goBack();
    }
  });

  test(`the language switch on phone repair (${locale}) leads to its counterpart`, async ({ page }) => {
    const other = locale === 'es' ? 'en' : 'es';
    await page.goto(pathOf('phoneRepair', locale));
    await expect(page.locator(`a[href="${pathOf('phoneRepair', other)}"]`).first()).toBeAttached();
  });
}
