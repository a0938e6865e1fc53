// @vitest-environment jsdom
/**
 * The services overview as a visitor reads it, in both languages: every price
 * on the page appears once and reads as the price table formats it — the
 * three AI prices on their featured cards, whose catalogue entries link to
 * those cards instead — and each catalogue entry is a price card with its
 * title, first price, first three items and one link, the rest folded under
 * a closed disclosure; the promise and the deliverables fold under their
 * toggles.
 */
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultFlags } from '../../../../src/config/build-env';
import { locales } from '../../../../src/config/locales';
import type { PriceKey } from '../../../../src/config/prices';
import { pathOf } from '../../../../src/config/routes';
import { loadPageContent } from '../../../../src/plugins/site-pages/content';
import { servicesOverviewSchema } from '../../../../src/schemas/servicesOverview';
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

const { default: ServicesOverview } = await import('../../../../src/views/ServicesOverview');
const { VISIBLE_ITEMS } = await import('../../../../src/views/ServicesOverview/Catalogue');

afterEach(cleanup);

const siteDir = path.resolve(__dirname, '../../../..');

describe.each(locales)('services overview (%s)', (locale) => {
  async function renderPage() {
    docusaurusState.locale = locale;
    const content = await loadPageContent(siteDir, locale, 'services/overview', servicesOverviewSchema);
    const view = render(<ServicesOverview content={content} />);
    return { content, ...view };
  }

  it('shows every price once, as the price table formats it', async () => {
    const { container, content } = await renderPage();
    const shown = [...container.querySelectorAll<HTMLElement>('[data-price-key]')];
    const keys = shown.map((el) => el.dataset.priceKey as PriceKey);
    expect(new Set(keys).size, 'each price once').toBe(keys.length);
    for (const el of shown) expect(el.textContent).toBe(shownPrice(el.dataset.priceKey as PriceKey, locale));

    // Every price the content names is on the page: the featured cards' and each listed entry's.
    const listed = content.catalogue.entries.filter((e) => !e.requiresFlag || defaultFlags[e.requiresFlag]);
    const named = [...content.featured.cards.map((c) => c.priceKey), ...listed.flatMap((e) => (e.prices ?? []).map((p) => p.priceKey))];
    expect([...keys].sort()).toEqual([...new Set(named)].sort());
  });

  it('puts the AI prices on the featured cards, and the catalogue links to those cards', async () => {
    const { container, content } = await renderPage();
    const featured = container.querySelector('#featured')!;
    for (const card of content.featured.cards) {
      const el = featured.querySelector(`#featured-${card.route}`)!;
      expect(within(el as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(card.title);
      expect(el.querySelector('[data-price-key]')?.textContent).toBe(shownPrice(card.priceKey, locale));
      expect(
        within(el as HTMLElement)
          .getByRole('link')
          .getAttribute('href'),
      ).toBe(pathOf(card.route, locale));
    }
    const routes = content.featured.cards.map((c) => c.route as string);
    const aiEntries = content.catalogue.entries.filter((e) => routes.includes(e.link.route));
    expect(aiEntries).toHaveLength(3);
    for (const entry of aiEntries) {
      const el = container.querySelector<HTMLElement>(`#catalogue-${entry.id}`)!;
      expect(el.querySelector('[data-price-key]'), `${entry.id}: no price of its own`).toBeNull();
      const link = within(el).getByRole('link', { name: content.catalogue.featuredLinkLabel });
      expect(link.getAttribute('href')).toBe(`#featured-${entry.link.route}`);
    }
  });

  it('lists each entry as a price card: title, first price, three items, one link, the rest folded', async () => {
    const { container, content } = await renderPage();
    const catalogue = container.querySelector<HTMLElement>('#catalogue')!;
    const listed = content.catalogue.entries.filter((e) => !e.requiresFlag || defaultFlags[e.requiresFlag]);
    expect(
      within(catalogue)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(listed.map((e) => e.title));
    for (const entry of content.catalogue.entries.filter((e) => e.requiresFlag && !defaultFlags[e.requiresFlag])) {
      expect(container.querySelector(`#catalogue-${entry.id}`), entry.id).toBeNull();
    }
    for (const entry of listed) {
      const card = container.querySelector<HTMLElement>(`#catalogue-${entry.id}`)!;
      const details = card.querySelector('details');
      const outside = (el: Element) => !details?.contains(el);
      // The first price in large type, outside the fold; the others inside it. A featured service's entry has none.
      const featured = routesFeatured(content).includes(entry.link.route);
      const [first, ...others] = featured ? [] : (entry.prices ?? []);
      const visiblePrices = [...card.querySelectorAll<HTMLElement>('[data-price-key]')].filter(outside);
      expect(visiblePrices.map((p) => p.dataset.priceKey)).toEqual(first ? [first.priceKey] : []);
      for (const price of others) expect(details?.querySelector(`[data-price-key="${price.priceKey}"]`), price.priceKey).toBeTruthy();
      // The first three items visible, the others folded (a featured service's all folded: its card above has them).
      const visible = featured ? 0 : VISIBLE_ITEMS;
      const visibleItems = [...card.querySelectorAll('li')].filter(outside).map((li) => li.textContent);
      expect(visibleItems).toEqual(entry.items.slice(0, visible));
      for (const item of entry.items.slice(visible)) expect(details?.textContent).toContain(item);
      // One link outside the fold; the WhatsApp question inside it.
      expect([...card.querySelectorAll('a')].filter(outside)).toHaveLength(1);
      if (entry.cta) expect(within(details as HTMLElement).getByRole('link', { name: entry.cta.label, hidden: true })).toBeTruthy();
      if (details) {
        expect(details.open, `${entry.id}: folded`).toBe(false);
        expect(details.querySelector('summary')?.textContent).toBe(content.catalogue.detailsLabel);
      }
    }
  });

  it('folds the promise and the deliverables under their toggles, closed', async () => {
    const { content } = await renderPage();
    const folded = [
      [content.promise.title, content.promise.listLabel, content.promise.items.map((i) => i.title)],
      [content.deliverables.title, content.deliverables.listLabel, content.deliverables.items],
    ] as const;
    for (const [title, label, items] of folded) {
      const details = screen.getByRole('region', { name: title }).querySelector('details')!;
      expect(details.open, title).toBe(false);
      expect(details.querySelector('summary')?.textContent).toBe(label);
      for (const item of items) expect(details.textContent).toContain(item);
    }
  });
});

function routesFeatured(content: { featured: { cards: readonly { route: string }[] } }): string[] {
  return content.featured.cards.map((c) => c.route);
}
