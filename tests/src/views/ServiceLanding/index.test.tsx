// @vitest-environment jsdom
/**
 * The three service landing pages as a visitor reads them, in both
 * languages: the price at a glance under the h1 (the price table's price,
 * with the link down to the pricing section), the page's picture of the
 * service at work right after the hero (the switchboard's sample call
 * labelled as an example, the automation's two lanes, the app reading a
 * document, each a figure named by its caption), and on the switchboard page
 * the price's breakdown and its one worked month, every figure computed from
 * the price table and the content's example volume. Expected copy comes from
 * the content files, prices from the price table.
 */
import path from 'node:path';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '../../../../src/config/locales';
import { formatEuros, prices } from '../../../../src/config/prices';
import type { RouteKey } from '../../../../src/config/routes';
import { loadPageContent } from '../../../../src/plugins/site-pages/content';
import { perMinuteFigures, serviceLandingSchema } from '../../../../src/schemas/serviceLanding';
import { formatInteger } from '../../../../src/utils/intl';
import { keepFiguresTogether } from '../../../../src/utils/typography';
import { docusaurusState } from '../../../support/docusaurus';
import { shownPrice } from '../../../support/content';

vi.mock('@docusaurus/Translate', () => import('../../../support/docusaurus').then((m) => m.translateModule));
vi.mock('@docusaurus/useDocusaurusContext', () => import('../../../support/docusaurus').then((m) => m.docusaurusContextModule));
vi.mock('@docusaurus/useGlobalData', () => import('../../../support/docusaurus').then((m) => m.globalDataModule));
vi.mock('@docusaurus/Link', () => import('../../../support/docusaurus').then((m) => m.linkModule));
vi.mock('@docusaurus/Head', () => import('../../../support/docusaurus').then((m) => m.headModule));
vi.mock('@site/src/components/PageLayout', () => import('../../../support/docusaurus').then((m) => m.pageLayoutModule));
// The page's address, read by its JSON-LD block, and the base URL of the proof block (empty here: no proof).
vi.mock('@docusaurus/router', () => ({ useLocation: () => ({ pathname: '/' }) }));
vi.mock('@docusaurus/useBaseUrl', () => ({ useBaseUrlUtils: () => ({ withBaseUrl: (url: string) => url }) }));

const { default: ServiceLanding } = await import('../../../../src/views/ServiceLanding');

afterEach(cleanup);

const siteDir = path.resolve(__dirname, '../../../..');
const landings = ['switchboard', 'automations', 'appDevelopment'] as const satisfies readonly RouteKey[];

async function renderPage(route: (typeof landings)[number], locale: Locale) {
  docusaurusState.locale = locale;
  const content = await loadPageContent(siteDir, locale, `services/${route}`, serviceLandingSchema);
  const view = render(<ServiceLanding content={content} />);
  const main = view.container.querySelector('main')!;
  return { content, main, hero: main.querySelector('header')!, ...view };
}

