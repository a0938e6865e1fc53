/**
 * The site with JavaScript disabled: one
 * page of each view renders its content in both languages, the mobile
 * menu opens at 390 px, the language switch is a plain link, and the contact
 * form posts by itself — a valid one stores the lead and lands on the
 * thank-you page, a refused one comes back with the message and everything
 * typed. Copy, labels and paths come from the content files, the form's
 * messages module with `i18n/en/code.json`, and the route map.
 */
import { expect, test } from '@playwright/test';
import { company } from '../../src/config/company';
import { locales, type Locale } from '../../src/config/locales';
import { counterpartPath, normalizePath, pathOf } from '../../src/config/routes';
import { defaultFlags } from '../../src/config/build-env';
import { enabledPages } from '../../src/plugins/site-pages';
import { metaTitle } from '../support/content';
import { phoneHoursLine } from '../support/messages';
import { contentOf, fillContactForm, formMessage, leadsWithMessage, uniqueMessage } from '../support/no-js';

test.use({ javaScriptEnabled: false });

const built = enabledPages(defaultFlags);
const builtKeys = new Set(built.map((p) => p.route));

// One page per view: whether it renders without JavaScript is the view's code and styles. Every
// page's title and h1 in its built HTML: tests/gates/head.spec.ts.
const onePerView = built.filter((p, i) => built.findIndex((q) => q.component === p.component) === i);

// The view's code is the same in both languages: the views take turns between the locales.
for (const [i, { route, content }] of onePerView.entries()) {
  const locale = locales[i % locales.length];
  test(`${route} (${locale}) renders its content without JavaScript`, async ({ page }) => {
    const response = await page.goto(pathOf(route, locale));
    expect(response?.status()).toBe(200);
    const title = metaTitle(content, locale);
    expect(title).not.toBe('');
    expect(await page.title()).toContain(title);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).not.toBeEmpty();
    // Nothing hydrated: what is seen is the server-rendered HTML.
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of locales) {
    test(`the mobile menu opens and its links work (${locale})`, async ({ page }) => {
      await page.goto(pathOf('home', locale));
      const menu = page.locator('#site-menu');
      await expect(menu).toBeHidden();
      await page.locator('header summary').click();
      await expect(menu).toBeVisible();
      await menu.locator(`a[href="${pathOf('services', locale)}"]`).click();
      await expect(page).toHaveURL((url) => normalizePath(url.pathname) === pathOf('services', locale));
      await expect(page.locator('main h1')).toBeVisible();
    });
  }

  test('the language switch leads to the translated page', async ({ page }) => {
    for (const [from, to] of [
      ['es', 'en'],
      ['en', 'es'],
    ] as Array<[Locale, Locale]>) {
      await page.goto(pathOf('contact', from));
      await page.locator('header summary').click();
      await page.locator(`#site-menu a[hreflang=${to}]`).click();
      const expected = counterpartPath(pathOf('contact', from), to, (k) => builtKeys.has(k));
      expect(expected).toBe(pathOf('contact', to));
      await expect(page).toHaveURL((url) => normalizePath(url.pathname) === expected);
      await expect(page.locator('html')).toHaveAttribute('lang', to);
    }
  });
});

for (const locale of locales) {
  test(`a valid contact form posted without JavaScript stores the lead and shows the thank-you page (${locale})`, async ({ page }) => {
    const message = uniqueMessage(`no-js ${locale}`);
    await page.goto(pathOf('contact', locale));
    const form = await fillContactForm(page, { fullName: 'Uxía Castro', email: 'uxia@example.com', message }, { consent: true });
    await form.locator('button[type=submit]').click();
    await expect(page).toHaveURL((url) => url.pathname === pathOf('contactThanks', locale));
    const thanks = contentOf('contactThanks', locale) as { hero: { title: string } };
    await expect(page.locator('main h1')).toHaveText(thanks.hero.title);
    const leads = leadsWithMessage(message);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ fullName: 'Uxía Castro', email: 'uxia@example.com', lang: locale, topic: 'automation' });
  });
}

