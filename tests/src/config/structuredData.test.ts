/**
 * The one `Service` JSON-LD builder (`serviceJsonLd`): a landing page and a generic service page get nodes of the same
 * shape, and every offer's amount comes from the prices module.
 */
import { describe, expect, it } from 'vitest';
import { company } from '../../../src/config/company';
import { locales, localeInfo, type Locale } from '../../../src/config/locales';
import { offerOf, prices } from '../../../src/config/prices';
import { pathOf, type RouteKey } from '../../../src/config/routes';
import { serviceJsonLd, type PricedItem } from '../../../src/config/structuredData';
import { loadPageContent } from '../../../src/plugins/site-pages/content';
import { pages } from '../../../src/plugins/site-pages/registry';
import { serviceLandingSchema, type ServiceLandingContent } from '../../../src/schemas/serviceLanding';
import { servicePageSchema, type ServicePageContent } from '../../../src/schemas/servicePage';
import { plainText } from '../../../src/utils/inlineMarkers';
import { pricedItems } from '../../../src/views/ServicePage/pricedItems';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../../..');
const siteUrl = 'https://example.test';

const landingRoutes = pages.filter((p) => p.component === '@site/src/views/ServiceLanding').map((p) => p.route);
const serviceRoutes = pages.filter((p) => p.component === '@site/src/views/ServicePage').map((p) => p.route);

/** The `Offer` price of a key, as the build computes it for the pages. */
const offerPriceOf = (key: keyof typeof prices) => offerOf(key).price;

/** The node of the page of `route` in `locale` with this name, description and priced items. */
function pageNode(route: RouteKey, locale: Locale, name: string, description: string, items: PricedItem[]) {
  return serviceJsonLd({ name, description, locale, siteUrl, path: pathOf(route, locale), prices: items, offerPriceOf });
}

/** The node of a made-up Spanish page `/x` named `x`, described `y`, without prices, with `overrides`. */
function sampleNode(overrides: Partial<Parameters<typeof serviceJsonLd>[0]>) {
  return serviceJsonLd({ name: 'x', description: 'y', locale: 'es', siteUrl, path: '/x', prices: [], offerPriceOf, ...overrides });
}

/** The node a landing page emits (as `src/views/ServiceLanding` builds it). */
async function landingNode(route: RouteKey, locale: Locale) {
  const content: ServiceLandingContent = await loadPageContent(siteDir, locale, `services/${route}`, serviceLandingSchema);
  const items: PricedItem[] = [{ key: content.price.priceKey, name: content.name }];
  return { content, items, node: pageNode(route, locale, content.name, content.meta.description, items) };
}

/** The node a generic service page emits (as `src/views/ServicePage` builds it). */
async function serviceNode(route: RouteKey, locale: Locale) {
  const content: ServicePageContent = await loadPageContent(siteDir, locale, `services/${route}`, servicePageSchema);
  const items = pricedItems(content);
  return { content, items, node: pageNode(route, locale, content.h1, content.meta.description, items) };
}

const shapeOf = (node: Record<string, unknown>) => ({
  keys: Object.keys(node).sort(),
  offerKeys: (node.offers as Array<Record<string, unknown>>).map((o) => Object.keys(o).sort()),
});

describe('serviceJsonLd', () => {
  it('has landing pages and generic service pages to compare', () => {
    expect(landingRoutes.length).toBeGreaterThan(0);
    expect(serviceRoutes.length).toBeGreaterThan(0);
  });

  it.each(locales)('gives a landing page and a priced service page the same shape (%s)', async (locale) => {
    const landing = await landingNode(landingRoutes[0], locale);
    const service = await serviceNode('advisory', locale);
    const landingShape = shapeOf(landing.node);
    const serviceShape = shapeOf(service.node);
    expect(landingShape.keys).toEqual(serviceShape.keys);
    expect(new Set([...landingShape.offerKeys, ...serviceShape.offerKeys].map((k) => k.join()))).toEqual(
      new Set([landingShape.offerKeys[0].join()]),
    );
  });

  it.each(locales)('fills the common fields from the content, the locale and the company module (%s)', async (locale) => {
    for (const route of landingRoutes) {
      const { content, node } = await landingNode(route, locale);
      const url = `${siteUrl}${pathOf(route, locale)}`;
      expect(node).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Service',
        '@id': `${url}#service`,
        name: plainText(content.name),
        description: plainText(content.meta.description),
        url,
        inLanguage: localeInfo[locale].htmlLang,
        provider: { '@id': `${siteUrl}/#organization` },
      });
      expect(node.areaServed).toEqual(company.areaServed.map((name) => ({ '@type': 'Place', name })));
    }
  });

  it.each(locales)('takes every offer from the prices module, one per price the page shows (%s)', async (locale) => {
    const nodes = await Promise.all([
      ...landingRoutes.map((r) => landingNode(r, locale)),
      ...serviceRoutes.map((r) => serviceNode(r, locale)),
    ]);
    for (const { items, node } of nodes) {
      const offers = (node.offers ?? []) as Array<Record<string, string>>;
      expect(offers).toHaveLength(items.length);
      offers.forEach((offer, i) => {
        const key = items[i].key;
        expect(offer).toEqual({ ...offerOf(key), name: plainText(items[i].name), url: node.url });
        expect(offer.price).toBe(prices[key].parts[0].amount.toFixed(2));
        expect(offer.priceCurrency).toBe('EUR');
      });
    }
  });

  it('follows a change in the prices module', () => {
    const [key] = Object.keys(prices) as Array<keyof typeof prices>;
    const node = sampleNode({ prices: [{ key, name: 'z' }] });
    expect((node.offers as Array<Record<string, string>>)[0].price).toBe(offerOf(key).price);
  });

  it('leaves offers out when the page shows no price', () => {
    expect(sampleNode({ locale: 'en' })).not.toHaveProperty('offers');
  });

  it('keeps link markers and placeholders out of names and descriptions', () => {
    const [key] = Object.keys(prices) as Array<keyof typeof prices>;
    const node = sampleNode({
      name: '[phone]{phone}[/phone]',
      description: '[email][/email]',
      prices: [{ key, name: '[whatsapp]x[/whatsapp]' }],
    });
    expect(JSON.stringify(node)).not.toMatch(/\[\/?(phone|email|whatsapp)\]|\{phone\}|\{email\}/);
    expect(node.name).toBe(company.phoneDisplay);
    expect(node.description).toBe(company.email);
  });
});
