/**
 * Gate 1 of docs/performance.md (accessibility): axe-core finds no WCAG 2.0/2.1 A or AA
 * violation on any page of either locale, at 390 px (phone) and 1280 px
 * (laptop), and on each locale's home page with the mobile menu open.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage, pages, resize } from './pages';

/** The rule sets of WCAG 2.1 levels A and AA (axe tags). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const menuButton = 'header button[aria-controls=site-menu]';

/** Runs axe and returns one readable line per violating node (rule, impact, element, summary). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`),
  );
}

for (const p of pages) {
  test(`a11y: ${p.name} at 390 and 1280 px`, async ({ page }) => {
    // Two full axe runs: on a busy 2-core machine they can take 10 s each.
    test.setTimeout(60_000);
    await openPage(page, p.path, 390);
    expect.soft(await violations(page), `axe at 390 px on ${p.path}`).toEqual([]);
    await resize(page, 1280);
    expect.soft(await violations(page), `axe at 1280 px on ${p.path}`).toEqual([]);
  });
}

for (const p of pages.filter((x) => x.route === 'home')) {
  test(`a11y: ${p.name} with the mobile menu open`, async ({ page }) => {
    await openPage(page, p.path, 390);
    const button = page.locator(menuButton);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu a').first()).toBeVisible();
    expect(await violations(page), `axe with the menu open on ${p.path}`).toEqual([]);
  });
}
