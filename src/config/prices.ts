/**
 * The price table (docs/product.md §15), in euros: typed, read and formatted
 * from `src/data/prices.json` (edited by staff). Every price on the site comes
 * from here; copy names a price by its `PriceKey`.
 */
import { localeInfo, type Locale } from './locales';
import { numberFormat } from '../utils/intl';
import type { z } from 'zod';
import priceData from '../data/prices.json';
import type { priceSchema, priceUnits } from '../schemas/business';

/** What an amount is charged per. */
export type PriceUnit = (typeof priceUnits)[number];

/** One amount of a price: a figure or a range, in euros. */
export type PricePart = Price['parts'][number];

/** A price: parts (amount or range, unit, `from`, `maintenance`) added up (`plus`) or alternatives (`or`). */
export type Price = z.infer<typeof priceSchema>;

/** Discount on the advisory hourly rate for a decision or plan session, as a fraction (0.5 = 50 %). */
export const decisionSessionDiscount = 0.5;

const table = priceData as unknown as Record<keyof typeof priceData, Price>;

/** The price table: `src/data/prices.json` plus the decision session (advisory rate less {@link decisionSessionDiscount}). */
export const prices = {
  ...table,
  decisionSession: { parts: [{ amount: table.advisory.parts[0].amount * (1 - decisionSessionDiscount), unit: 'hour' }] },
} satisfies Record<string, Price>;

export type PriceKey = keyof typeof prices;

export const priceKeys = Object.keys(prices) as PriceKey[];

/** Type guard for price keys written in content files. */
export function isPriceKey(value: unknown): value is PriceKey {
  // Own keys only: `in` would also accept inherited names such as `toString`.
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(prices, value);
}

const unitWords: Record<Locale, Record<PriceUnit, string>> = {
  es: {
    oneOff: '',
    setup: ' de alta',
    month: '/mes',
    monthPerPhase: '/mes por fase',
    monthPerDevice: '/mes por equipo',
    hour: '/hora',
    minute: '/min',
    session: ' por sesión',
    manual: ' por manual',
  },
  en: {
    oneOff: '',
    setup: ' setup',
    month: '/month',
    monthPerPhase: '/month per phase',
    monthPerDevice: '/month per device',
    hour: '/hour',
    minute: '/min',
    session: ' per session',
    manual: ' per manual',
  },
};

const words: Record<Locale, { from: string; maintenance: string; plus: string; or: string }> = {
  es: { from: 'desde ', maintenance: 'mantenimiento ', plus: ' + ', or: ' o ' },
  en: { from: 'from ', maintenance: 'maintenance ', plus: ' + ', or: ' or ' },
};

/**
 * Formats an amount in euros for a locale (docs/product.md §11: Spanish `1.000 €` with
 * grouping always on, English `€1,000`); cents only when the amount has them.
 */
export function formatEuros(amount: number, locale: Locale, maxAmount?: number): string {
  const fraction = !Number.isInteger(amount) || (maxAmount !== undefined && !Number.isInteger(maxAmount));
  const format = numberFormat(localeInfo[locale].intl, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    minimumFractionDigits: fraction ? 2 : 0,
    maximumFractionDigits: 2,
  });
  if (maxAmount === undefined) return format.format(amount);
  // Ranges with an en dash: `30–60 €` in Spanish (symbol once, after), `€30–€60` in English.
  if (locale === 'es') {
    const min = format
      .formatToParts(amount)
      .filter((p) => !['currency', 'literal'].includes(p.type))
      .map((p) => p.value)
      .join('');
    return `${min.trim()}–${format.format(maxAmount)}`;
  }
  return `${format.format(amount)}–${format.format(maxAmount)}`;
}

function formatPart(part: PricePart, locale: Locale, index: number): string {
  const w = words[locale];
  const value = formatEuros(part.amount, locale, part.maxAmount) + unitWords[locale][part.unit];
  return `${part.maintenance && index > 0 ? w.maintenance : ''}${part.from ? w.from : ''}${value}`;
}

/**
 * A price as one line of text, e.g. `150 € de alta + 70 €/mes` /
 * `€150 setup + €70/month`, `desde 300 €/mes por fase` / `from €300/month per phase`.
 */
export function formatPrice(key: PriceKey, locale: Locale): string {
  return formatPriceValue(prices[key], locale);
}

/** {@link formatPrice} for any price (tests use made-up ones, so editing the table never breaks them). */
export function formatPriceValue(price: Price, locale: Locale): string {
  return price.parts.map((p, i) => formatPart(p, locale, i)).join(words[locale][price.join ?? 'plus']);
}

/** The schema.org `Offer` of a price: the first (lowest) amount in EUR. */
export function offerOf(key: PriceKey): { '@type': 'Offer'; price: string; priceCurrency: 'EUR' } {
  const first = prices[key].parts[0];
  return { '@type': 'Offer', price: first.amount.toFixed(2), priceCurrency: 'EUR' };
}
