/**
 * The copy of the blog's listing pages: both languages pass the schema with
 * every placeholder filled, and the post count reads as a phrase.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../../src/config/locales';
import { loadPageContent } from '../../../src/plugins/site-pages/content';
import { blogPagesSchema } from '../../../src/schemas/blogPages';
import { placeholdersIn } from '../../../src/utils/placeholders';
import { postCountLabel } from '../../../src/utils/postCount';

const siteDir = path.resolve(__dirname, '../../..');

describe.each(locales)('blog listing pages copy (%s)', (locale) => {
  it('passes the schema and leaves no placeholder but the post count’s {count}', async () => {
    const copy = await loadPageContent(siteDir, locale, 'blogPages', blogPagesSchema);
    const { postCount, ...rest } = copy.tag;
    const texts = JSON.stringify({ ...copy, tag: rest });
    expect(placeholdersIn(texts)).toEqual([]);
    expect(placeholdersIn(postCount.other)).toEqual(['count']);
  });

  it('writes one post in the singular and more with the number', async () => {
    const { postCount } = (await loadPageContent(siteDir, locale, 'blogPages', blogPagesSchema)).tag;
    expect(postCountLabel(1, postCount)).toBe(postCount.one);
    const three = postCountLabel(3, postCount);
    expect(three).toContain('3');
    expect(three).not.toContain('{count}');
  });
});
