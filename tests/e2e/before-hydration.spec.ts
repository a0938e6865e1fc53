/**
 * A visitor who acts before the scripts have run is not lost: the main bundle is held back until the test lets it through,
 * so the page is the server-rendered HTML while the visitor clicks a link,
 * opens the mobile menu or sends the contact form; then the bundle arrives,
 * the page hydrates and keeps what the visitor did. Paths come from the route
 * map, copy from the content files.
 */
import { expect, test, type Page } from '@playwright/test';
import { normalizePath, pathOf } from '../../src/config/routes';
import { contentOf, fillContactForm, formMessage, leadsWithMessage, uniqueMessage } from '../support/no-js';
import { hydrated } from '../support/browser';

/** The main bundle (`assets/js/main.<hash>.js`, per locale). */
const mainBundle = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * Holds the main bundle back until the returned function is called: the
 * page cannot hydrate before then, however long the visitor takes.
 */
async function delayMainBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(mainBundle, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's path, read from the browser's URL bar (the page itself may still be loading). */
const pathnameOf = (page: Page) => normalizePath(new URL(page.url()).pathname);

/**
 * Opens a page while its bundle is held: the HTML is parsed and painted, but
 * `DOMContentLoaded` waits for the deferred bundle, so wait for the content.
 */
async function openUnhydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
}

test('a link clicked before hydration leads to its page', async ({ page }) => {
  await delayMainBundle(page);
  await openUnhydrated(page, pathOf('home', 'es'));
  await page.locator(`footer a[href="${pathOf('privacy', 'es')}"]`).click();
  await expect.poll(() => pathnameOf(page)).toBe(pathOf('privacy', 'es'));
  await expect(page.locator('main h1')).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opened before hydration stays open once the button takes over', async ({ page }) => {
    const release = await delayMainBundle(page);
    await openUnhydrated(page, pathOf('home', 'en'));
    await page.locator('header summary').click();
    const menu = page.locator('#site-menu');
    await expect(menu).toBeVisible();
    release();
    await hydrated(page);
    const toggle = page.locator('header button[aria-controls=site-menu]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // From now on the button behaves as always: Escape closes the menu.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header does not change when the page hydrates: the menu button takes the place of the disclosure', async ({ page }) => {
    const release = await delayMainBundle(page);
    await openUnhydrated(page, pathOf('home', 'es'));
    const header = page.locator('header').first();
    const markup = await header.innerHTML();
    const summary = await page.locator('header summary').boundingBox();
    await expect(page.locator('header button[aria-controls=site-menu]')).toBeHidden();
    release();
    await hydrated(page);
    // Hydration adds no element and removes none: only Docusaurus's attribute on <html> decides which toggle shows.
    expect(await header.innerHTML()).toBe(markup);
    await expect(page.locator('header summary')).toBeHidden();
    expect(await page.locator('header button[aria-controls=site-menu]').boundingBox()).toEqual(summary);
  });
});

test('the contact form sent before hydration stores the lead and shows the thank-you page', async ({ page }) => {
  await delayMainBundle(page);
  const message = uniqueMessage('before hydration');
  await openUnhydrated(page, pathOf('contact', 'en'));
  const form = await fillContactForm(page, { fullName: 'Iria Souto', email: 'iria@example.com', message }, { consent: true });
  await form.locator('button[type=submit]').click();
  await expect.poll(() => pathnameOf(page)).toBe(pathOf('contactThanks', 'en'));
  const thanks = contentOf('contactThanks', 'en') as { hero: { title: string } };
  await expect(page.locator('main h1')).toHaveText(thanks.hero.title);
  expect(leadsWithMessage(message)).toHaveLength(1);
});

test('what was typed before hydration is still there after it, and the script then sends it', async ({ page }) => {
  const release = await delayMainBundle(page);
  const message = uniqueMessage('typed early');
  await openUnhydrated(page, pathOf('contact', 'es'));
  const typed = { fullName: 'Xoán Pena', email: 'xoan@example.com', message };
  const form = await fillContactForm(page, typed, { consent: true });
  release();
  await hydrated(page);
  for (const [name, value] of Object.entries(typed)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
  await expect(form.locator('input[name=consent]')).toBeChecked();
  // The script's path: the request asks for JSON and the form stays on the page.
  const request = page.waitForRequest((r) => r.url().endsWith('/api/contact.php') && r.method() === 'POST');
  await form.locator('button[type=submit]').click();
  expect((await request).headers().accept).toContain('application/json');
  await expect(form).toHaveAttribute('data-state', 'success');
  expect(normalizePath(new URL(page.url()).pathname)).toBe(pathOf('contact', 'es'));
  expect(leadsWithMessage(message)).toHaveLength(1);
});

test('a form refused before hydration comes back filled in, and hydration keeps it and its message', async ({ page }) => {
  const release = await delayMainBundle(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A hydration mismatch is reported as a recoverable React error, then the page is rendered again from scratch.
  page.on('console', (m) => m.type() === 'error' && /React|hydrat/i.test(m.text()) && errors.push(m.text()));
  const message = uniqueMessage('refused early');
  await openUnhydrated(page, pathOf('contact', 'es'));
  const typed = { fullName: 'Sabela Lema', mobileNumber: '+34 600 444 555', message };
  const form = await fillContactForm(page, typed, { consent: true });
  await form.locator('button[type=submit]').click();
  await expect.poll(() => new URL(page.url()).searchParams.has('draft')).toBe(true);
  await expect(page.locator('#contact-notice')).toHaveText(formMessage('contactMissing', 'es'));
  release();
  await hydrated(page);
  for (const [name, value] of Object.entries(typed)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
  // The script shows the refusal its own way: under the field, the server's notice gone.
  await expect(page.locator('#contact-email-error')).toHaveText(formMessage('contactMissing', 'es'));
  await expect(page.locator('#contact-notice')).toBeHidden();
  await expect(form).toHaveAttribute('data-state', 'refused');
  expect(errors).toEqual([]);
  expect(leadsWithMessage(message)).toHaveLength(0);
});

test('what was typed into the sponsorship form before hydration is still there after it', async ({ page }) => {
  const release = await delayMainBundle(page);
  await openUnhydrated(page, pathOf('sponsorContact', 'en'));
  const form = page.locator('form[data-sponsorship-form]');
  const typed = { name: 'Iria Castro', club: 'Club Arco Atlántico', discipline: 'Piragüismo', message: uniqueMessage('typed early') };
  for (const [name, value] of Object.entries(typed)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('input[name=preferredMethod][value=phone]').check();
  await form.locator('input[name=level][value=principal]').check();
  await form.locator('input[name=consent]').check();
  release();
  await hydrated(page);
  for (const [name, value] of Object.entries(typed)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
  await expect(form.locator('input[name=preferredMethod][value=phone]')).toBeChecked();
  await expect(form.locator('input[name=level][value=principal]')).toBeChecked();
  await expect(form.locator('input[name=consent]')).toBeChecked();
});

test('the sponsorship form does not move when the page hydrates', async ({ page }) => {
  const release = await delayMainBundle(page);
  await openUnhydrated(page, pathOf('sponsorContact', 'es'));
  const form = page.locator('form[data-sponsorship-form]');
  // The how-to-reach-us note is for visitors without JavaScript only (no-js.spec.ts): it never shows, so never goes.
  const note = page.locator('#sponsor-without-script');
  await expect(note).toBeHidden();
  const before = await form.boundingBox();
  release();
  await hydrated(page);
  await expect(note).toBeHidden();
  expect(await form.boundingBox()).toEqual(before);
});
