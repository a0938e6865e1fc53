/**
 * Content of a sponsor detail page, e.g.
 * `src/content/sponsors/maxoarco.json` and its English file; `about.text` is a
 * list of paragraphs.
 */
import * as z from 'zod';
import { limits } from '../config/limits';
import { staffMessages } from './messages';
import { text, textList, titled } from './common';

/** A quote with its author; the page renders nothing when absent. */
export const sponsorQuote = z.strictObject({ text, author: text });

/** Schema of a sponsor detail page (docs/product.md, "Sponsor page" plus page labels). */
export const sponsorSchema = z.strictObject({
  metaTitle: text,
  metaDescription: text.max(limits.metaDescriptionMaxChars, staffMessages.metaDescriptionTooLong),
  keywords: textList().optional(),
  /** Label of the back link to the sponsorships list. */
  back: text,
  heroEyebrow: text,
  heroTitle: text,
  heroSubtitle: text,
  /** Hero button to the sponsor contact page. */
  contactButton: text,
  /** Hero button to the sponsorships list. */
  seeAllButton: text,
  club: z.strictObject({
    name: text,
    place: text,
    discipline: text,
    facts: textList(1),
    /** Accessible name of the card's facts list. */
    label: text,
  }),
  about: z.strictObject({ title: text, text: textList(1) }),
  support: z.strictObject({ title: text, intro: text, items: z.array(titled).min(3) }),
  impact: z.strictObject({ title: text, items: textList(2) }),
  quote: sponsorQuote.optional(),
  cta: z.strictObject({ title: text, text, button: text, whatsappMessage: text }),
});

export type SponsorContent = z.infer<typeof sponsorSchema>;
export type SponsorQuote = z.infer<typeof sponsorQuote>;
