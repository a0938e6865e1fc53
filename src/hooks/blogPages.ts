/**
 * The copy of the blog's listing pages (archive, tags, a tag, authors) in
 * the page's language, from the site-pages plugin's global data
 * (`src/content/blogPages.json` and its English twin).
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import type { BlogPagesContent } from '../schemas/blogPages';
import type { SitePagesGlobalData } from '../plugins/site-pages';

/**
 * The listing pages' copy.
 * @throws Error when the site-pages plugin did not run (a build always runs it).
 */
export function useBlogPagesCopy(): BlogPagesContent {
  const data = usePluginData('site-pages') as SitePagesGlobalData | undefined;
  if (!data) throw new Error('The site-pages plugin provides the blog pages’ copy: it did not run.');
  return data.blogPages;
}
