/**
 * The generic service pages in the default build: each answers
 * with its h1, FAQ, the WhatsApp / tel: / mailto: call to action, its
 * formatted prices and its Service JSON-LD, in both languages; every service
 * page (landing pages too) links back to the overview; the phone
 * repair and microsoldering paths redirect to the services overview while
 * `offersPhoneRepair` is off (docs/product.md §14).
 * The flag-on build is tested by `tests/e2e-flags/phone-repair.spec.ts`.
 */
import { expect, test } from '@playwright/test';
import { locales, type Locale } from '../../src/config/locales';
import { formatPrice } from '../../src/config/prices';
import { pathOf, type RouteKey } from '../../src/config/routes';
import { factValues } from '../../src/utils/facts';
import { fillPlaceholders } from '../../src/utils/placeholders';
import { pageContent } from '../support/content';
import { message } from '../support/messages';
import { contentOf, expectServicePage } from '../support/service-page';

const genericRoutes = ['advisory', 'websites', 'computerRepair', 'dataRecovery'] as const;

// What the server sends is what these check; the page gates load every page with its scripts too.
test.use({ javaScriptEnabled: false });

for (const route of genericRoutes) {
  for (const locale of locales) {
    test(`${route} (${locale}) shows its h1, sections, FAQ, call to action and prices`, async ({ page }) => {
      await expectServicePage(page, route, locale, await contentOf(route, locale), { scripts: false });
    });
  }
}

test('every service page, landing or generic, links back to the services overview above its hero', async ({ page }) => {
  for (const route of [...genericRoutes, 'switchboard', 'automations', 'appDevelopment'] as const) {
    for (const locale of locales) {
      await page.goto(pathOf(route, locale));
      const back = page.getByRole('link', { name: message('servicePage.backToServices', locale), exact: true });
      await expect(back, `${route} (${locale})`).toHaveAttribute('href', pathOf('services', locale));
      const [link, h1] = await Promise.all([back.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
      expect(link!.y + link!.height, `${route} (${locale})`).toBeLessThanOrEqual(h1!.y);
    }
  }
});

test('pages with prices show them in the locale format', async ({ page }) => {
  await page.goto(pathOf('advisory', 'es'));
  await expect(page.locator('main')).toContainText(formatPrice('advisory', 'es'));
  await page.goto(pathOf('websites', 'en'));
  await expect(page.getByText(formatPrice('wordpressSite', 'en'), { exact: true })).toBeVisible();
});

test('computer repair shows its service times and promises (the highlights) in both languages', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(pathOf('computerRepair', locale));
    const { highlights } = pageContent<{ highlights: string[] }>('services/computerRepair', locale);
    expect(highlights.length).toBeGreaterThanOrEqual(4);
    // Facts such as the repair guarantee come from their module through placeholders.
    for (const fact of highlights) {
      await expect(
        page
          .locator('main')
          .getByText(fillPlaceholders(fact, factValues(locale)))
          .first(),
      ).toBeVisible();
    }
  }
});

test.describe('phone repair off (default build)', () => {
  const redirects: ReadonlyArray<[string, RouteKey, Locale]> = [
    [pathOf('phoneRepair', 'es'), 'services', 'es'],
    [pathOf('microsoldering', 'es'), 'services', 'es'],
    ['/services/phone-repair', 'services', 'es'],
    [pathOf('phoneRepair', 'en'), 'services', 'en'],
    [pathOf('microsoldering', 'en'), 'services', 'en'],
  ];
  for (const [from, to, locale] of redirects) {
    test(`${from} ends on the services overview (${pathOf(to, locale)})`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === pathOf(to, locale));
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  for (const locale of locales) {
    test(`the overview (${locale}) does not link to phone repair or microsoldering`, async ({ page }) => {
      await page.goto(pathOf('services', locale));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator(`a[href="${pathOf('phoneRepair', locale)}"]`)).toHaveCount(0);
      await expect(page.locator(`a[href="${pathOf('microsoldering', locale)}"]`)).toHaveCount(0);
    });
  }
});
