/** Content of a generic service page (`src/views/ServicePage`, `src/content/services/<routeKey>.json`); prices by `priceKey`. */
import * as z from 'zod';
import { staffMessages } from './messages';
import { priceKeys, type PriceKey } from '../config/prices';
import { faqItem, meta, text, textList, titled } from './common';

/** A key of the price table (`src/config/prices.ts`). */
export const priceKey = z.enum(priceKeys as [PriceKey, ...PriceKey[]]);

/** A labelled list inside a section (`groups{label, items}`), optionally with its price. */
const serviceGroup = z.strictObject({
  label: text,
  items: textList(1),
  priceKey: priceKey.optional(),
  /** Bullet of the items: a check mark (default) or a cross, for lists of things not to do. */
  icon: z.enum(['check', 'cross']).optional(),
});

/** A table of related tariffs and what each is for, prices by key. */
export const tariffTable = z.strictObject({
  columns: z.strictObject({ name: text, use: text, price: text }),
  rows: z
    .array(
      z.strictObject({
        name: text,
        use: text,
        priceKey,
        /** Small print under the price (e.g. "la primera, gratis"). */
        note: text.optional(),
      }),
    )
    .min(2),
});

/** A section: an `h2` title and at least one of groups, items, tariffs or a description; `priceKey` shows a price under the title. */
export const serviceSection = z
  .strictObject({
    title: text,
    description: text.optional(),
    tariffs: tariffTable.optional(),
    groups: z.array(serviceGroup).min(1).optional(),
    items: textList(1).optional(),
    /** The items are steps in order ("Cómo funciona"): shown as a numbered list instead of check marks. */
    numbered: z.boolean().optional(),
    priceKey: priceKey.optional(),
  })
  .refine((s) => s.description !== undefined || s.groups !== undefined || s.items !== undefined || s.tariffs !== undefined, {
    message: staffMessages.serviceSection,
  });

/** A price the page names by key, with what it is for ("Ampliaciones de equipo"). */
const namedPrice = z.strictObject({ label: text, priceKey });

/** A generic service page's content file. */
export const servicePageSchema = z.strictObject({
  meta,
  eyebrow: text.optional(),
  h1: text,
  summary: text,
  /**
   * The page's prices at a glance, in the card beside the h1 above the highlights: each a job named for what it is and a
   * key of the price table, so a price set in the prices file shows once the page names it here.
   */
  prices: z.array(namedPrice).min(1).max(5).optional(),
  /** Short facts in a card beside the h1 (e.g. "Diagnóstico gratuito"). */
  highlights: textList(2).max(6).optional(),
  /** A boxed note shown under the heading (e.g. the legal note on unlocks). */
  notice: titled.optional(),
  /** The service's path drawn as three or four steps right after the heading (a caption's label and sentence, the steps). */
  flow: z.strictObject({ title: text, text, steps: textList(3).max(4) }).optional(),
  /** The workshop's address, hours and map link under this title and text (services that start with a visit). */
  visit: titled.optional(),
  sections: z.array(serviceSection).min(1),
  cta: z.strictObject({
    title: text,
    description: text,
    whatsappMessage: text.optional(),
    emailSubject: text.optional(),
  }),
  faq: z.array(faqItem).min(1),
});

export type TariffTable = z.infer<typeof tariffTable>;
export type ServiceSection = z.infer<typeof serviceSection>;
export type ServicePageContent = z.infer<typeof servicePageSchema>;
