/**
 * The sponsorship-proposal form in the browser, both locales: its messages, and a valid proposal opening a
 * `mailto:` link (captured as the request Chromium reports) without any network
 * request.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { company } from '../../src/config/company';
import { limits } from '../../src/config/limits';
import type { Locale } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import type { SponsorLevel } from '../../src/form-rules/sponsorship';
import { formatInteger } from '../../src/utils/intl';
import { casesByLocale, fieldLabels } from '../support/messages';
import { hydrated, reportMarker, requestsReported } from '../support/browser';
import { escapeRegExp } from '../../src/utils/escapeRegExp';

interface LocaleCase {
  lang: Locale;
  path: string;
  labels: {
    name: string;
    club: string;
    discipline: string;
    zone: string;
    email: string;
    phone: string;
    message: string;
    budget: string;
    level: string;
  };
  /** Each level's name, which starts its radio's accessible name. */
  levels: Record<SponsorLevel, string>;
  consent: RegExp;
  phoneMethod: string;
  submit: string;
  subject: (club: string) => string;
  texts: { spam: string; required: string; emailRequired: string; phoneRequired: string; opened: string };
}

const cases: LocaleCase[] = casesByLocale((lang, m) => {
  return {
    path: pathOf('sponsorContact', lang),
    labels: {
      ...fieldLabels(m, 'sponsor.form', ['name', 'club', 'discipline', 'zone', 'phone', 'message', 'budget', 'level']),
      email: m('forms.email'),
    },
    levels: { basic: m('sponsor.level.basic'), collab: m('sponsor.level.collab'), principal: m('sponsor.level.principal') },
    consent: new RegExp(escapeRegExp(m('forms.consent', { policy: m('forms.consent.policy') }))),
    phoneMethod: m('forms.method.phone'),
    submit: m('sponsor.form.submit'),
    subject: (club: string) => m('sponsor.mail.subject', { club }),
    texts: {
      spam: m('sponsor.error.spam'),
      required: m('sponsor.error.required'),
      emailRequired: m('sponsor.error.emailRequired'),
      phoneRequired: m('sponsor.error.phoneRequired'),
      opened: m('sponsor.form.opened', { email: company.email }),
    },
  };
});

