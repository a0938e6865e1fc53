/**
 * The page-specific structured data of a generic service page: a schema.org
 * `Service` provided by the site-wide Organization node
 * (`SITE_URL/#organization`, see `src/config/structuredData.ts`), with one
 * `Offer` per price the page shows. Pure, so the unit tests can check it.
 */
import { company } from '../../config/company';
import { localeInfo, type Locale } from '../../config/locales';
import { offerOf, type PriceKey } from '../../config/prices';
import type { ServicePageContent } from '../../schemas/servicePage';
import { plainText } from '../../utils/inlineMarkers';

/** A price shown on the page and the heading it is shown under. */
export interface PricedItem {
  key: PriceKey;
  /** Section title or group label carrying the price. */
  name: string;
}

/** Every price a page shows, in reading order (a section's own price before its groups'), first occurrence only. */
export function pricedItems(content: Pick<ServicePageContent, 'sections'>): PricedItem[] {
  const items: PricedItem[] = [];
  const seen = new Set<PriceKey>();
  const add = (key: PriceKey | undefined, name: string) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    items.push({ key, name: plainText(name) });
  };
  for (const section of content.sections) {
    add(section.priceKey, section.title);
    for (const row of section.tariffs?.rows ?? []) add(row.priceKey, row.name);
    for (const group of section.groups ?? []) add(group.priceKey, group.label);
  }
  return items;
}

/**
 * The `Service` JSON-LD object of a page.
 * @param siteUrl origin without trailing slash (`SITE_URL`).
 * @param path root-relative path of the page in `locale`.
 * @returns a JSON-serialisable object; `offers` only when the page shows a price (prices in EUR).
 */
export function serviceJsonLd(
  content: Pick<ServicePageContent, 'h1' | 'meta' | 'sections'>,
  locale: Locale,
  siteUrl: string,
  path: string,
): Record<string, unknown> {
  const url = `${siteUrl}${path}`;
  const offers = pricedItems(content).map(({ key, name }) => ({ ...offerOf(key), name, url }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: plainText(content.h1),
    description: plainText(content.meta.description),
    url,
    inLanguage: localeInfo[locale].htmlLang,
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: company.areaServed.map((name) => ({ '@type': 'Place', name })),
    ...(offers.length ? { offers } : {}),
  };
}
