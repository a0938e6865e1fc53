/**
 * The Content-Security-Policy in the browser: the pages of both locales
 * carry the hashed policy; a client-side navigation through the navbar
 * (react-helmet inserting the next page's head scripts into a document
 * governed by the first page's policy) and both forms filled in and
 * submitted cause no CSP violation, reported either as a
 * `securitypolicyviolation` event or as a console message, and no
 * Permissions-Policy complaint from Chromium (`../gates/csp.ts`). That
 * every page loads without one is checked in its gates visit
 * (`tests/gates/page-gates.spec.ts`).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { locales } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { hydrated, watchRequests } from '../support/browser';
import { message } from '../support/messages';
import { watchCsp, type CspRecord } from '../gates/csp';

async function expectClean(problems: CspRecord, where: string) {
  expect(await problems.events(), `CSP violation events on ${where}`).toEqual([]);
  expect(problems.console, `console on ${where}`).toEqual([]);
}

/**
 * Loads a page fully: images scrolled into view (lazy ones load), network
 * quiet, React hydrated (the scripts load after the first paint, so the
 * forms below are filled in on the JavaScript path this file checks).
 */
async function visit(page: Page, path: string) {
  const requests = watchRequests(page);
  const res = await page.goto(path, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await requests.settled();
  await hydrated(page);
}

/**
 * Loads the form page at `path` (as {@link visit}), takes the form that has a
 * field named `marker`, types each value into the field of that name (an
 * input or the message textarea) and ticks the consent box; resolves with the
 * form, ready to submit.
 */
async function fillForm(page: Page, path: string, marker: string, values: Record<string, string>): Promise<Locator> {
  await visit(page, path);
  const form = page.locator('form').filter({ has: page.locator(`[name="${marker}"]`) });
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('input[type="checkbox"]').check();
  return form;
}

for (const locale of locales) {
  test.describe(`CSP (${locale})`, () => {
    test('the pages are served with the hashed policy', async ({ request }) => {
      const csp = (await request.get(pathOf('home', locale))).headers()['content-security-policy'];
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    });

    // The three journeys below are the same code in both languages: each runs in one locale.
    if (locale === 'es')
      test('no violation on a blog post and through client-side navigation', async ({ page }) => {
        const problems = await watchCsp(page);
        await visit(page, locale === 'es' ? '/blog' : '/en/blog');
        // A post, opened by clicking (client-side navigation), then loaded directly.
        const post = page.locator('article a[href*="/blog/"]').first();
        const href = await post.getAttribute('href');
        expect(href).toBeTruthy();
        await post.click();
        await page.waitForURL((u) => u.pathname === href);
        await visit(page, href!);
        // From an inner page back home and on through the navbar, without reloading.
        const requests = watchRequests(page);
        for (const key of ['home', 'services', 'about', 'contact'] as const) {
          const target = pathOf(key, locale);
          await page.locator(`nav a[href="${target}"]`).first().click();
          await page.waitForURL((u) => u.pathname === target);
          await requests.settled();
        }
        await expectClean(problems, `navigation in ${locale}`);
      });

    if (locale === 'en')
      test('no violation while filling in and sending the contact form', async ({ page }) => {
        const problems = await watchCsp(page);
        const posts: string[] = [];
        await page.route('**/api/contact.php', async (route) => {
          posts.push(route.request().method());
          await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":1}' });
        });
        const form = await fillForm(page, pathOf('contact', locale), 'message', {
          fullName: 'Uxía Pérez',
          company: 'Conservas Rías',
          email: 'uxia@example.com',
          mobileNumber: '+34 600 000 000',
          message: 'Quiero automatizar los pedidos.',
        });
        await form.locator('button[type="submit"]').click();
        await expect(page.locator('#contact-status')).toHaveText(message('contact.form.success', locale));
        expect(posts).toEqual(['POST']);
        await expectClean(problems, `contact form (${locale})`);
      });

    if (locale === 'es')
      test('no violation while filling in and sending the sponsorship form', async ({ page }) => {
        const problems = await watchCsp(page);
        const form = await fillForm(page, pathOf('sponsorContact', locale), 'club', {
          name: 'Iria Castro',
          club: 'Club Arco Atlántico',
          discipline: 'Piragüismo de río',
          email: 'iria@example.com',
          message: 'Somos 25 arqueros.',
        });
        // The form opens the mail client (a mailto: navigation); wait for that request.
        const mailto = page.waitForRequest((r) => r.url().startsWith('mailto:'), { timeout: 10_000 });
        await form.locator('button[type="submit"]').click();
        await mailto;
        await expectClean(problems, `sponsorship form (${locale})`);
      });
  });
}
