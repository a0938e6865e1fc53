/**
 * The price table's formatting (decisions: "Prices", "Languages, URLs and
 * formats"): Spanish `1.000 €` with grouping always on, English `€1,000`,
 * cents only where the amount has them, ranges with an en dash, and every
 * key of spec §9 formatting in both locales.
 */
import { describe, expect, it } from 'vitest';
import { formatEuros, formatPrice, isPriceKey, offerOf, priceKeys } from '../../src/config/prices';
import { locales } from '../../src/config/locales';

// Intl puts a no-break space between the Spanish figure and the euro sign.
const nb = '\u00a0';

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
  it('formats the switchboard per minute plus per month', () => {
    expect(formatPrice('aiSwitchboard', 'es')).toBe(`0,14${nb}€/min + 100${nb}€/mes`);
    expect(formatPrice('aiSwitchboard', 'en')).toBe('€0.14/min + €100/month');
  });

  it('formats starting prices and maintenance fees', () => {
    expect(formatPrice('aiAutomation', 'es')).toBe(`desde 300${nb}€/mes por fase`);
    expect(formatPrice('aiAutomation', 'en')).toBe('from €300/month per phase');
    expect(formatPrice('aiAppDevelopment', 'es')).toBe(`desde 1.000${nb}€/mes + mantenimiento desde 250${nb}€/mes`);
    expect(formatPrice('aiAppDevelopment', 'en')).toBe('from €1,000/month + maintenance from €250/month');
  });

  it('formats ranges and alternatives', () => {
    expect(formatPrice('softwareTraining', 'es')).toBe(`30–60${nb}€/hora o 200${nb}€ por manual`);
    expect(formatPrice('softwareTraining', 'en')).toBe('€30–€60/hour or €200 per manual');
    expect(formatPrice('customSoftware', 'en')).toBe('€3,000–€5,000/month + maintenance €300–€400/month');
  });

  it.each(priceKeys.flatMap((key) => locales.map((locale) => [key, locale] as const)))(
    '%s formats in %s with a euro amount and nothing undefined',
    (key, locale) => {
      const text = formatPrice(key, locale);
      expect(text).toMatch(/\d/);
      expect(text).toContain('€');
      expect(text).not.toMatch(/NaN|undefined|null/);
      expect(text).toBe(text.trim());
    },
  );
});

describe('price keys and offers', () => {
  it('recognises keys of the table only', () => {
    expect(isPriceKey('aiSwitchboard')).toBe(true);
    expect(isPriceKey('aiswitchboard')).toBe(false);
    expect(isPriceKey('toString')).toBe(false);
    expect(isPriceKey(3)).toBe(false);
  });

  it('gives JSON-LD offers the lowest amount in EUR', () => {
    expect(offerOf('aiSwitchboard')).toEqual({ '@type': 'Offer', price: '0.14', priceCurrency: 'EUR' });
    expect(offerOf('aiAppDevelopment').price).toBe('1000.00');
  });
});
