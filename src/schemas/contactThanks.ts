/** Content of the thank-you page a no-JavaScript contact post lands on (docs/urls.md): `src/content/contactThanks.json` and its English file. */
import * as z from 'zod';
import { hero, meta, routeLink, text } from './common';

/** The contact thank-you page's content file. */
export const contactThanksSchema = z.strictObject({
  meta,
  hero: hero(),
  /** What happens next: reply time and the other channels. */
  next: text,
  links: z.array(routeLink).min(1).max(3),
});

export type ContactThanksContent = z.infer<typeof contactThanksSchema>;
