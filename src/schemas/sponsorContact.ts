/**
 * Content of the sponsorship-proposal page (docs/product.md §2 "Sponsor contact", §9
 * sponsorship reply time and agreement): hero, the form's heading and intro,
 * and the "what happens next" panel. Form labels and messages are interface
 * strings (`translate()`), not content.
 * Files: `src/content/sponsorContact.json`, `i18n/en/site-content/sponsorContact.json`.
 */
import * as z from 'zod';
import { formCard, meta, routeLink, step, text } from './common';

/** Schema of the sponsorship-proposal page's content, both locales. */
export const sponsorContactSchema = z.strictObject({
  meta,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  /** The privacy note says the proposal leaves from the visitor's own mail app. */
  form: formCard.extend({
    /**
     * Shown until the form's script runs (or without JavaScript): the form
     * needs it to open the mail client, so it says how to reach us instead;
     * e-mail, phone and WhatsApp come from the company module.
     */
    withoutScript: z.strictObject({ text, emailLabel: text, phoneLabel: text, whatsappLabel: text }),
  }),
  next: z.strictObject({
    title: text,
    steps: z.array(step).min(2).max(5),
    /** Reply time (docs/product.md §9: 2–3 working days). */
    reply: text,
    /** Back to the sponsorships page. */
    link: routeLink,
  }),
});

/** The parsed content the sponsorship-proposal view receives. */
export type SponsorContactContent = z.infer<typeof sponsorContactSchema>;
