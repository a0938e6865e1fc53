/**
 * The contact form in the browser, both locales. `page.route` answers `POST /api/contact.php`; the mail client opened
 * on failure is captured as the `mailto:` request Chromium reports when the
 * page calls `window.location.assign(mailtoUrl)`.
 */
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { company } from '../../src/config/company';
import { limits } from '../../src/config/limits';
import type { Locale } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { formatInteger } from '../../src/utils/intl';
import { casesByLocale, fieldLabels } from '../support/messages';
import { hydrated } from '../support/browser';
import { escapeRegExp } from '../../src/utils/escapeRegExp';

interface LocaleCase {
  lang: Locale;
  path: string;
  labels: { fullName: string; company: string; email: string; mobileNumber: string; message: string; topic: string; consent: RegExp };
  phoneMethod: string;
  honeypotLabel: string;
  submit: string;
  sending: string;
  topicLabel: string;
  texts: {
    fullNameMissing: string;
    messageMissing: string;
    emailInvalid: string;
    phoneInvalid: string;
    consentMissing: string;
    wait: string;
    contactMissing: string;
    success: string;
    failure: string;
  };
}

const cases: LocaleCase[] = casesByLocale((lang, m) => {
  return {
    path: pathOf('contact', lang),
    labels: {
      ...fieldLabels(m, 'contact.form', ['fullName', 'company', 'mobileNumber', 'message', 'topic']),
      email: m('forms.email'),
      consent: new RegExp(escapeRegExp(m('forms.consent', { policy: m('forms.consent.policy') }))),
    },
    phoneMethod: m('forms.method.phone'),
    honeypotLabel: m('forms.honeypot'),
    submit: m('contact.form.submit'),
    sending: m('contact.form.sending'),
    topicLabel: m('contact.topic.automation'),
    texts: {
      fullNameMissing: m('contact.error.fullName'),
      messageMissing: m('contact.error.message'),
      emailInvalid: m('forms.error.emailInvalid'),
      phoneInvalid: m('forms.error.phoneInvalid', { min: String(limits.phoneMinChars) }),
      consentMissing: m('contact.error.consent'),
      wait: m('contact.error.wait', { seconds: String(limits.resubmitWaitSeconds) }),
      contactMissing: m('contact.error.contactMissing'),
      success: m('contact.form.success'),
      failure: m('contact.form.failure'),
    },
  };
});

/** Field values of a multipart/form-data body. */
function multipartFields(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  if (!boundary) throw new Error(`not multipart: ${type}`);
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]] = match[2];
  }
  return fields;
}

/** Records every request to the contact endpoint and answers it with `answer`. */
async function answerContact(page: Page, answer: (route: Route) => Promise<void>): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route('**/api/contact.php', async (route) => {
    seen.push(route.request());
    await answer(route);
  });
  return seen;
}

