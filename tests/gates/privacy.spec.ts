/**
 * Gate 4 of docs/performance.md (privacy; docs/product.md §19): on every page, no
 * cookie in the browser context, no `Set-Cookie` header, no request to
 * another origin, nothing in `localStorage`, no console error. Sending the
 * contact form is the one thing allowed to store something: its last-submit
 * time, and nothing else.
 */
import { expect, test, type Page } from '@playwright/test';
import { lastSubmitStorageKey } from '../../src/forms/contact';
import { pathOf } from '../../src/config/routes';
import { openPage, pages } from './pages';

/** Starts recording what a page does that a visitor's privacy cares about. */
function watch(page: Page, origin: string) {
  const seen = { foreign: [] as string[], setCookie: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) seen.foreign.push(url);
  });
  page.on('response', async (response) => {
    const header = await response.headerValue('set-cookie').catch(() => null);
    if (header) seen.setCookie.push(`${response.url()}: ${header}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.errors.push(`page error: ${error.message}`));
  return seen;
}

/** Keys of `localStorage` of the current page. */
const storageKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).sort());

for (const p of pages) {
  test(`privacy: ${p.name}`, async ({ page, context, baseURL }) => {
    const seen = watch(page, new URL(baseURL!).origin);
    await openPage(page, p.path, 390);
    // Scroll through the page so lazy images and prefetches happen too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await page.waitForLoadState('networkidle');
    expect.soft(seen.foreign, 'requests to other origins').toEqual([]);
    expect.soft(seen.setCookie, 'Set-Cookie headers').toEqual([]);
    expect.soft(await context.cookies(), 'cookies').toEqual([]);
    expect.soft(await storageKeys(page), 'localStorage keys').toEqual([]);
    expect.soft(seen.errors, 'console errors').toEqual([]);
  });
}

for (const p of pages.filter((x) => x.route === 'contact')) {
  test(`privacy: sending the form on ${p.name} stores only its last-submit time`, async ({ page, context, baseURL }) => {
    const seen = watch(page, new URL(baseURL!).origin);
    // The endpoint is answered here, so the test does not depend on the server behind the build.
    await page.route('**/api/contact.php', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":1}' }),
    );
    await openPage(page, pathOf('contact', p.locale), 1280);
    expect(await storageKeys(page)).toEqual([]);
    const form = page.locator('form').filter({ has: page.locator('[name=fullName]') });
    await form.locator('[name=fullName]').fill('Ana Pérez');
    await form.locator('[name=email]').fill('ana@example.org');
    await form.locator('[name=message]').fill('Quiero información sobre una web para mi negocio.');
    await form.locator('input[type=checkbox]:not([name=website]):not([name=nickname])').check();
    await form.locator('button[type=submit]').click();
    await expect(form).toHaveAttribute('data-state', 'success');
    expect(await storageKeys(page)).toEqual([lastSubmitStorageKey]);
    expect(seen.foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}
