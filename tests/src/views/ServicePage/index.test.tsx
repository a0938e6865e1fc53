// @vitest-environment jsdom
/**
 * A generic service page's prices at a glance, as a visitor reads them in
 * both languages: the card beside the h1 names each job and shows its price
 * as the price table formats it (computer repair: hardware upgrades,
 * equipment installation, monthly maintenance), before the first section,
 * with the short facts (free quote within 24 h, no repair no charge) under
 * them; a page without prices (data recovery) shows the facts only.
 */
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '../../../../src/config/locales';
import type { RouteKey } from '../../../../src/config/routes';
import { loadPageContent } from '../../../../src/plugins/site-pages/content';
import { servicePageSchema } from '../../../../src/schemas/servicePage';
import { plainText } from '../../../../src/utils/inlineMarkers';
import { docusaurusState } from '../../../support/docusaurus';
import { shownPrice } from '../../../support/content';

vi.mock('@docusaurus/Translate', () => import('../../../support/docusaurus').then((m) => m.translateModule));
vi.mock('@docusaurus/useDocusaurusContext', () => import('../../../support/docusaurus').then((m) => m.docusaurusContextModule));
vi.mock('@docusaurus/useGlobalData', () => import('../../../support/docusaurus').then((m) => m.globalDataModule));
vi.mock('@docusaurus/Link', () => import('../../../support/docusaurus').then((m) => m.linkModule));
vi.mock('@docusaurus/router', () => import('../../../support/docusaurus').then((m) => m.routerModule));
vi.mock('@docusaurus/useBaseUrl', () => import('../../../support/docusaurus').then((m) => m.baseUrlModule));
vi.mock('@docusaurus/useIsBrowser', () => import('../../../support/docusaurus').then((m) => m.isBrowserModule));
vi.mock('@docusaurus/Head', () => import('../../../support/docusaurus').then((m) => m.headModule));
vi.mock('@site/src/components/PageLayout', () => import('../../../support/docusaurus').then((m) => m.pageLayoutModule));

const { default: ServicePage } = await import('../../../../src/views/ServicePage');

afterEach(cleanup);

const siteDir = path.resolve(__dirname, '../../../..');

async function renderPage(route: RouteKey, locale: Locale) {
  docusaurusState.locale = locale;
  const content = await loadPageContent(siteDir, locale, `services/${route}`, servicePageSchema);
  const view = render(<ServicePage content={content} />);
  const hero = view.container.querySelector('header')!;
  return { content, hero, ...view };
}

/** The rows of the prices at a glance: each job's name and its price as shown. */
function glance(hero: HTMLElement): Array<[string, string]> {
  return [...hero.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')!.textContent!,
    row.querySelector('dd')!.textContent!,
  ]);
}

describe.each(locales)('service page prices at a glance (%s)', (locale) => {
  it('computer repair names its three prices from the price table, beside the h1', async () => {
    const { content, hero } = await renderPage('computerRepair', locale);
    expect(content.prices?.map((p) => p.priceKey)).toEqual(['hardwareUpgrade', 'equipmentInstallation', 'hardwareMaintenance']);
    expect(glance(hero)).toEqual(content.prices!.map((p) => [p.label, shownPrice(p.priceKey, locale)]));
    for (const p of content.prices!)
      expect(hero.querySelector(`[data-price-key="${p.priceKey}"]`)?.textContent).toBe(shownPrice(p.priceKey, locale));
    // The facts under them: every highlight, the free quote and "no repair, no charge" among them.
    const facts = within(hero).getByRole('list', { name: screen.getByText(/./, { selector: '#highlights-title' }).textContent! });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(content.highlights!.map((h) => plainText(h)));
    // The legal note on unlocks, worded for computers.
    expect(hero.textContent).toContain(content.notice!.title);
    expect(content.notice!.text).toMatch(/iCloud/);
  });

  it('computer repair draws its path right after the heading: a captioned figure of its steps, in order', async () => {
    const { content, hero, container } = await renderPage('computerRepair', locale);
    const figure = container.querySelector('figure[data-visual="steps"]')!;
    expect(figure, 'the drawn steps').toBeTruthy();
    expect(figure.querySelector('figcaption')?.textContent).toBe(`${content.flow!.title}${content.flow!.text}`);
    expect([...figure.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(content.flow!.steps);
    // Between the heading and the first section.
    expect(hero.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figure.compareDocumentPosition(container.querySelector('#section-1')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('data recovery has no price of its own but says the quote is free and failure costs nothing', async () => {
    const { content, hero } = await renderPage('dataRecovery', locale);
    expect(content.prices).toBeUndefined();
    expect(glance(hero)).toEqual([]);
    expect(hero.querySelectorAll('li').length).toBe(content.highlights!.length);
  });

  it.each(['advisory', 'websites'] as const)('%s shows the prices its content names, near the top', async (route) => {
    const { content, hero, container } = await renderPage(route, locale);
    expect(content.prices?.length).toBeGreaterThan(0);
    expect(glance(hero)).toEqual(content.prices!.map((p) => [p.label, shownPrice(p.priceKey, locale)]));
    // Before every section of the page.
    const firstSection = container.querySelector('#section-1')!;
    expect(hero.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
