/**
 * Copy of the blog's listing pages that the blog plugin does not own: the
 * archive, the tag list, each tag's page and the author list (their hero and
 * meta description). The blog index takes its title and description from the
 * blog plugin's options; a tag's page takes its label and description from
 * the blog's `tags.yml`. Files: `src/content/blogPages.json`,
 * `i18n/en/site-content/blogPages.json`.
 */
import * as z from 'zod';
import { text } from './common';

/** A listing page of its own: hero eyebrow, heading (also the `<title>`), lead and meta description. */
const listingPage = z.strictObject({
  eyebrow: text,
  title: text,
  lead: text,
  description: text.max(200, 'keep the description under 200 characters'),
});

/** Schema of the blog listing pages' copy, both locales. */
export const blogPagesSchema = z.strictObject({
  /** The blog index's hero eyebrow (its heading and lead are the blog's title and description). */
  index: z.strictObject({ eyebrow: text }),
  archive: listingPage,
  tags: listingPage,
  authors: listingPage,
  /** One tag's page: the heading is the tag's label, the lead its description. */
  tag: z.strictObject({
    eyebrow: text,
    /** How many posts carry the tag: `{count}` is the number. */
    postCount: z.strictObject({ one: text, other: text.includes('{count}') }),
    /** The link to the tag list. */
    allTags: text,
  }),
});

/** The parsed copy the blog's listing pages receive. */
export type BlogPagesContent = z.infer<typeof blogPagesSchema>;
