import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageContent, overlay } from '../../../../src/plugins/site-pages/content';
import { pages } from '../../../../src/plugins/site-pages/registry';
import { routeKeys } from '../../../../src/config/routes';
import { locales } from '../../../../src/config/locales';
import { homeSchema } from '../../../../src/schemas/home';

const siteDir = path.resolve(__dirname, '../../../..');

describe('page content', () => {
  it.each(pages.flatMap((p) => locales.map((l) => [p.content, l, p] as const)))(
    '%s (%s) passes its schema',
    async (_name, locale, page) => {
      await expect(loadPageContent(siteDir, locale, page.content, page.schema)).resolves.toBeTruthy();
    },
  );

  it('registers only routes of the map, each once', () => {
    const keys = pages.map((p) => p.route);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(routeKeys).toContain(key);
  });

  it('fills missing English fields from Spanish, key by key and item by item', () => {
    expect(overlay({ a: 'es', b: { c: 'es', d: 'es' }, list: [{ x: 'es', y: 'es' }] }, { b: { c: 'en' }, list: [{ x: 'en' }] })).toEqual({
      a: 'es',
      b: { c: 'en', d: 'es' },
      list: [{ x: 'en', y: 'es' }],
    });
  });

  it('reports the file and key of a content error', () => {
    const result = homeSchema.safeParse({ meta: { title: '', description: 'x' } });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('title');
  });
});
