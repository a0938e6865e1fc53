/**
 * The Content-Security-Policy in the browser: every page of both
 * locales (the route map's pages this build serves, the blog and one post),
 * a client-side navigation through the navbar (react-helmet inserting the
 * next page's head scripts into a document governed by the first page's
 * policy), and both forms filled in and submitted — with no CSP violation,
 * reported either as a `securitypolicyviolation` event or as a console
 * message, and no Permissions-Policy complaint from Chromium.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { locales, type Locale } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { defaultFlags } from '../../src/config/build-env';
import { enabledPages } from '../../src/plugins/site-pages/index';
import { hydrated } from '../support/browser';

interface Problems {
  events: () => Promise<string[]>;
  console: string[];
}

/** Starts collecting CSP violations (events, from before any page script runs) and console complaints. */
async function watch(page: Page): Promise<Problems> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  const consoleProblems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/Content.Security.Policy|Refused to (execute|load|apply|connect|frame)|Permissions-Policy|Unrecognized feature/i.test(text)) {
      consoleProblems.push(text);
    }
  });
  page.on('pageerror', (e) => consoleProblems.push(`page error: ${e.message}`));
  return {
    events: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.slice()),
    console: consoleProblems,
  };
}

async function expectClean(problems: Problems, where: string) {
  expect(await problems.events(), `CSP violation events on ${where}`).toEqual([]);
  expect(problems.console, `console on ${where}`).toEqual([]);
}

/** Types each value into the form's field of that name (an input or the message textarea). */
async function fillFields(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

/**
 * Loads a page fully: images scrolled into view (lazy ones load), network
 * quiet, React hydrated (the scripts load after the first paint, so the
 * forms below are filled in on the JavaScript path this file checks).
 */
async function visit(page: Page, path: string) {
  const res = await page.goto(path, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await hydrated(page);
}

const pagePaths = (locale: Locale) => [
  ...enabledPages(defaultFlags).map((p) => pathOf(p.route, locale)),
  locale === 'es' ? '/blog' : '/en/blog',
];

for (const locale of locales) {
  test.describe(`CSP (${locale})`, () => {
    test('no violation on any page, the policy is the hashed one', async ({ page }) => {
      test.setTimeout(120_000);
      const problems = await watch(page);
      for (const path of pagePaths(locale)) {
        await visit(page, path);
        await expectClean(problems, path);
      }
      const res = await page.request.get(pathOf('home', locale));
      const csp = res.headers()['content-security-policy'];
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    });

    test('no violation on a blog post and through client-side navigation', async ({ page }) => {
      const problems = await watch(page);
      await visit(page, locale === 'es' ? '/blog' : '/en/blog');
      // A post, opened by clicking (client-side navigation), then loaded directly.
      const post = page.locator('article a[href*="/blog/"]').first();
      const href = await post.getAttribute('href');
      expect(href).toBeTruthy();
      await post.click();
      await page.waitForURL((u) => u.pathname === href);
      await visit(page, href!);
      // From an inner page back home and on through the navbar, without reloading.
      for (const key of ['home', 'services', 'about', 'contact'] as const) {
        const target = pathOf(key, locale);
        await page.locator(`nav a[href="${target}"]`).first().click();
        await page.waitForURL((u) => u.pathname === target);
        await page.waitForLoadState('networkidle');
      }
      await expectClean(problems, `navigation in ${locale}`);
    });

    test('no violation while filling in and sending the contact form', async ({ page }) => {
      const problems = await watch(page);
      const posts: string[] = [];
      await page.route('**/api/contact.php', async (route) => {
        posts.push(route.request().method());
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":1}' });
      });
      await visit(page, pathOf('contact', locale));
      const form = page.locator('form').filter({ has: page.locator('textarea[name="message"]') });
      await fillFields(form, {
        fullName: 'Uxía Pérez',
        company: 'Conservas Rías',
        email: 'uxia@example.com',
        mobileNumber: '+34 600 000 000',
        message: 'Quiero automatizar los pedidos.',
      });
      await form.locator('input[type="checkbox"]').check();
      await form.locator('button[type="submit"]').click();
      await expect(page.locator('#contact-status')).toHaveText(locale === 'es' ? /Gracias/ : /Thank you/);
      expect(posts).toEqual(['POST']);
      await expectClean(problems, `contact form (${locale})`);
    });

    test('no violation while filling in and sending the sponsorship form', async ({ page }) => {
      const problems = await watch(page);
      await visit(page, pathOf('sponsorContact', locale));
      const form = page.locator('form').filter({ has: page.locator('input[name="club"]') });
      await fillFields(form, {
        name: 'Iria Castro',
        club: 'Club Arco Atlántico',
        discipline: 'Piragüismo de río',
        email: 'iria@example.com',
        message: 'Somos 25 arqueros.',
      });
      await form.locator('input[type="checkbox"]').check();
      // The form opens the mail client (a mailto: navigation); wait for that request.
      const mailto = page.waitForRequest((r) => r.url().startsWith('mailto:'), { timeout: 10_000 });
      await form.locator('button[type="submit"]').click();
      await mailto;
      await expectClean(problems, `sponsorship form (${locale})`);
    });
  });
}