const okJson = (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":1}' });

for (const c of cases) {
  test.describe(`contact form (${c.lang})`, () => {
    const field = (page: Page, name: keyof LocaleCase['labels']) =>
      name === 'consent'
        ? page.getByRole('checkbox', { name: c.labels.consent })
        : page.getByRole(name === 'topic' ? 'combobox' : 'textbox', { name: c.labels[name] });
    const status = (page: Page) => page.locator('#contact-status');

    async function fillValid(page: Page) {
      await field(page, 'fullName').fill('Uxía Pérez');
      await field(page, 'company').fill('Conservas Rías');
      await field(page, 'email').fill('uxia@example.com');
      await field(page, 'mobileNumber').fill('+34 600 000 000');
      await field(page, 'message').fill('Quiero automatizar los pedidos.\nSon unos 40 al día.');
      await field(page, 'consent').check();
    }

    test.beforeEach(async ({ page }) => {
      await page.goto(c.path);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      // These tests exercise the form once its script runs (the page paints first and hydrates
      // after); before that the form is plain HTML, tested in no-js.spec.ts and before-hydration.spec.ts.
      await hydrated(page);
    });

    test('labels every field and hides the honeypots from people, assistive technology and autofill', async ({ page }) => {
      for (const name of ['fullName', 'company', 'email', 'mobileNumber', 'message', 'topic', 'consent'] as const) {
        await expect(field(page, name)).toHaveCount(1);
      }
      await expect(field(page, 'consent')).not.toBeChecked();
      await expect(page.getByText(`0 / ${formatInteger(limits.messageMaxChars, c.lang)}`)).toBeVisible();
      for (const trap of ['website', 'nickname']) {
        const input = page.locator(`input[name="${trap}"]`);
        await expect(input).toHaveAttribute('tabindex', '-1');
        await expect(input).toHaveAttribute('autocomplete', 'off');
        await expect(page.locator(`[aria-hidden="true"] input[name="${trap}"]`)).toHaveCount(1);
      }
      // Not in the accessibility tree: no textbox carries the honeypots' label.
      await expect(page.getByRole('textbox', { name: c.honeypotLabel })).toHaveCount(0);
      await expect(page.locator(`label:has-text("${c.honeypotLabel}")`)).toHaveCount(2);
    });

    test('shows only the site’s messages, in the page language, tied to their fields: no browser bubble', async ({ page }) => {
      const requests = await answerContact(page, okJson);
      const submit = page.getByRole('button', { name: c.submit });
      // Once the script runs the browser's own check is off: it would show its bubble over the site's message.
      await expect(page.locator('form[data-contact-form]')).toHaveJSProperty('noValidate', true);
      // The browser fires `invalid` at each failing field when it checks the form itself, before its bubble.
      await page.evaluate(() => {
        const w = window as unknown as { invalidEvents: number };
        w.invalidEvents = 0;
        document.addEventListener('invalid', () => w.invalidEvents++, true);
      });

      await submit.click();
      const name = field(page, 'fullName');
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#contact-fullName-error')).toHaveText(c.texts.fullNameMissing);
      await expect(name).toHaveAttribute('aria-describedby', /contact-fullName-error/);
      await expect(status(page)).toHaveText(c.texts.fullNameMissing);
      await expect(status(page)).toHaveAttribute('aria-live', 'polite');
      // Every field to fix says so at once, not only the first.
      await expect(page.locator('#contact-message-error')).toHaveText(c.texts.messageMissing);
      expect(await page.evaluate(() => (window as unknown as { invalidEvents: number }).invalidEvents), 'invalid events').toBe(0);

      await name.fill('Uxía Pérez');
      await expect(name).not.toHaveAttribute('aria-invalid');
      await submit.click();
      const message = field(page, 'message');
      await expect(message).toBeFocused();
      await expect(page.locator('#contact-message-error')).toHaveText(c.texts.messageMissing);

      await message.fill('Hola');
      await field(page, 'email').fill('uxia@');
      await submit.click();
      await expect(field(page, 'email')).toBeFocused();
      await expect(page.locator('#contact-email-error')).toHaveText(c.texts.emailInvalid);

      await field(page, 'email').fill('uxia@example.com');
      await field(page, 'mobileNumber').fill('600-abc');
      await submit.click();
      await expect(field(page, 'mobileNumber')).toBeFocused();
      await expect(page.locator('#contact-mobileNumber-error')).toHaveText(c.texts.phoneInvalid);

      expect(requests).toHaveLength(0);
    });

    test('refuses without consent, then without the field of the preferred method', async ({ page }) => {
      const requests = await answerContact(page, okJson);
      const submit = page.getByRole('button', { name: c.submit });
      await fillValid(page);
      await field(page, 'consent').uncheck();
      await submit.click();
      await expect(page.locator('#contact-consent-error')).toHaveText(c.texts.consentMissing);
      await expect(field(page, 'consent')).toBeFocused();
      await expect(field(page, 'consent')).toHaveAttribute('aria-invalid', 'true');
      await expect(status(page)).toHaveText(c.texts.consentMissing);

      await field(page, 'consent').check();
      await field(page, 'email').fill('');
      await submit.click();
      await expect(page.locator('#contact-email-error')).toHaveText(c.texts.contactMissing);
      await expect(field(page, 'email')).toBeFocused();

      // Phone preferred: the e-mail may stay empty, the phone may not.
      await page.getByRole('radio', { name: c.phoneMethod }).check();
      await field(page, 'mobileNumber').fill('');
      await submit.click();
      await expect(page.locator('#contact-mobileNumber-error')).toHaveText(c.texts.contactMissing);
      await expect(field(page, 'mobileNumber')).toBeFocused();
      await expect(field(page, 'mobileNumber')).toHaveAttribute('aria-invalid', 'true');

      expect(requests).toHaveLength(0);
    });

    // The behaviours below are the form's code, the same in both languages: each runs in one locale
    // (their messages in both are checked above and by the success and failure tests).
    if (c.lang === 'es')
      test('ignores the submit silently when a honeypot is filled', async ({ page }) => {
        const requests = await answerContact(page, okJson);
        await fillValid(page);
        const trap = page.locator('input[name="website"]');
        await trap.fill('https://spam.example', { force: true });
        await page.getByRole('button', { name: c.submit }).click();
        await expect(status(page)).toBeEmpty();
        expect(await page.evaluate(() => localStorage.getItem('contact:lastSubmitAt'))).toBeNull();
        // The same message without the trap is sent, and is the first request: the ignored submit sent
        // nothing (had it, this one would be refused by the 45-s rule instead of succeeding).
        await trap.fill('', { force: true });
        await page.getByRole('button', { name: c.submit }).click();
        await expect(status(page)).toHaveText(c.texts.success);
        expect(requests).toHaveLength(1);
      });

    test('sends every field as multipart/form-data, resets on success and refuses a second submit within 45 s', async ({ page }) => {
      const requests = await answerContact(page, okJson);
      await field(page, 'topic').selectOption('switchboard');
      const topic = await field(page, 'topic').locator('option:checked').innerText();
      await fillValid(page);
      await page.getByRole('radio', { name: c.phoneMethod }).check();
      await expect(page.getByText(`51 / ${formatInteger(limits.messageMaxChars, c.lang)}`)).toBeVisible();
      await page.getByRole('button', { name: c.submit }).click();

      await expect(status(page)).toHaveText(c.texts.success);
      expect(requests).toHaveLength(1);
      const request = requests[0];
      expect(request.method()).toBe('POST');
      expect(new URL(request.url()).pathname).toBe('/api/contact.php');
      expect(request.headers()['accept']).toBe('application/json');
      expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(multipartFields(request)).toEqual({
        fullName: 'Uxía Pérez',
        company: 'Conservas Rías',
        email: 'uxia@example.com',
        mobileNumber: '+34 600 000 000',
        message: 'Quiero automatizar los pedidos.\r\nSon unos 40 al día.',
        topic: 'switchboard',
        lang: c.lang,
        subject: `${topic} — Conservas Rías`,
        website: '',
        nickname: '',
      });

      // Everything back to the start.
      for (const name of ['fullName', 'company', 'email', 'mobileNumber', 'message'] as const)
        await expect(field(page, name)).toHaveValue('');
      await expect(field(page, 'consent')).not.toBeChecked();
      await expect(page.getByText(`0 / ${formatInteger(limits.messageMaxChars, c.lang)}`)).toBeVisible();
      await expect(page.getByRole('radio', { name: c.phoneMethod })).not.toBeChecked();
      await expect(page.locator('input[name="preferredMethod"][value="email"]')).toBeChecked();
      await expect(field(page, 'topic')).toHaveValue('automation');
      const stored = Number(await page.evaluate(() => localStorage.getItem('contact:lastSubmitAt')));
      expect(Date.now() - stored).toBeLessThan(10_000);

      // Second submit within 45 s.
      await fillValid(page);
      await page.getByRole('button', { name: c.submit }).click();
      await expect(status(page)).toHaveText(c.texts.wait);
      expect(requests).toHaveLength(1);
    });

    if (c.lang === 'es')
      test('allows a new submit once 45 s have passed', async ({ page }) => {
        // The page's clock is Playwright's from here on, so the wait can be skipped.
        await page.clock.install();
        await page.reload();
        // The reloaded page paints first and hydrates after: a submit before that would post the plain form.
        await hydrated(page);
        const requests = await answerContact(page, okJson);
        await fillValid(page);
        await page.getByRole('button', { name: c.submit }).click();
        await expect(status(page)).toHaveText(c.texts.success);

        await fillValid(page);
        await page.clock.fastForward('00:30');
        await page.getByRole('button', { name: c.submit }).click();
        await expect(status(page)).toHaveText(c.texts.wait);
        await expect(field(page, 'fullName')).toHaveValue('Uxía Pérez');

        await page.clock.fastForward('00:16');
        await page.getByRole('button', { name: c.submit }).click();
        await expect(status(page)).toHaveText(c.texts.success);
        expect(requests).toHaveLength(2);
      });

    if (c.lang === 'en')
      test('disables the button and shows the sending label while the request is pending', async ({ page }) => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await answerContact(page, async (route) => {
          await held;
          await okJson(route);
        });
        await fillValid(page);
        await page.getByRole('button', { name: c.submit }).click();
        const button = page.locator('button[type="submit"]');
        await expect(button).toBeDisabled();
        await expect(button).toHaveText(c.sending);
        release();
        await expect(status(page)).toHaveText(c.texts.success);
        await expect(button).toBeEnabled();
        await expect(button).toHaveText(c.submit);
      });

    // Each failure in one locale; the failure message and the mail in both.
    const failures: Array<[string, (route: Route) => Promise<void>, Locale]> = [
      [
        'a 500 answer',
        (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false,"error":"unavailable"}' }),
        'es',
      ],
      ['a network error', (route) => route.abort('failed'), 'en'],
      // The web server's answers while the lead server is down: a bare 502, or its 503 with Retry-After.
      ['a 502 from the web server', (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: '' }), 'en'],
      [
        'a 503 from the web server',
        (route) =>
          route.fulfill({
            status: 503,
            headers: { 'retry-after': '10' },
            contentType: 'application/json',
            body: '{"ok":false,"error":"unavailable"}',
          }),
        'es',
      ],
      [
        'an OK answer with ok: false',
        (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":false}' }),
        'es',
      ],
    ];
    for (const [label, answer] of failures.filter(([, , lang]) => lang === c.lang)) {
      test(`on ${label}: logs, opens the mail client, shows the failure message and keeps the data`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await answerContact(page, answer);
        await fillValid(page);
        const mailto = page.waitForRequest((r) => r.url().startsWith('mailto:'));
        await page.getByRole('button', { name: c.submit }).click();
        const url = (await mailto).url();

        await expect(status(page)).toHaveText(c.texts.failure);
        // The form logs why it fell back to the mail client.
        expect(errors.some((e) => e.includes('could not be sent'))).toBe(true);
        expect(url.startsWith(`mailto:${company.email}?subject=`)).toBe(true);
        expect(url.length).toBeLessThanOrEqual(2000);
        const subject = decodeURIComponent(/subject=([^&]*)/.exec(url)![1]);
        const body = decodeURIComponent(/body=([^&]*)/.exec(url)![1]);
        expect(subject).toBe(`${c.topicLabel} — Conservas Rías`);
        expect(url).toContain('%0D%0A');
        for (const value of [
          'Uxía Pérez',
          'uxia@example.com',
          '+34 600 000 000',
          'Conservas Rías',
          c.topicLabel,
          'Quiero automatizar los pedidos.\r\nSon unos 40 al día.',
        ]) {
          expect(body).toContain(value);
        }
        // Nothing typed is lost.
        await expect(field(page, 'fullName')).toHaveValue('Uxía Pérez');
        await expect(field(page, 'message')).toHaveValue('Quiero automatizar los pedidos.\nSon unos 40 al día.');
        await expect(field(page, 'consent')).toBeChecked();
        await expect(page.locator('button[type="submit"]')).toBeEnabled();
      });
    }
  });
}
