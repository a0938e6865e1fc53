/** Content of the three service landing pages, `src/content/services/<routeKey>.json` and its English file; the 90-day indicators belong to the services overview only. */
import * as z from 'zod';
import { staffMessages } from './messages';
import { formatEuros, isPriceKey, prices, type PriceKey } from '../config/prices';
import { locales, type Locale } from '../config/locales';
import { formatInteger } from '../utils/intl';
import { faqItem, meta, routeKey, step, text, textList, titled } from './common';

/** A key of the price table (`src/config/prices.ts`); content never types a price. */
export const priceKey = z.custom<PriceKey>((value) => isPriceKey(value), {
  message: staffMessages.priceKey,
});

/**
 * The `{name}` placeholders of a per-minute price's texts, which the view fills: the monthly fee and the rate per minute
 * (`100 €`, `0,14 €`), and with an example volume the minutes and the worked example's total (`400`, `156 €`).
 */
export const priceFigureNames = ['monthlyFee', 'minuteRate', 'exampleMinutes', 'exampleTotal'] as const;

/** A placeholder of {@link priceFigureNames}. */
export type PriceFigureName = (typeof priceFigureNames)[number];

/** The formatted figures of a per-minute price, by placeholder; the example's two only when the content gives a volume. */
export type PriceFigures = Partial<Record<PriceFigureName, string>>;

/**
 * The figures of a price made of a monthly fee and a rate per minute, formatted for each locale as the price line
 * formats its amounts (`formatEuros`); with `minutes`, also that volume and the month's total, fee + minutes × rate,
 * rounded to the cent. `undefined` when the price has no single fixed monthly part and per-minute part.
 */
export function perMinuteFigures(key: PriceKey, minutes?: number): Record<Locale, PriceFigures> | undefined {
  const fixed = (unit: 'month' | 'minute') => {
    const parts = prices[key].parts.filter((p) => p.unit === unit && !p.maintenance);
    return parts.length === 1 && parts[0].maxAmount === undefined ? parts[0].amount : undefined;
  };
  const fee = fixed('month');
  const rate = fixed('minute');
  if (fee === undefined || rate === undefined) return undefined;
  const total = minutes === undefined ? undefined : Math.round((fee + minutes * rate) * 100) / 100;
  const figures = (locale: Locale): PriceFigures => ({
    monthlyFee: formatEuros(fee, locale),
    minuteRate: formatEuros(rate, locale),
    ...(minutes !== undefined && total !== undefined
      ? { exampleMinutes: formatInteger(minutes, locale), exampleTotal: formatEuros(total, locale) }
      : {}),
  });
  return Object.fromEntries(locales.map((locale) => [locale, figures(locale)])) as Record<Locale, PriceFigures>;
}

/** The page's sample call with the AI receptionist, labelled as an example: who speaks, then 4–6 turns. */
const callExample = z.strictObject({
  /** The visible label, "Ejemplo de llamada". */
  title: text,
  /** One sentence under the label: the situation of the call. */
  text,
  /** What each side is called (read by screen readers before each turn, shown in the legend). */
  speakers: z.strictObject({ caller: text, ai: text }),
  turns: z
    .array(z.strictObject({ speaker: z.enum(['caller', 'ai']), text }))
    .min(4)
    .max(6),
});

/** One automation drawn twice, by hand and automated: the two lanes' titles and steps (the icons are the view's, by position). */
const flowExample = z.strictObject({
  title: text,
  text,
  /** The process by hand: order in, copied by hand, invoice. */
  manual: z.strictObject({ title: text, steps: textList(3).max(3) }),
  /** The same automated: order in, read by the AI, a person's review, invoice. */
  automated: z.strictObject({ title: text, steps: textList(4).max(4) }),
});

/** The illustration of an AI app at work: a document, the fields it reads from it, and the three stages' labels. */
const appExample = z.strictObject({
  /** The visible label, "Ilustración". */
  title: text,
  text,
  /** The document's name on the drawn page. */
  document: text,
  /** The field names the app reads (values are drawn as bars: no invented data). */
  fields: textList(3).max(4),
  /** Document in, fields read, a person's review. */
  steps: textList(3).max(3),
});

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
  /** Short facts (area, response times, first working version), never reviews. */
  trustBar: textList(3),
  /** The page's picture of the service at work, right under the hero: one of the three, by page. */
  callExample: callExample.optional(),
  flowExample: flowExample.optional(),
  appExample: appExample.optional(),
  forWhom: z.strictObject({ title: text, intro: text.optional(), items: z.array(titled).min(2) }),
  deliverables: z.strictObject({ title: text, intro: text.optional(), items: z.array(titled).min(3) }),
  process: z.strictObject({ title: text, intro: text.optional(), steps: z.array(step).min(3).max(6) }),
  /** A row of what the buyer gets, after its points; its intro opens the row, its items listed under it. */
  security: z.strictObject({ title: text, intro: text, items: z.array(titled).min(2) }),
  /** Tools and technology (automations and app development only): a row of what the buyer gets, before security. */
  tools: z
    .strictObject({
      title: text,
      intro: text,
      items: z.array(z.strictObject({ name: text, text })).min(3),
    })
    .optional(),
  price: z
    .strictObject({
      title: text,
      priceKey,
      /** For a per-minute price: what it is made of, with `{monthlyFee}` and `{minuteRate}`. */
      breakdown: text.optional(),
      /** For a per-minute price: a worked month, `minutes` being the example's volume; `text` uses the four figures. */
      example: z.strictObject({ title: text, minutes: z.number().int().positive(), text }).optional(),
      bullets: textList(2),
      note: text,
      contactLabel: text,
    })
    // The figures are formatted here, at build time, for each locale: a page never formats a price itself.
    .transform((price) => ({ ...price, figures: perMinuteFigures(price.priceKey, price.example?.minutes) })),
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
