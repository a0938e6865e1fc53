/** Content of the three service landing pages, `src/content/services/<routeKey>.json` and its English file; the 90-day indicators belong to the services overview only. */
import * as z from 'zod';
import { staffMessages } from './messages';
import { isPriceKey, type PriceKey } from '../config/prices';
import { faqItem, meta, routeKey, step, text, textList } from './common';

/** A key of the price table (`src/config/prices.ts`); content never types a price. */
export const priceKey = z.custom<PriceKey>((value) => isPriceKey(value), {
  message: staffMessages.priceKey,
});

const point = z.strictObject({ title: text, text });

/** A service landing page's content file. */
export const serviceLandingSchema = z.strictObject({
  meta,
  /** Short name of the service: the `name` of the page's `Service` JSON-LD. */
  name: text,
  /** The only `h1`, its eyebrow and lead; the labels of the buttons to the contact page and down to `#pricing`. */
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    contactLabel: text,
    pricingLabel: text,
  }),
  /** Short facts (area, response times, first deliverable), never reviews. */
  trustBar: textList(3),
  forWhom: z.strictObject({ title: text, intro: text, items: z.array(point).min(2) }),
  deliverables: z.strictObject({ title: text, intro: text, items: z.array(point).min(3) }),
  process: z.strictObject({ title: text, intro: text, steps: z.array(step).min(3).max(6) }),
  security: z.strictObject({ title: text, intro: text, items: z.array(point).min(2) }),
  /** Tools and technology (automations and app development only). */
  tools: z
    .strictObject({
      title: text,
      intro: text,
      items: z.array(z.strictObject({ name: text, text })).min(3),
    })
    .optional(),
  /** Heading of the section that holds tools and security as two disclosures. */
  details: z.strictObject({ title: text }),
  price: z.strictObject({
    title: text,
    priceKey,
    bullets: textList(2),
    note: text,
    contactLabel: text,
  }),
  faq: z.strictObject({ title: text, items: z.array(faqItem).min(3) }),
  cta: z.strictObject({
    title: text,
    text,
    whatsappMessage: text,
    emailSubject: text,
  }),
  /** Links to related services; `to` is a route key. */
  crossLinks: z.strictObject({
    title: text,
    items: z.array(z.strictObject({ label: text, to: routeKey, text })).min(1),
  }),
});

export type ServiceLandingContent = z.infer<typeof serviceLandingSchema>;
