/**
 * Content of the contact thank-you page (docs/product.md §2, §17): where a
 * contact form posted without JavaScript lands once the lead is stored. Not
 * indexed and not in the sitemap. Files: `src/content/contactThanks.json`,
 * `i18n/en/site-content/contactThanks.json`.
 */
import * as z from 'zod';
import { hero, meta, routeLink, text } from './common';

/** Schema of the thank-you page's content, both locales. */
export const contactThanksSchema = z.strictObject({
  meta,
  hero: hero(),
  /** What happens next: reply time and the other channels. */
  next: text,
  /** Where to go from here. */
  links: z.array(routeLink).min(1).max(3),
});

/** The parsed content the thank-you view receives. */
export type ContactThanksContent = z.infer<typeof contactThanksSchema>;
