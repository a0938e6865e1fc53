// @vitest-environment jsdom
/**
 * The apps page as a visitor uses it, in both languages: each app card has one
 * main action, asking for the free trial (its length from the limits module),
 * that opens the contact form with topic "other" and the message started with
 * the app's name; each card shows a drawn screen captioned as an
 * illustration; the closing panel keeps contact as its one main button and
 * offers the brochure, WhatsApp and the phone as secondary actions.
 */
import path from 'node:path';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailtoUrl, telUrl } from '../../../../src/config/company';
import { limits } from '../../../../src/config/limits';
import { locales } from '../../../../src/config/locales';
import { pathOf } from '../../../../src/config/routes';
import { loadPageContent } from '../../../../src/plugins/site-pages/content';
import { appsSchema } from '../../../../src/schemas/apps';
import { slugify } from '../../../../src/utils/slugify';
import { presetFromSearch } from '../../../../src/views/Contact/ContactForm';
import { docusaurusState } from '../../../support/docusaurus';
import { loadSourceMessages, message } from '../../../support/messages';

vi.mock('@docusaurus/Translate', () => import('../../../support/docusaurus').then((m) => m.translateModule));
vi.mock('@docusaurus/useDocusaurusContext', () => import('../../../support/docusaurus').then((m) => m.docusaurusContextModule));
vi.mock('@docusaurus/useGlobalData', () => import('../../../support/docusaurus').then((m) => m.globalDataModule));
vi.mock('@docusaurus/Link', () => import('../../../support/docusaurus').then((m) => m.linkModule));
vi.mock('@docusaurus/router', () => import('../../../support/docusaurus').then((m) => m.routerModule));
vi.mock('@docusaurus/useBaseUrl', () => import('../../../support/docusaurus').then((m) => m.baseUrlModule));
vi.mock('@docusaurus/useIsBrowser', () => import('../../../support/docusaurus').then((m) => m.isBrowserModule));
vi.mock('@docusaurus/Head', () => import('../../../support/docusaurus').then((m) => m.headModule));
vi.mock('@site/src/components/PageLayout', () => import('../../../support/docusaurus').then((m) => m.pageLayoutModule));

const { default: Apps } = await import('../../../../src/views/Apps');

afterEach(cleanup);

const siteDir = path.resolve(__dirname, '../../../..');

beforeAll(loadSourceMessages);

describe.each(locales)('apps page (%s)', (locale) => {
  async function renderPage() {
    docusaurusState.locale = locale;
    const content = await loadPageContent(siteDir, locale, 'apps', appsSchema);
    return { content, ...render(<Apps content={content} />) };
  }

  it('gives each app one action asking for its free trial, topic "other", the message started with its name', async () => {
    const { content, container } = await renderPage();
    for (const app of content.products) {
      const card = container.querySelector<HTMLElement>(`#catalogue li#${slugify(app.name)}`)!;
      const links = within(card).getAllByRole('link');
      expect(links, `${app.name}: one action`).toHaveLength(1);
      const [trial] = links;
      expect(trial.textContent).toBe(content.trialAction);
      expect(trial.textContent).toContain(String(limits.appTrialDays));
      const url = new URL(trial.getAttribute('href')!, 'https://example.test');
      expect(url.pathname).toBe(pathOf('contact', locale));
      // What the contact form will preset from that address.
      const preset = presetFromSearch(url.search);
      expect(preset.topic).toBe('other');
      expect(preset.message?.startsWith(`${app.name}:`), preset.message).toBe(true);
      expect(preset.message).toContain(String(limits.appTrialDays));
    }
  });

  it('shows a drawn screen of each app, captioned as an illustration, with its highlights', async () => {
    const { content, container } = await renderPage();
    for (const app of content.products) {
      const card = container.querySelector<HTMLElement>(`li#${slugify(app.name)}`)!;
      const figure = card.querySelector('figure')!;
      expect(figure.querySelector('figcaption')?.textContent).toBe(message('apps.screen.caption', locale, { app: app.name }));
      for (const h of app.highlights) expect(figure.textContent).toContain(h);
      // The card keeps its status, name, tagline and description.
      for (const text of [app.status, app.name, app.tagline, app.description]) expect(card.textContent).toContain(text);
    }
  });

  it('keeps contact as the closing panel’s one main button, the brochure, WhatsApp and phone secondary', async () => {
    const { content, container } = await renderPage();
    const cta = container.querySelector<HTMLElement>('#apps-cta')!;
    const buttons = [...cta.querySelectorAll('a.button')];
    const main = buttons.filter((a) => !a.classList.contains('button--on-dark') && !a.classList.contains('button--outline'));
    expect(main.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([[content.cta.button, pathOf('contact', locale)]]);
    const mail = cta.querySelector('a[href^="mailto:"]')!;
    expect(mail.getAttribute('href')).toBe(mailtoUrl(content.cta.brochureSubject));
    expect(mail.classList.contains('button--on-dark')).toBe(true);
    for (const link of [cta.querySelector(`a[href="${telUrl}"]`)!, cta.querySelector('a[href^="https://wa.me/"]')!]) {
      expect(link.classList.contains('button')).toBe(false);
    }
  });
});
