/**
 * The AI service pages and the services overview stay short enough to read
 * on a phone and a desktop: their full height in both languages, measured in
 * the browser at 390 and 1280 px, within the budget of `pageHeightBudgets`
 * (docs/product.md, "Page length").
 */
import { expect, test } from '@playwright/test';
import { locales } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { pageHeightBudgets } from '../../src/views/pageHeightBudgets';

for (const [route, budgets] of Object.entries(pageHeightBudgets)) {
  for (const locale of locales) {
    for (const [width, maxHeight] of Object.entries(budgets)) {
      test(`${route} (${locale}) at ${width} px is at most ${maxHeight} px tall`, async ({ page }) => {
        await page.setViewportSize({ width: Number(width), height: 900 });
        await page.goto(pathOf(route as keyof typeof pageHeightBudgets, locale));
        await page.evaluate(() => document.fonts.ready);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        test.info().annotations.push({ type: 'height', description: `${route} ${locale} ${width}: ${height}` });
        console.log(`height ${route} ${locale} ${width}: ${height}`);
        expect(height).toBeLessThanOrEqual(maxHeight);
      });
    }
  }
}
