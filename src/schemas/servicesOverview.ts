/**
 * Content of the services overview:
 * `src/content/services/overview.json` and its English file; its catalogue
 * covers every service of docs/product.md.
 */
import * as z from 'zod';
import { hero, meta, routeKey, routeLink, stat, text, textList } from './common';
import { priceKey } from './serviceLanding';

/** A price shown on a card or catalogue entry: a caption and a price key (never a typed figure). */
const labelledPrice = z.strictObject({ label: text, priceKey });

/** One catalogue entry; `requiresFlag` entries are listed only with that flag. */
export const catalogueEntry = z.strictObject({
  /** Anchor id of the entry (lower-case letters, digits and hyphens). */
  id: z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and hyphens'),
  title: text,
  items: textList(2),
  /** The page describing the service; shown only once that page is built. */
  link: routeLink,
  /** Prices of the entry, formatted from the price table. */
  prices: z.array(labelledPrice).min(1).optional(),
  /** Optional quick question on WhatsApp: button label and prefilled text. */
  cta: z.strictObject({ label: text, whatsappMessage: text }).optional(),
  requiresFlag: z.literal('offersPhoneRepair').optional(),
});

export const servicesOverviewSchema = z.strictObject({
  meta,
  hero: hero({
    primary: routeLink,
    /** Link down to the catalogue anchor (`#catalogue`). */
    catalogueLabel: text,
  }),
  trustBar: textList(3),
  /** docs/product.md indicators over 90 days: exactly the four figures. */
  indicators: z.strictObject({ title: text, note: text, items: z.array(stat).length(4) }),
  /** The three featured AI services, each with its price and a link. */
  featured: z.strictObject({
    title: text,
    intro: text,
    cards: z.array(z.strictObject({ title: text, text, route: routeKey, priceKey, linkLabel: text })).length(3),
  }),
  /** Short pointer to the rest of the catalogue. */
  otherSolutions: z.strictObject({ title: text, text, tags: textList(3), linkLabel: text }),
  /** What the company commits to on every job. */
  promise: z.strictObject({ title: text, items: z.array(z.strictObject({ title: text, text })).min(3) }),
  /** What every project leaves in the client's hands. */
  deliverables: z.strictObject({ title: text, intro: text, items: textList(3) }),
  catalogue: z.strictObject({ title: text, intro: text, entries: z.array(catalogueEntry).min(1) }),
  cta: z.strictObject({ title: text, text, whatsappMessage: text, emailSubject: text }),
});

export type ServicesOverviewContent = z.infer<typeof servicesOverviewSchema>;
export type CatalogueEntry = z.infer<typeof catalogueEntry>;
