/**
 * Content of the contact page: `src/content/contact.json`
 * and its English file. Form labels and messages are interface strings;
 * contact details come from `src/config/company.ts`.
 */
import * as z from 'zod';
import { formCard, meta, routeLink, text } from './common';

/** Schema of the contact page's content, both locales (the request the form posts is `contactRequestSchema` of the server). */
export const contactPageSchema = z.strictObject({
  meta,
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  form: formCard,
  support: z.strictObject({
    title: text,
    intro: text,
    /** Opening hours, one row per channel (hour placeholders from `company.hours`). */
    hours: z.array(z.strictObject({ channel: text, when: text })).min(1),
    reply: text,
    /** Accessible labels of the three links; their targets come from the company module. */
    phoneLabel: text,
    whatsappLabel: text,
    emailLabel: text,
    whatsappMessage: text,
    /** Heading over the workshop's address, hours and map link (from the company module). */
    visitTitle: text,
  }),
  /** Pointer to the sponsorship-proposal form for clubs. */
  sponsorship: z.strictObject({ text, link: routeLink }),
});

export type ContactContent = z.infer<typeof contactPageSchema>;
