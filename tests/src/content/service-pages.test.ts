import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '../../../src/plugins/site-pages/content';
import { pages } from '../../../src/plugins/site-pages/registry';
import { locales, type Locale } from '../../../src/config/locales';
import { pathOf, type RouteKey } from '../../../src/config/routes';
import { decisionSessionDiscount, isPriceKey, offerOf, prices } from '../../../src/config/prices';
import { formatPercent } from '../../../src/utils/facts';
import { company } from '../../../src/config/company';
import { servicePageSchema, type ServicePageContent } from '../../../src/schemas/servicePage';
import { markerProblems } from '../../../src/utils/inlineMarkers';
import { serviceJsonLd } from '../../../src/config/structuredData';
import { pricedItems } from '../../../src/views/ServicePage/pricedItems';

const siteDir = path.resolve(__dirname, '../../..');

/** The generic service pages, with the route each is registered for. */
const genericPages = pages.filter((p) => p.component === '@site/src/views/ServicePage');
const cases = genericPages.flatMap((p) => locales.map((locale) => [p.route, locale] as const));

const load = (route: RouteKey, locale: Locale) => {
  const page = genericPages.find((p) => p.route === route)!;
  return loadPageContent(siteDir, locale, page.content, servicePageSchema);
};

/** Every string of a JSON value with its path. */
function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

describe('generic service pages', () => {
  it.each(cases)('%s (%s) passes the schema', async (route, locale) => {
    await expect(load(route, locale)).resolves.toBeTruthy();
  });

  it.each(cases)('%s (%s): the content carries no path of its own (the route map owns it)', async (route, locale) => {
    expect(await load(route, locale)).not.toHaveProperty('slug');
  });

  it.each(cases)('%s (%s): every price key exists', async (route, locale) => {
    const content = await load(route, locale);
    const keys = content.sections.flatMap((s) => [s.priceKey, ...(s.groups ?? []).map((g) => g.priceKey)]).filter(Boolean);
    for (const key of keys) expect(isPriceKey(key), String(key)).toBe(true);
  });

  it.each(cases)('%s (%s): no typed prices, no placeholder copy', async (route, locale) => {
    const content = await load(route, locale);
    for (const [at, value] of strings(content)) {
      // Prices come from src/config/prices.ts through a priceKey, never typed into copy.
      expect(value, at).not.toMatch(/\d\s*€|€\s*\d|\d\s*euros?\b/i);
      expect(value, at).not.toMatch(/\b(TODO|TBD|FIXME)\b|lorem ipsum/); // upper case: Spanish "todo" is a word
    }
  });

  it.each(cases)('%s (%s): texts only use known markers and placeholders', async (route, locale) => {
    const content = await load(route, locale);
    const problems = strings(content).flatMap(([at, value]) => markerProblems(value).map((p) => `${at}: ${p}`));
    expect(problems).toEqual([]);
  });
});

describe('documented facts on the pages', () => {
  const text = (c: ServicePageContent) =>
    strings(c)
      .map(([, v]) => v)
      .join('\n');

  // The service times are business promises written in the copy: the figures must stay, whatever the wording.
  it.each(locales)('computer repair (%s) states the service times and the place', async (locale) => {
    const all = text(await load('computerRepair', locale));
    for (const time of [/\b24\s?h\b/, /\b24–\u2060?48\s?h\b/, /\b48\s?h\b/]) expect(all).toMatch(time);
    expect(all).toContain(company.address.locality);
  });

  it.each(locales)('advisory (%s) shows every advisory price of the price table', async (locale) => {
    const content = await load('advisory', locale);
    expect(
      pricedItems(content)
        .map((p) => p.key)
        .sort(),
    ).toEqual(
      [
        'advisory',
        'adviceSession',
        'consulting',
        'decisionSession',
        'equipmentInstallation',
        'hardwareMaintenance',
        'hardwareUpgrade',
        'softwareTraining',
        'technicalSupport',
      ].sort(),
    );
    const all = text(content);
    expect(all).toContain(formatPercent(decisionSessionDiscount(), locale));
    expect(all).toContain('90');
  });

  it.each(locales)('websites (%s) shows the three site prices and web photography', async (locale) => {
    const content = await load('websites', locale);
    expect(pricedItems(content).map((p) => p.key)).toEqual(['wordpressSite', 'reactSite', 'wixShopifyStore', 'webPhotography']);
  });

  it.each(locales)('phone repair and microsoldering (%s) carry the legal note', async (locale) => {
    for (const route of ['phoneRepair', 'microsoldering'] as const) {
      const { notice } = await load(route, locale);
      expect(notice?.text).toMatch(/iCloud/);
      expect(notice?.text).toMatch(/FRP/);
    }
  });
});

describe('Service JSON-LD', () => {
  const siteUrl = 'https://example.test';
  /** The node a generic service page emits (as `src/views/ServicePage` builds it). */
  const serviceJsonLdOf = (content: Pick<ServicePageContent, 'h1' | 'meta' | 'sections'>, locale: Locale, path: string) =>
    serviceJsonLd({
      name: content.h1,
      description: content.meta.description,
      locale,
      siteUrl,
      path,
      prices: pricedItems(content),
      offerPriceOf: (key) => offerOf(key).price,
    });

  it('names the service, links the organisation and lists one offer per shown price', async () => {
    const content = await load('advisory', 'en');
    const path = pathOf('advisory', 'en');
    const ld = serviceJsonLdOf(content, 'en', path);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: content.h1,
      url: `${siteUrl}${path}`,
      provider: { '@id': `${siteUrl}/#organization` },
      inLanguage: 'en',
    });
    expect(ld.areaServed).toEqual(company.areaServed.map((name) => ({ '@type': 'Place', name })));
    const offers = ld.offers as Array<Record<string, string>>;
    expect(offers).toHaveLength(pricedItems(content).length);
    expect(offers[0]).toEqual({ ...offerOf('advisory'), name: content.sections[0].tariffs?.rows[0].name, url: `${siteUrl}${path}` });
    expect(offers[0].price).toBe(prices.advisory.parts[0].amount.toFixed(2));
  });

  it('has no offers on a page without prices', async () => {
    const content = await load('dataRecovery', 'es');
    expect(serviceJsonLdOf(content, 'es', pathOf('dataRecovery', 'es'))).not.toHaveProperty('offers');
  });

  it('keeps markers out of the structured data', () => {
    const ld = serviceJsonLdOf(
      { h1: 'H1 [phone]{phone}[/phone]', meta: { title: 't', description: 'D {email}' }, sections: [] },
      'es',
      '/x',
    );
    expect(JSON.stringify(ld)).not.toMatch(/\[\/?(phone|email|whatsapp)\]|\{phone\}|\{email\}/);
  });
});
