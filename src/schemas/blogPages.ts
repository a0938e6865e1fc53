/**
 * Copy of the blog's listing pages the blog plugin does not own (archive,
 * tag list, tag pages, author list): `src/content/blogPages.json` and its
 * English file.
 */
import * as z from 'zod';
import { limits } from '../config/limits';
import { staffMessages } from './messages';
import { text } from './common';

/** A listing page of its own: hero eyebrow, heading (also the `<title>`), lead and meta description. */
const listingPage = z.strictObject({
  eyebrow: text,
  title: text,
  lead: text,
  description: text.max(limits.metaDescriptionMaxChars, staffMessages.metaDescriptionTooLong),
});

/** The blog listing pages' content file. */
export const blogPagesSchema = z.strictObject({
  /**
   * The blog index's hero eyebrow (its heading and lead are the blog's title and description), and the name of its links to
   * the tag list, the archive and the authors (each labelled with that page's title).
   */
  index: z.strictObject({ eyebrow: text, browse: text }),
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

export type BlogPagesContent = z.infer<typeof blogPagesSchema>;
