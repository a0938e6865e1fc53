/**
 * The price table and its formatter: the table parsed by its schema, Spanish
 * `1.000 €` with grouping always on, English `€1,000`, cents only where the
 * amount has them, ranges with an en dash, the unit words of each locale's
 * interface strings — tested on made-up prices — and every key of the table
 * formatting in both locales.
 */
import { describe, expect, it } from 'vitest';
import {
  decisionSessionDiscount,
  formatEuros,
  formatPrice,
  formatPriceValue,
  isPriceKey,
  offerOf,
  priceKeys,
  prices,
  unitText,
  type Price,
} from '../../../src/config/prices';
import { locales } from '../../../src/config/locales';
import { codeTranslate } from '../../../src/utils/code-translations';
import { priceTableSchema } from '../../../src/schemas/business';
import priceData from '../../../src/data/prices.json';

const t = { es: codeTranslate('es'), en: codeTranslate('en') };
/** The unit word of `unit` in `locale`, as the interface strings give it. */
const u = (unit: Price['parts'][number]['unit'], locale: 'es' | 'en') => unitText(unit, t[locale]);

// Intl puts a no-break space between the Spanish figure and the euro sign.
const nb = '\u00a0';
/** A price's text with its no-break spaces as plain ones, to compare wording. */
const plain = (text: string) => text.replaceAll(nb, ' ');
/** The word joiner that keeps a range whole after its dash. */
const wj = '\u2060';

describe('formatEuros', () => {
  it('groups thousands in both locales, even four-digit amounts in Spanish', () => {
    expect(formatEuros(1000, 'es')).toBe(`1.000${nb}€`);
    expect(formatEuros(1000, 'en')).toBe('€1,000');
    expect(formatEuros(5000, 'es')).toBe(`5.000${nb}€`);
  });

  it('shows cents only when the amount has them', () => {
    expect(formatEuros(0.14, 'es')).toBe(`0,14${nb}€`);
    expect(formatEuros(0.14, 'en')).toBe('€0.14');
    expect(formatEuros(100, 'es')).toBe(`100${nb}€`);
  });

  it('writes ranges with an en dash, the Spanish symbol once at the end', () => {
    expect(formatEuros(30, 'es', 60)).toBe(`30–60${nb}€`);
    expect(formatEuros(30, 'en', 60)).toBe('€30–€60');
    expect(formatEuros(3000, 'es', 5000)).toBe(`3.000–5.000${nb}€`);
  });
});

