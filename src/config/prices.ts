/**
 * The price table in euros: `src/data/prices.json` parsed with its schema, formatted with the unit words of `code.json`.
 * Copy names a price by its `PriceKey`. Node only: the build hands the formatted text to the pages.
 */
import { localeInfo, type Locale } from './locales';
import { numberFormat } from '../utils/intl';
import { keepFiguresTogether, NBSP } from '../utils/typography';
// Type-only: Docusaurus's extractor finds the `translate()` calls below by this import; the function is passed in.
import { type translate } from '@docusaurus/Translate';
import priceData from '../data/prices.json';
import { checkBusinessData, priceTableSchema, type Price, type PricePart, type PriceUnit } from '../schemas/business';

export type { Price, PricePart, PriceUnit };

type TranslateFn = typeof translate;

/** The price table, checked against its schema when this module loads. */
export const prices = checkBusinessData('src/data/prices.json', priceTableSchema, priceData) as Record<keyof typeof priceData, Price>;

/** A key of the price table. */
export type PriceKey = keyof typeof priceData;

/** Every price key, in table order. */
export const priceKeys = Object.keys(prices) as PriceKey[];

/** Type guard for price keys written in content files. */
export function isPriceKey(value: unknown): value is PriceKey {
  // Own keys only: `in` would also accept inherited names such as `toString`.
  return typeof value === 'string' && Object.hasOwn(prices, value);
}

/** The decision session's discount on the advisory hourly rate, a fraction (0.5 = 50 %) derived from the two prices. */
export function decisionSessionDiscount(table: Pick<typeof prices, 'advisory' | 'decisionSession'> = prices): number {
  return 1 - table.decisionSession.parts[0].amount / table.advisory.parts[0].amount;
}

/** What follows an amount for its unit: `/mes`, ` de alta`… (leading space or slash included; empty for a one-off price). */
export function unitText(unit: PriceUnit, translate: TranslateFn): string {
  const texts: Record<PriceUnit, string> = {
    oneOff: '',
    setup: translate({ id: 'price.unit.setup', message: ' de alta', description: 'After a one-off setup amount: "150 € de alta"' }),
    month: translate({ id: 'price.unit.month', message: '/mes', description: 'After a monthly amount: "70 €/mes"' }),
    monthPerPhase: translate({
      id: 'price.unit.monthPerPhase',
      message: '/mes en cada fase',
      description: 'After the monthly fee paid during each project phase: "desde 300 €/mes en cada fase"',
    }),
    monthPerDevice: translate({
      id: 'price.unit.monthPerDevice',
      message: '/mes por equipo',
      description: 'After a monthly amount per computer',
    }),
    hour: translate({ id: 'price.unit.hour', message: '/hora', description: 'After an hourly rate: "40 €/hora"' }),
    minute: translate({ id: 'price.unit.minute', message: '/min', description: 'After a per-minute rate: "0,14 €/min"' }),
    session: translate({ id: 'price.unit.session', message: ' por sesión', description: 'After an amount per session' }),
    manual: translate({ id: 'price.unit.manual', message: ' por manual', description: 'After an amount per written manual' }),
  };
  return texts[unit];
}

function joinWords(translate: TranslateFn) {
  return {
    from: translate({ id: 'price.from', message: 'desde ', description: 'Before a starting price: "desde 300 €"' }),
    maintenance: translate({ id: 'price.maintenance', message: 'mantenimiento ', description: 'Before a maintenance fee' }),
    plus: ' + ',
    or: translate({ id: 'price.or', message: ' o ', description: 'Between two alternative amounts' }),
  };
}

/** An amount in euros (`1.000 €` / `€1,000`), cents only when it has them; a range `30–60 €` / `€30–€60` with `maxAmount`. */
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

/** Words a line never ends on inside a price: the starting word and short prepositions of both languages. */
const shortWords = 'desde|from|por|per|de|en|a|o|or|y|and';

/** Any price as one line of text, e.g. `150 € de alta + 70 €/mes`; `translate` is the locale's. */
export function formatPriceValue(price: Price, locale: Locale, translate: TranslateFn): string {
  const w = joinWords(translate);
  const text = price.parts
    .map((part, index) => {
      const value = formatEuros(part.amount, locale, part.maxAmount) + unitText(part.unit, translate);
      return `${part.maintenance && index > 0 ? w.maintenance : ''}${part.from ? w.from : ''}${value}`;
    })
    .join(w[price.join ?? 'plus']);
  // "desde 250 €", "por manual": a starting word or a short preposition never ends a line.
  return keepFiguresTogether(text).replace(new RegExp(`(^|\\s)(${shortWords}) `, 'gu'), `$1$2${NBSP}`);
}

/** A price of the table as one line of text ({@link formatPriceValue}). */
export function formatPrice(key: PriceKey, locale: Locale, translate: TranslateFn): string {
  return formatPriceValue(prices[key], locale, translate);
}

/** The schema.org `Offer` of a price: the first (lowest) amount in EUR. */
export function offerOf(key: PriceKey): { '@type': 'Offer'; price: string; priceCurrency: 'EUR' } {
  const first = prices[key].parts[0];
  return { '@type': 'Offer', price: first.amount.toFixed(2), priceCurrency: 'EUR' };
}
