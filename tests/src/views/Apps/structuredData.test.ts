/** The apps page's `ItemList` JSON-LD. */
import path from 'node:path';
import { slugify } from '../../../../src/utils/slugify';
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '../../../../src/plugins/site-pages/content';
import { limits } from '../../../../src/config/limits';
import { appsSchema } from '../../../../src/schemas/apps';
import { appsItemList } from '../../../../src/views/Apps/structuredData';

const siteDir = path.resolve(__dirname, '../../../..');

describe('appsItemList', () => {
  it('lists the three apps as SoftwareApplication items pointing at their cards', async () => {
    const content = await loadPageContent(siteDir, 'en', 'apps', appsSchema);
    const list = appsItemList(
      { products: content.products, structuredData: { listName: 'List name', offerDescription: '30-day free trial' } },
      'https://example.test/en/apps',
      'en',
    );
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(3);
    expect(list.itemListElement.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(list.itemListElement.map((e) => e.item.name)).toEqual(content.products.map((p) => p.name));
    expect(list.itemListElement.map((e) => e.item.url)).toEqual(
      content.products.map((p) => `https://example.test/en/apps#${slugify(p.name)}`),
    );
    for (const { item } of list.itemListElement) {
      expect(item['@type']).toBe('SoftwareApplication');
      expect(item.applicationCategory).toBe('BusinessApplication');
      expect(item.offers.description).toBe('30-day free trial');
      expect(item.offers.eligibleDuration.value).toBe(limits.appTrialDays);
    }
    // Round-trips through JSON (it is emitted with JSON.stringify).
    expect(JSON.parse(JSON.stringify(list))).toEqual(list);
  });
});
