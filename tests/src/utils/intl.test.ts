/**
 * The shared `Intl` formatters (src/utils/intl.ts): one formatter per locale
 * and options for the whole page load, and the site's calendar-date format.
 */
import { describe, expect, it } from 'vitest';
import { localeInfo } from '../../../src/config/locales';
import { dateTimeFormat, formatCalendarDate, numberFormat } from '../../../src/utils/intl';

describe('cached formatters', () => {
  it('give the same formatter for the same locale and options, a new one otherwise', () => {
    const tag = localeInfo.es.intl;
    expect(numberFormat(tag, { style: 'percent' })).toBe(numberFormat(tag, { style: 'percent' }));
    expect(numberFormat(tag)).not.toBe(numberFormat(tag, { style: 'percent' }));
    expect(dateTimeFormat(tag, { weekday: 'long' })).toBe(dateTimeFormat(tag, { weekday: 'long' }));
    expect(dateTimeFormat(tag, { weekday: 'long' })).not.toBe(dateTimeFormat(localeInfo.en.intl, { weekday: 'long' }));
  });

  it('format as a new formatter would', () => {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };
    expect(numberFormat(localeInfo.en.intl, options).format(1234.5)).toBe(
      new Intl.NumberFormat(localeInfo.en.intl, options).format(1234.5),
    );
  });
});

describe('formatCalendarDate', () => {
  // Late on 2 September in UTC: still 2 September for a reader anywhere.
  const date = new Date(Date.UTC(2025, 8, 2, 23, 30));

  it('writes Spanish dates as dd/mm/yyyy', () => {
    expect(formatCalendarDate(date, 'es')).toBe('02/09/2025');
  });

  it('writes English dates as day, month name, year', () => {
    expect(formatCalendarDate(date, 'en')).toBe('2 September 2025');
  });
});
