/** Content of the services overview, `src/content/services/overview.json` and its English file. */
import * as z from 'zod';
import { staffMessages } from './messages';
import { hero, meta, routeKey, routeLink, stat, text, textList, titled } from './common';
import { priceKey } from './serviceLanding';

const labelledPrice = z.strictObject({ label: text, priceKey });

/**
 * One catalogue entry, shown as a price card: the title, the first price in large type (or `priceNote` where no price
 * is published), the first three items and the link; the other prices, the other items and the WhatsApp question fold
 * under the card's «Más detalles». An entry whose link goes to a featured service shows no price: it links to that
 * service's card, which has it. `requiresFlag` entries are listed only with that flag.
 */
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
  /** The company's promises; the items fold under `listLabel`. */
  promise: z.strictObject({ title: text, listLabel: text, items: z.array(titled).min(3) }),
  /** What every job leaves the client; the items fold under `listLabel`. */
  deliverables: z.strictObject({ title: text, intro: text, listLabel: text, items: textList(3) }),
  /**
   * Every service as a price card; `detailsLabel` is the summary of each card's disclosure (its other prices and items),
   * `featuredLinkLabel` the link of an entry whose price is on its featured card.
   */
  catalogue: z.strictObject({
    title: text,
    intro: text,
    detailsLabel: text,
    featuredLinkLabel: text,
    entries: z.array(catalogueEntry).min(1),
  }),
  cta: z.strictObject({ title: text, text, whatsappMessage: text, emailSubject: text }),
});

export type ServicesOverviewContent = z.infer<typeof servicesOverviewSchema>;
export type CatalogueEntry = z.infer<typeof catalogueEntry>;
