/**
 * The prices a generic service page shows (docs/product.md, "Generic
 * content-driven service page"), for its `Service` JSON-LD
 * (`serviceJsonLd` in `src/config/structuredData.ts`). Pure, so the unit tests
 * can check it.
 */
import type { PricedItem } from '../../config/structuredData';
import type { PriceKey } from '../../config/prices';
import type { ServicePageContent } from '../../schemas/servicePage';

/**
 * Every price a page shows, in reading order (the prices at a glance beside the h1, then each section's own price before
 * its tariffs' and groups'), first occurrence only.
 */
export function pricedItems(content: Pick<ServicePageContent, 'sections'> & Partial<Pick<ServicePageContent, 'prices'>>): PricedItem[] {
  const items: PricedItem[] = [];
  const seen = new Set<PriceKey>();
  const add = (key: PriceKey | undefined, name: string) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    items.push({ key, name });
  };
  for (const price of content.prices ?? []) add(price.priceKey, price.label);
  for (const section of content.sections) {
    add(section.priceKey, section.title);
    for (const row of section.tariffs?.rows ?? []) add(row.priceKey, row.name);
    for (const group of section.groups ?? []) add(group.priceKey, group.label);
  }
  return items;
}
