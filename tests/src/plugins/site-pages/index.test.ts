/**
 * The site-pages plugin's global data: what the build formats once so that
 * pages never build an `Intl` formatter while they hydrate (fact
 * placeholders, post dates, prices), in both locales, equal to what the
 * formatting modules give.
 */
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import sitePagesPlugin, { type SitePagesGlobalData } from '../../../../src/plugins/site-pages';
import { locales, type Locale } from '../../../../src/config/locales';
import { formatPrice, priceKeys } from '../../../../src/config/prices';
import { codeTranslate } from '../../../../src/utils/code-translations';
import { defaultFlags } from '../../../../src/config/build-env';
import { buildFacts } from '../../../../src/plugins/site-pages/facts';
import { formatPostDate, postDateKey } from '../../../../src/utils/postDates';
import { keepFiguresTogether } from '../../../../src/utils/typography';

const siteDir = path.resolve(__dirname, '../../../..');
const postDate = '2025-09-02T00:00:00.000Z';

/** Runs the plugin's `allContentLoaded` for `locale` with one blog post and no pages; returns the global data it sets. */
async function globalDataFor(locale: Locale): Promise<SitePagesGlobalData> {
  const context = { siteDir, i18n: { currentLocale: locale } } as unknown as LoadContext;
  const plugin = sitePagesPlugin(context, { flags: defaultFlags });
  let data: unknown;
  const actions = { setGlobalData: (d: unknown) => (data = d), createData: async () => '', addRoute: () => undefined };
  const allContent = {
    'site-pages': { default: [] },
    'docusaurus-plugin-content-blog': { default: { blogPosts: [{ metadata: { date: postDate, frontMatter: {} } }] } },
  };
  await (plugin.allContentLoaded as (args: unknown) => Promise<void>)({ allContent, actions });
  return data as SitePagesGlobalData;
}

describe('site-pages global data', () => {
  it.each(locales)('formats every price of the price table as formatPrice does, typeset (%s)', async (locale) => {
    const { prices } = await globalDataFor(locale);
    expect(Object.keys(prices).sort()).toEqual([...priceKeys].sort());
    for (const key of priceKeys) expect(prices[key]).toBe(keepFiguresTogether(formatPrice(key, locale, codeTranslate(locale))));
  });

  it.each(locales)('formats the facts and the post dates as their modules do (%s)', async (locale) => {
    const data = await globalDataFor(locale);
    expect(data.facts).toEqual(buildFacts(locale));
    expect(data.postDates).toEqual({ [postDateKey(postDate)]: formatPostDate(postDate, locale) });
  });
});
