/**
 * The price table of docs/product.md §15, in euros. Every price on
 * the site is read from here, so two pages can never contradict each other;
 * page copy refers to a price by its key (`PriceKey`). Where the offer has two
 * readings, docs/product.md §15 picks one: AI automation is "from 300 €/month
 * per phase"; consulting (first session free, then from 100 € per 90-minute
 * session) is the AI/technology consulting offer; 40 €/hour advisory is the
 * hardware & software advisory page's offer.
 */
import { localeInfo, type Locale } from './locales';
import { numberFormat } from '../utils/intl';

/** What an amount is charged per. */
export type PriceUnit = 'oneOff' | 'setup' | 'month' | 'monthPerPhase' | 'monthPerDevice' | 'hour' | 'minute' | 'session' | 'manual';

/** One amount of a price: a figure or a range, in euros. */
export interface PricePart {
  /** Lowest amount, in euros. */
  amount: number;
  /** Highest amount, in euros, for ranges such as 30–60 €/hour. */
  maxAmount?: number;
  unit: PriceUnit;
  /** "from …": the amount is a starting price. */
  from?: boolean;
  /** The part is the maintenance fee that follows a build. */
  maintenance?: boolean;
}

/** A price: one or more parts, added up (`plus`) or alternatives (`or`). */
export interface Price {
  parts: readonly PricePart[];
  join?: 'plus' | 'or';
}

/** Hourly rate of hardware & software advisory, in euros (one source for `advisory` and `decisionSession`). */
const advisoryHourly = 40;

/** Discount on the advisory hourly rate for a decision or plan session, as a fraction (0.5 = 50 %). */
export const decisionSessionDiscount = 0.5;

export const prices = {
  wordpressSite: {
    parts: [
      { amount: 150, unit: 'setup' },
      { amount: 70, unit: 'month', maintenance: true },
    ],
  },
  reactSite: {
    parts: [
      { amount: 500, unit: 'setup' },
      { amount: 140, unit: 'month', maintenance: true },
    ],
  },
  wixShopifyStore: {
    parts: [
      { amount: 400, unit: 'setup' },
      { amount: 100, unit: 'month', maintenance: true },
    ],
  },
  aiAutomation: { parts: [{ amount: 300, unit: 'monthPerPhase', from: true }] },
  aiSwitchboard: {
    parts: [
      { amount: 0.14, unit: 'minute' },
      { amount: 100, unit: 'month' },
    ],
  },
  aiAppDevelopment: {
    parts: [
      { amount: 1000, unit: 'month', from: true },
      { amount: 250, unit: 'month', from: true, maintenance: true },
    ],
  },
  /** After a free first session; sessions last 90 minutes. */
  consulting: { parts: [{ amount: 100, unit: 'session', from: true }] },
  /** Hardware & software advisory, by the hour; online sessions last 90 minutes. */
  advisory: { parts: [{ amount: advisoryHourly, unit: 'hour' }] },
  /** A session about one decision or plan: the advisory rate less {@link decisionSessionDiscount}. */
  decisionSession: { parts: [{ amount: advisoryHourly * (1 - decisionSessionDiscount), unit: 'hour' }] },
  softwareTraining: {
    parts: [
      { amount: 30, maxAmount: 60, unit: 'hour' },
      { amount: 200, unit: 'manual' },
    ],
    join: 'or',
  },
  hardwareUpgrade: { parts: [{ amount: 25, unit: 'hour' }] },
  hardwareMaintenance: { parts: [{ amount: 25, unit: 'monthPerDevice' }] },
  equipmentInstallation: { parts: [{ amount: 30, unit: 'hour', from: true }] },
  /** One-hour advice session; searching for the equipment is free. */
  adviceSession: { parts: [{ amount: 25, unit: 'session' }] },
  /** Only together with a web service. */
  webPhotography: { parts: [{ amount: 200, unit: 'oneOff', from: true }] },
  /** Depending on distance. */
  technicalSupport: { parts: [{ amount: 40, maxAmount: 200, unit: 'hour' }] },
  customSoftware: {
    parts: [
      { amount: 3000, maxAmount: 5000, unit: 'month' },
      { amount: 300, maxAmount: 400, unit: 'month', maintenance: true },
    ],
  },
} as const satisfies Record<string, Price>;

/** A key of the price table. */
export type PriceKey = keyof typeof prices;

/** Every price key. */
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

/**
 * {@link formatPrice} for any price, not only the table's: the formatter's
 * own tests use made-up prices so that editing the table never breaks them
 * (docs/product.md §15).
 */
export function formatPriceValue(price: Price, locale: Locale): string {
  return price.parts.map((p, i) => formatPart(p, locale, i)).join(words[locale][price.join ?? 'plus']);
}

/**
 * The schema.org `Offer` of a price, for a page's `Service` JSON-LD: the
 * first part's (lowest) amount in EUR.
 */
export function offerOf(key: PriceKey): { '@type': 'Offer'; price: string; priceCurrency: 'EUR' } {
  const first = prices[key].parts[0];
  return { '@type': 'Offer', price: first.amount.toFixed(2), priceCurrency: 'EUR' };
}