test('an empty contact form is stopped by the browser’s own check: nothing is posted', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await page.goto(pathOf('contact', 'es'));
  const form = page.locator('form[data-contact-form]');
  // The script turns the browser's check off once it runs; the built form keeps it.
  await expect(form).not.toHaveAttribute('novalidate');
  await expect(form.locator('input[name=fullName]')).toHaveAttribute('required');
  await form.locator('button[type=submit]').click();
  await expect(form.locator('input[name=fullName]')).toBeFocused();
  expect(await form.locator('input[name=fullName]').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(normalizePath(new URL(page.url()).pathname)).toBe(pathOf('contact', 'es'));
  expect(posts).toEqual([]);
});

test.describe('a refused post comes back filled in, with the message', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the preferred method’s field is empty (es)', async ({ page }) => {
    const locale: Locale = 'es';
    const message = uniqueMessage('no-js refused\nsegunda línea');
    await page.goto(pathOf('contact', locale));
    const typed = { fullName: 'Brais Otero', company: 'Conservas Rías', mobileNumber: '+34 600 222 333', message };
    let form = await fillContactForm(page, typed, { consent: true });
    await form.locator('select[name=topic]').selectOption('advisory');
    await form.locator('button[type=submit]').click();

    await expect(page).toHaveURL((url) => url.pathname === pathOf('contact', locale) && url.searchParams.has('draft'));
    form = page.locator('form[data-contact-form]');
    await expect(page.locator('#contact-notice')).toHaveText(formMessage('contactMissing', locale));
    await expect(page.locator('#contact-notice')).toBeVisible();
    for (const [name, value] of Object.entries(typed)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
    await expect(form.locator('select[name=topic]')).toHaveValue('advisory');
    await expect(form.locator('input[name=consent]')).toBeChecked();
    await expect(form.locator('input[name=email]')).toHaveAttribute('aria-invalid', 'true');
    expect(leadsWithMessage(message)).toHaveLength(0);
    await page.screenshot({ path: 'test-results/no-js-contact-refused-es.png', fullPage: true });

    // Corrected and sent again, it goes through.
    await form.locator('input[name=preferredMethod][value=phone]').check();
    await form.locator('button[type=submit]').click();
    await expect(page).toHaveURL((url) => url.pathname === pathOf('contactThanks', locale));
    expect(leadsWithMessage(message)).toHaveLength(1);
    await page.screenshot({ path: 'test-results/no-js-thank-you-es.png', fullPage: true });
  });

  test('consent not given (en)', async ({ page }) => {
    const locale: Locale = 'en';
    const message = uniqueMessage('no-js no consent');
    await page.goto(pathOf('contact', locale));
    const typed = { fullName: 'Ana Vidal', email: 'ana@example.com', message };
    const form = await fillContactForm(page, typed, { method: 'phone' });
    await form.locator('button[type=submit]').click();
    await expect(page).toHaveURL((url) => url.pathname === pathOf('contact', locale) && url.searchParams.has('draft'));
    await expect(page.locator('#contact-notice')).toHaveText(formMessage('consentMissing', locale));
    for (const [name, value] of Object.entries(typed)) await expect(page.locator(`form [name="${name}"]`)).toHaveValue(value);
    await expect(page.locator('input[name=preferredMethod][value=phone]')).toBeChecked();
    await expect(page.locator('input[name=consent]')).not.toBeChecked();
    expect(leadsWithMessage(message)).toHaveLength(0);
    await page.screenshot({ path: 'test-results/no-js-contact-refused-en.png', fullPage: true });
  });
});

test('the sponsorship form says how to reach us without JavaScript, the phone with its hours', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(pathOf('sponsorContact', locale));
    const copy = (contentOf('sponsorContact', locale).form as { withoutScript: { text: string } }).withoutScript;
    const note = page.locator('#sponsor-without-script');
    await expect(note).toContainText(copy.text);
    await expect(note.locator(`a[href^="mailto:${company.email}"]`)).toBeVisible();
    await expect(note.locator(`a[href="tel:${company.phoneE164}"]`)).toBeVisible();
    await expect(note, 'the phone hours beside the number').toContainText(phoneHoursLine(locale));
    await expect(note.locator(`a[href^="${company.whatsappUrl}"]`)).toBeVisible();
  }
});
