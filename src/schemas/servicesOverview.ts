/** Content of the services overview, `src/content/services/overview.json` and its English file. */
import * as z from 'zod';
import { staffMessages } from './messages';
import { hero, meta, routeKey, routeLink, stat, text, textList } from './common';
import { priceKey } from './serviceLanding';

const labelledPrice = z.strictObject({ label: text, priceKey });

/** One catalogue entry; `requiresFlag` entries are listed only with that flag. */
export const catalogueEntry = z.strictObject({
  /** Anchor id of the entry. */
  id: z.string().regex(/^[a-z0-9-]+$/, staffMessages.catalogueId),
  title: text,
  items: textList(2),
  /** The page describing the service; shown only once that page is built. */
  link: routeLink,
  prices: z.array(labelledPrice).min(1).optional(),
  /** What the entry costs when no price says it (a free quote), shown in the price column above any prices. */
  priceNote: text.optional(),
  /** Quick question on WhatsApp: button label and prefilled text. */
  cta: z.strictObject({ label: text, whatsappMessage: text }).optional(),
  requiresFlag: z.literal('offersPhoneRepair').optional(),
});

/** The overview's content file. */
export const servicesOverviewSchema = z.strictObject({
  meta,
  hero: hero({
    primary: routeLink,
    /** Link down to `#catalogue`. */
    catalogueLabel: text,
  }),
  trustBar: textList(3),
  /** Indicators over 90 days: exactly four figures. */
  indicators: z.strictObject({ title: text, note: text, items: z.array(stat).length(4) }),
  featured: z.strictObject({
    title: text,
    intro: text,
    cards: z.array(z.strictObject({ title: text, text, route: routeKey, priceKey, linkLabel: text })).length(3),
  }),
  promise: z.strictObject({ title: text, items: z.array(z.strictObject({ title: text, text })).min(3) }),
  deliverables: z.strictObject({ title: text, intro: text, items: textList(3) }),
  /**
   * Every service in one list whose prices compare at a glance; `detailsLabel`
   * is the summary of each entry's disclosure (its items).
   */
  catalogue: z.strictObject({ title: text, intro: text, detailsLabel: text, entries: z.array(catalogueEntry).min(1) }),
  cta: z.strictObject({ title: text, text, whatsappMessage: text, emailSubject: text }),
});

export type ServicesOverviewContent = z.infer<typeof servicesOverviewSchema>;
export type CatalogueEntry = z.infer<typeof catalogueEntry>;