describe('formatPrice', () => {
  // Made-up prices of every shape the table uses, so editing the table never breaks the formatter's tests.
  const perMinutePlusMonth: Price = {
    parts: [
      { amount: 0.14, unit: 'minute' },
      { amount: 100, unit: 'month' },
    ],
  };
  const fromPerPhase: Price = { parts: [{ amount: 300, unit: 'monthPerPhase', from: true }] };
  const buildAndMaintenance: Price = {
    parts: [
      { amount: 1000, unit: 'month', from: true },
      { amount: 250, unit: 'month', from: true, maintenance: true },
    ],
  };
  const rangeOrManual: Price = {
    parts: [
      { amount: 30, maxAmount: 60, unit: 'hour' },
      { amount: 200, unit: 'manual' },
    ],
    join: 'or',
  };
  const rangeAndMaintenance: Price = {
    parts: [
      { amount: 3000, maxAmount: 5000, unit: 'month' },
      { amount: 300, maxAmount: 400, unit: 'month', maintenance: true },
    ],
  };

  it('formats a per-minute amount plus a monthly one', () => {
    expect(plain(formatPriceValue(perMinutePlusMonth, 'es', t.es))).toBe(
      plain(`0,14${nb}€${u('minute', 'es')} + 100${nb}€${u('month', 'es')}`),
    );
    expect(plain(formatPriceValue(perMinutePlusMonth, 'en', t.en))).toBe(plain(`€0.14${u('minute', 'en')} + €100${u('month', 'en')}`));
  });

  it('formats starting prices and maintenance fees', () => {
    expect(plain(formatPriceValue(fromPerPhase, 'es', t.es))).toBe(plain(`desde 300${nb}€${u('monthPerPhase', 'es')}`));
    expect(plain(formatPriceValue(fromPerPhase, 'en', t.en))).toBe(plain(`from €300${u('monthPerPhase', 'en')}`));
    expect(plain(formatPriceValue(buildAndMaintenance, 'es', t.es))).toBe(
      plain(`desde 1.000${nb}€${u('month', 'es')} + mantenimiento desde 250${nb}€${u('month', 'es')}`),
    );
    expect(plain(formatPriceValue(buildAndMaintenance, 'en', t.en))).toBe(
      plain(`from €1,000${u('month', 'en')} + maintenance from €250${u('month', 'en')}`),
    );
  });

  it('never ends a line on its starting word or a short preposition', () => {
    for (const locale of locales) {
      for (const price of [buildAndMaintenance, rangeOrManual, fromPerPhase]) {
        expect(formatPriceValue(price, locale, t[locale])).not.toMatch(/(^|\s)(desde|from|por|per|en) /);
      }
    }
  });

  it('formats ranges and alternatives, each range kept whole on its line', () => {
    expect(plain(formatPriceValue(rangeOrManual, 'es', t.es))).toBe(
      plain(`30–${wj}60${nb}€${u('hour', 'es')} o 200${nb}€${u('manual', 'es')}`),
    );
    expect(plain(formatPriceValue(rangeOrManual, 'en', t.en))).toBe(
      plain(`€30–${wj}€60${u('hour', 'en')} or €200${nb}${u('manual', 'en').trimStart()}`),
    );
    expect(plain(formatPriceValue(rangeAndMaintenance, 'en', t.en))).toBe(
      plain(`€3,000–${wj}€5,000${u('month', 'en')} + maintenance €300–${wj}€400${u('month', 'en')}`),
    );
  });

  it('takes every unit word from the interface strings: English differs from Spanish, none is missing', () => {
    for (const unit of ['setup', 'month', 'monthPerPhase', 'hour', 'manual'] as const) {
      expect(u(unit, 'en'), unit).not.toBe('');
      expect(u(unit, 'en'), unit).not.toBe(u(unit, 'es'));
    }
  });

  it('formats a key of the table as its price', () => {
    for (const key of priceKeys)
      for (const locale of locales) expect(formatPrice(key, locale, t[locale])).toBe(formatPriceValue(prices[key], locale, t[locale]));
  });

  it.each(priceKeys.flatMap((key) => locales.map((locale) => [key, locale] as const)))(
    '%s formats in %s with a euro amount and nothing undefined',
    (key, locale) => {
      const text = formatPrice(key, locale, t[locale]);
      expect(text).toMatch(/\d/);
      expect(text).toContain('€');
      expect(text).not.toMatch(/NaN|undefined|null/);
      expect(text).toBe(text.trim());
    },
  );
});

describe('the price table', () => {
  it('is the data file parsed by its schema', () => {
    expect(prices).toEqual(priceTableSchema.parse(priceData));
  });

  it('derives the decision-session discount from the two prices staff set', () => {
    const table = {
      advisory: { parts: [{ amount: 40, unit: 'hour' as const }] },
      decisionSession: { parts: [{ amount: 30, unit: 'hour' as const }] },
    };
    expect(decisionSessionDiscount(table)).toBe(0.25);
    expect(decisionSessionDiscount()).toBe(1 - prices.decisionSession.parts[0].amount / prices.advisory.parts[0].amount);
  });
});

describe('price keys and offers', () => {
  it('recognises keys of the table only', () => {
    expect(isPriceKey('aiSwitchboard')).toBe(true);
    expect(isPriceKey('aiswitchboard')).toBe(false);
    expect(isPriceKey('toString')).toBe(false);
    expect(isPriceKey(3)).toBe(false);
  });

  it('gives JSON-LD offers the lowest amount in EUR', () => {
    for (const key of priceKeys) {
      expect(offerOf(key)).toEqual({ '@type': 'Offer', price: prices[key].parts[0].amount.toFixed(2), priceCurrency: 'EUR' });
    }
    expect(offerOf('aiSwitchboard').price).toMatch(/^\d+\.\d{2}$/);
  });
});
