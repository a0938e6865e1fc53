/** Content of the home page: `src/content/home.json` and its English file. */
import * as z from 'zod';
import { staffMessages } from './messages';
import { hero, meta, routeKey, routeLink, stat, step, text, textList } from './common';
import { priceKey } from './serviceLanding';

/** The home page's content file. */
export const homeSchema = z.strictObject({
  meta,
  hero: hero({
    primary: routeLink,
    secondary: routeLink,
  }),
  trustBar: textList(3),
  services: z.strictObject({
    title: text,
    intro: text,
    /**
     * One card per service family, its title linking to the service's page: three to six (a full row or two on desktop). Each card
     * carries its price: a key of the price table, or for a service without a published price a short note
     * ("Presupuesto gratis en 24 h").
     */
    cards: z
      .array(
        z
          .strictObject({ title: text, text, route: routeKey, priceKey: priceKey.optional(), priceNote: text.optional() })
          .refine((card) => (card.priceKey === undefined) !== (card.priceNote === undefined), staffMessages.homeCardPrice),
      )
      .min(3)
      .max(6)
      .refine((cards) => new Set(cards.map((c) => c.route)).size === cards.length, staffMessages.homeCards),
  }),
  notListed: z.strictObject({ title: text, text, linkLabel: text }),
  stats: z.strictObject({ title: text, note: text, items: z.array(stat).length(4) }),
  process: z.strictObject({ title: text, intro: text, steps: z.array(step).length(5) }),
  intro: z.strictObject({ title: text, paragraphs: textList(1), link: routeLink }),
  sponsorship: z.strictObject({ eyebrow: text, title: text, text, link: routeLink }),
  whatsapp: z.strictObject({ title: text, text, buttonLabel: text, message: text }),
});

export type HomeContent = z.infer<typeof homeSchema>;