for (const c of cases) {
  test.describe(`sponsorship form (${c.lang})`, () => {
    const field = (page: Page, name: Exclude<keyof LocaleCase['labels'], 'level'>) => page.getByRole('textbox', { name: c.labels[name] });
    const level = (page: Page, value: SponsorLevel) =>
      page.getByRole('group', { name: c.labels.level }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(c.levels[value])}\\b`) });
    const consent = (page: Page) => page.getByRole('checkbox', { name: c.consent });
    const status = (page: Page) => page.locator('#sponsor-status');
    const submit = (page: Page) => page.getByRole('button', { name: c.submit });

    async function fillValid(page: Page) {
      await field(page, 'name').fill('Iria Castro');
      await field(page, 'club').fill('Club Arco Atlántico');
      await field(page, 'discipline').fill('Piragüismo de río');
      await field(page, 'zone').fill('Lugo');
      await field(page, 'email').fill('iria@example.com');
      await field(page, 'phone').fill('+34 600 111 222');
      await level(page, 'collab').check();
      await field(page, 'budget').fill('300 euros por temporada');
      await page.locator('#sponsor-start').fill('2026-03');
      await field(page, 'message').fill('Somos 25 arqueros y buscamos apoyo para los desplazamientos.');
      await consent(page).check();
    }

    /** Requests other than the page's own assets, made after it loaded. */
    let sent: Request[];

    test.beforeEach(async ({ page }) => {
      await page.goto(c.path);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      // These tests exercise the form once its script runs (the page paints first and hydrates
      // after); before that the form is plain HTML, tested in no-js.spec.ts and before-hydration.spec.ts.
      await hydrated(page);
      sent = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET' || !/\/(assets|img)\//.test(r.url())) sent.push(r);
      });
    });

    test('asks for the required fields and consent, marking each and focusing the first', async ({ page }) => {
      await submit(page).click();
      await expect(status(page)).toHaveText(c.texts.required);
      await expect(field(page, 'name')).toBeFocused();
      for (const name of ['name', 'club', 'discipline', 'message'] as const) {
        await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, name)).toHaveAttribute('aria-describedby', /sponsor-status/);
      }
      await expect(consent(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'zone')).not.toHaveAttribute('aria-invalid');

      await fillValid(page);
      await consent(page).uncheck();
      await submit(page).click();
      await expect(status(page)).toHaveText(c.texts.required);
      await expect(consent(page)).toBeFocused();
      expect(sent).toHaveLength(0);
    });

    test('requires the e-mail or the phone according to the preferred method', async ({ page }) => {
      await fillValid(page);
      await field(page, 'email').fill('');
      await submit(page).click();
      await expect(status(page)).toHaveText(c.texts.emailRequired);
      await expect(field(page, 'email')).toBeFocused();

      await page.getByRole('radio', { name: c.phoneMethod }).check();
      await field(page, 'phone').fill('');
      await submit(page).click();
      await expect(status(page)).toHaveText(c.texts.phoneRequired);
      await expect(field(page, 'phone')).toBeFocused();
      expect(sent).toHaveLength(0);
    });

    test('says "spam" when the hidden company field is filled', async ({ page }) => {
      const trap = page.locator('input[name="company"]');
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await expect(trap).toHaveAttribute('autocomplete', 'off');
      await expect(page.locator('[aria-hidden="true"] input[name="company"]')).toHaveCount(1);
      await fillValid(page);
      await trap.fill('Acme', { force: true });
      await submit(page).click();
      await expect(status(page)).toHaveText(c.texts.spam);
      expect(sent).toHaveLength(0);
    });

    test('limits the message length with a counter in the page’s number style', async ({ page }) => {
      const max = limits.messageMaxChars;
      await expect(field(page, 'message')).toHaveAttribute('maxlength', String(max));
      await field(page, 'message').fill('x'.repeat(max + 100));
      await expect(field(page, 'message')).toHaveValue('x'.repeat(max));
      const shown = formatInteger(max, c.lang);
      await expect(page.getByText(`${shown} / ${shown}`)).toBeVisible();
    });

    test('opens a mailto: with the club and every field, sends no request and resets', async ({ page }) => {
      await fillValid(page);
      const mailto = page.waitForRequest((r) => r.url().startsWith('mailto:'));
      await submit(page).click();
      const url = (await mailto).url();

      expect(url.startsWith(`mailto:${company.email}?subject=`)).toBe(true);
      expect(url.length).toBeLessThanOrEqual(2000);
      const subject = decodeURIComponent(/subject=([^&]*)/.exec(url)![1]);
      const body = decodeURIComponent(/body=([^&]*)/.exec(url)![1]);
      expect(subject).toBe(c.subject('Club Arco Atlántico'));
      for (const value of [
        'Iria Castro',
        'Club Arco Atlántico',
        'Piragüismo de río',
        'Lugo',
        'iria@example.com',
        '+34 600 111 222',
        '300 euros por temporada',
        '2026',
        'Somos 25 arqueros',
        c.levels.collab,
      ]) {
        expect(body).toContain(value);
      }
      expect(url).toContain('%0D%0A');

      await expect(status(page)).toHaveText(c.texts.opened);
      await expect(status(page)).toBeFocused();
      for (const name of ['name', 'club', 'discipline', 'zone', 'email', 'phone', 'budget', 'message'] as const) {
        await expect(field(page, name)).toHaveValue('');
      }
      await expect(consent(page)).not.toBeChecked();
      await expect(level(page, 'basic')).toBeChecked();
      await expect(level(page, 'collab')).not.toBeChecked();
      await expect(page.getByText(`0 / ${formatInteger(limits.messageMaxChars, c.lang)}`)).toBeVisible();

      await requestsReported(page);
      expect(sent.filter((r) => !r.url().startsWith('mailto:') && !r.url().endsWith(reportMarker))).toHaveLength(0);
    });
  });
}
