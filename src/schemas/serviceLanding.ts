/**
 * Content of the three service landing pages (switchboard, automations, app
 * development; docs/product.md): `src/content/services/<routeKey>.json`
 * and its English file. `tools` is used by automations and app development,
 * `impact` by automations.
 */
import * as z from 'zod';
import { isPriceKey, type PriceKey } from '../config/prices';
import { faqItem, meta, routeKey, stat, step, text, textList } from './common';

/** A key of the price table (`src/config/prices.ts`); content never types a price. */
export const priceKey = z.custom<PriceKey>((value) => isPriceKey(value), {
  message: 'must be a key of src/config/prices.ts',
});

/** A titled point with a sentence of explanation (for-whom, deliverables, security). */
const point = z.strictObject({ title: text, text });

export const serviceLandingSchema = z.strictObject({
  meta,
  /** Short name of the service: the `name` of the page's `Service` JSON-LD. */
  name: text,
  /** The only `h1`, its eyebrow and lead; the labels of the hero's buttons. */
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    /** Button to the contact page. */
    contactLabel: text,
    /** Link down to the pricing anchor (`#pricing`). */
    pricingLabel: text,
  }),
  /** Short facts (area, response times, first deliverable), never reviews. */
  trustBar: textList(3),
  forWhom: z.strictObject({ title: text, intro: text, items: z.array(point).min(2) }),
  deliverables: z.strictObject({ title: text, intro: text, items: z.array(point).min(3) }),
  process: z.strictObject({ title: text, intro: text, steps: z.array(step).min(3).max(6) }),
  /** How data and access are handled. */
  security: z.strictObject({ title: text, intro: text, items: z.array(point).min(2) }),
  /** Tools and technology (automations and app development only). */
  tools: z
    .strictObject({
      title: text,
      intro: text,
      items: z.array(z.strictObject({ name: text, text })).min(3),
    })
    .optional(),
  /** Results over 90 days (docs/product.md indicators; automations only). */
  impact: z.strictObject({ title: text, note: text, items: z.array(stat).min(2).max(4) }).optional(),
  /** The pricing block; the amount comes from `priceKey`. */
  price: z.strictObject({
    title: text,
    priceKey,
    bullets: textList(2),
    note: text,
    /** Label of the link to the contact page under the price. */
    contactLabel: text,
  }),
  faq: z.strictObject({ title: text, items: z.array(faqItem).min(3) }),
  /** The closing band with WhatsApp, phone and e-mail. */
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
