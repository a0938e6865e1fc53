/**
 * Content of the sponsorship-proposal page:
 * `src/content/sponsorContact.json` and its English file. Form labels and
 * messages are interface strings.
 */
import * as z from 'zod';
import { formCard, meta, routeLink, step, text } from './common';

/** The sponsor contact page's content file. */
export const sponsorContactSchema = z.strictObject({
  meta,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  /** The privacy note says the proposal leaves from the visitor's own mail app. */
  form: formCard.extend({
    /** Shown until the form's script runs (it opens the mail client): how to reach us instead. */
    withoutScript: z.strictObject({ text, emailLabel: text, phoneLabel: text, whatsappLabel: text }),
  }),
  next: z.strictObject({
    title: text,
    steps: z.array(step).min(2).max(5),
    reply: text,
    link: routeLink,
  }),
});

export type SponsorContactContent = z.infer<typeof sponsorContactSchema>;
