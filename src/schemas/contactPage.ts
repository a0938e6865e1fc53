/**
 * Content of the contact page (docs/product.md §2 "Contact", §9 support hours and reply
 * times): hero, the form's heading and intro, and the support panel. Form
 * labels and messages are interface strings (`translate()`), not content;
 * phone, WhatsApp and e-mail come from `src/config/company.ts`.
 * Files: `src/content/contact.json`, `i18n/en/site-content/contact.json`.
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
    /** Opening hours, one row per channel (docs/product.md §9), e.g. calls Monday–Friday 10:00–12:00 Spanish mainland time. */
    hours: z.array(z.strictObject({ channel: text, when: text })).min(1),
    /** Reply time (docs/product.md §9: within one business day). */
    reply: text,
    /** Accessible labels of the three links; their targets come from the company module. */
    phoneLabel: text,
    whatsappLabel: text,
    emailLabel: text,
    /** Text prefilled in the WhatsApp chat. */
    whatsappMessage: text,
    /** Heading over the workshop's address, hours and map link (from the company module). */
    visitTitle: text,
  }),
  /** Pointer to the sponsorship-proposal form for clubs. */
  sponsorship: z.strictObject({ text, link: routeLink }),
});

/** The parsed content the contact view receives. */
export type ContactContent = z.infer<typeof contactPageSchema>;
