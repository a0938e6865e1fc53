/**
 * The language switch in the development preview (README, docs/translating.md):
 * with `npm run dev:all` it goes to the other language's page and stays
 * there, in both directions, and English content edits reload live through
 * the one port; with a one-language `npm run dev`, the other language's
 * address shows how to preview both instead of reloading forever.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localeInfo, locales, type Locale } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { devAllOrigin, devOneOrigin } from './origin';

const other = (l: Locale): Locale => (l === 'es' ? 'en' : 'es');

/** Counts full page loads (new documents) of the main frame from now on. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('domcontentloaded', () => {
    loads += 1;
  });
  return () => loads;
}

/** A loop reloads within a second or two (27 reloads in 10 s); watch a few seconds for one. */
const LOOP_WINDOW_MS = 4000;

test.describe('npm run dev:all', () => {
  for (const from of locales) {
    const to = other(from);
    test(`the ${from} → ${to} switch lands on the counterpart page and stays there`, async ({ page }) => {
      await page.goto(`${devAllOrigin}${pathOf('contact', from)}`);
      await expect(page.locator('h1')).toBeVisible();
      const loads = countLoads(page);
      await page.locator(`header a[hreflang=${localeInfo[to].htmlLang}]`).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(pathOf('contact', to));
      await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[to].htmlLang);
      await page.waitForLoadState('load');
      await page.waitForTimeout(LOOP_WINDOW_MS);
      expect(loads()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(pathOf('contact', to));
    });
  }

  test('an English content edit shows up live through the one port', async ({ page }) => {
    const file = path.join('i18n', 'en', 'site-content', 'contact.json');
    const original = readFileSync(file, 'utf8');
    await page.goto(`${devAllOrigin}${pathOf('contact', 'en')}`);
    const h1 = page.locator('h1');
    const heading = (await h1.textContent())?.trim() ?? '';
    expect(original).toContain(JSON.stringify(heading));
    const edited = `${heading} (preview)`;
    try {
      writeFileSync(file, original.replace(JSON.stringify(heading), JSON.stringify(edited)));
      await expect(h1).toHaveText(edited, { timeout: 45_000 });
    } finally {
      writeFileSync(file, original);
    }
    await expect(h1).toHaveText(heading, { timeout: 45_000 });
  });
});

test.describe('npm run dev (Spanish only)', () => {
  test('the EN switch says how to preview both languages and does not reload', async ({ page }) => {
    await page.goto(`${devOneOrigin}${pathOf('contact', 'es')}`);
    await expect(page.locator('h1')).toBeVisible();
    const loads = countLoads(page);
    await page.locator(`header a[hreflang=${localeInfo.en.htmlLang}]`).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(pathOf('contact', 'en'));
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.scripts['dev:all']).toBeDefined();
    await expect(page.locator('main code')).toHaveText('npm run dev:all');
    await expect(page.locator(`main a[href="${pathOf('contact', 'es')}"]`)).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(LOOP_WINDOW_MS);
    expect(loads()).toBe(1);
    await page.screenshot({ path: path.join('test-results', 'dev-one-locale-switch.png') });
  });
});