/** Whether `b` comes after `a` in the document. */
function follows(a: Node, b: Node): boolean {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/** Text as a visitor reads it: runs of spaces (no-break ones too) as one space. */
function norm(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A node's text as a visitor reads it ({@link norm}). */
function read(node: Node | null | undefined): string {
  return norm(node?.textContent ?? '');
}

describe.each(locales)('service landing pages (%s)', (locale) => {
  it.each(landings)('%s shows its price from the price table under the h1, with the link to the pricing section', async (route) => {
    const { content, hero } = await renderPage(route, locale);
    const glance = hero.querySelector('[data-price-glance]')!;
    expect(glance, 'the hero shows the price').toBeTruthy();
    expect(follows(hero.querySelector('h1')!, glance), 'after the h1').toBe(true);
    expect(read(glance)).toContain(norm(shownPrice(content.price.priceKey, locale)));
    expect(
      within(glance as HTMLElement)
        .getByRole('link', { name: content.hero.pricingLabel })
        .getAttribute('href'),
    ).toBe('#pricing');
  });

  it.each(landings)('%s shows its picture of the service right after the hero, a figure named by its caption', async (route) => {
    const { main, hero } = await renderPage(route, locale);
    const figures = within(main).getAllByRole('figure');
    expect(figures).toHaveLength(1);
    const [figure] = figures;
    expect(follows(hero, figure)).toBe(true);
    expect(follows(figure, main.querySelector('#for-whom')!), 'before the sections').toBe(true);
    const caption = figure.querySelector('figcaption')!;
    expect(figure.firstElementChild).toBe(caption);
    // No placeholder or marker left in anything the page shows.
    expect(main.textContent).not.toMatch(/\{[a-zA-Z]+\}|\[\/?[a-z]+\]/);
  });

  it('the switchboard call is labelled as an example and alternates its speakers, each turn named', async () => {
    const { content, main } = await renderPage('switchboard', locale);
    const call = content.callExample!;
    const figure = within(main).getByRole('figure');
    const caption = figure.querySelector('figcaption')!;
    expect(read(caption.firstElementChild), 'the label first').toBe(norm(call.title));
    expect(read(caption)).toContain(norm(call.text));
    const turns = within(figure).getAllByRole('listitem');
    expect(turns.map((t) => read(t))).toEqual(call.turns.map((t) => norm(`${call.speakers[t.speaker]}: ${t.text}`)));
    expect(turns.length).toBeGreaterThanOrEqual(4);
    expect(turns.length).toBeLessThanOrEqual(6);
    expect(call.turns.at(-1)!.speaker, 'the AI closes the call').toBe('ai');
  });

  it('the automation shows the same process by hand and automated, with a person checking it', async () => {
    const { content, main } = await renderPage('automations', locale);
    const flow = content.flowExample!;
    const lists = within(within(main).getByRole('figure')).getAllByRole('list');
    expect(
      lists.map((l) =>
        within(l)
          .getAllByRole('listitem')
          .map((li) => read(li)),
      ),
    ).toEqual([flow.manual.steps, flow.automated.steps].map((steps) => steps.map(norm)));
  });

  it('the app illustration is captioned as such and names the document and the fields it reads', async () => {
    const { content, main } = await renderPage('appDevelopment', locale);
    const app = content.appExample!;
    const figure = within(main).getByRole('figure');
    expect(read(figure.querySelector('figcaption')?.firstElementChild)).toBe(norm(app.title));
    for (const text of [app.document, ...app.fields, ...app.steps]) expect(read(figure)).toContain(norm(text));
  });
});

describe.each(locales)('the switchboard price, worked (%s)', (locale) => {
  /** The two parts of the price table, as the page must use them. */
  const parts = prices.aiSwitchboard.parts;
  const fee = parts.find((p) => p.unit === 'month')!.amount;
  const rate = parts.find((p) => p.unit === 'minute')!.amount;

  it('says what the price is made of, with the fee and the rate of the price table', async () => {
    const { content, main } = await renderPage('switchboard', locale);
    const pricing = main.querySelector('#pricing')!;
    expect(read(pricing.querySelector(`[data-price-key="${content.price.priceKey}"]`))).toBe(norm(shownPrice('aiSwitchboard', locale)));
    const text = read(pricing);
    expect(text).toContain(`(${norm(formatEuros(fee, locale))})`);
    expect(text).toContain(`(${norm(formatEuros(rate, locale))})`);
  });

  it('works one month out in full: fee + the example minutes × rate = the total, nothing else computed', async () => {
    const { content, main } = await renderPage('switchboard', locale);
    const minutes = content.price.example!.minutes;
    const total = Math.round((fee + minutes * rate) * 100) / 100;
    const example = main.querySelector('#pricing [data-price-example]')!;
    const sum = read(example);
    expect(sum).toContain(norm(content.price.example!.title));
    for (const figure of [
      formatEuros(fee, locale),
      formatInteger(minutes, locale),
      formatEuros(rate, locale),
      formatEuros(total, locale),
    ]) {
      expect(sum).toContain(norm(figure));
    }
    // The order of the sum: fee, then the minutes times the rate, then the total after the equals sign.
    const at = (figure: string) => sum.indexOf(norm(figure));
    expect(at(formatEuros(fee, locale))).toBeLessThan(at(formatInteger(minutes, locale)));
    expect(sum.indexOf('×')).toBeLessThan(at(formatEuros(rate, locale)));
    expect(sum.lastIndexOf(norm(formatEuros(total, locale)))).toBeGreaterThan(sum.indexOf('='));
    // The total appears once on the whole page; the minutes' share alone (rate × minutes) nowhere.
    const page = read(main);
    expect(page.split(norm(formatEuros(total, locale))).length - 1).toBe(1);
    const share = norm(formatEuros(Math.round(minutes * rate * 100) / 100, locale)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(page).not.toMatch(new RegExp(`(?<![\\d.,])${share}`));
  });

  it('formats the figures with the build, for each locale, from the price table', () => {
    const figures = perMinuteFigures('aiSwitchboard', 400)![locale];
    expect(figures).toEqual({
      monthlyFee: formatEuros(fee, locale),
      minuteRate: formatEuros(rate, locale),
      exampleMinutes: formatInteger(400, locale),
      exampleTotal: formatEuros(Math.round((fee + 400 * rate) * 100) / 100, locale),
    });
    // A price without a fixed monthly part and a per-minute part has none: its pages show no breakdown.
    expect(perMinuteFigures('aiAutomation', 400)).toBeUndefined();
    expect(keepFiguresTogether(`${figures.exampleMinutes} minutos`)).toMatch(/\u00a0/);
  });
});
