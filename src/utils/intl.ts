/**
 * The site's `Intl` formatters, built once and reused (docs/product.md §11
 * Languages, URLs and formats).
 *
 * Building an `Intl.DateTimeFormat` or `Intl.NumberFormat` costs about a
 * millisecond on a phone, more for the first of a locale. Pages format
 * dates, prices and figures while React hydrates them, and a component that
 * builds a few formatters makes a long task that delays the visitor's first
 * tap; so every formatter with the same locale and options is built once
 * per page load.
 */
import { localeInfo, type Locale } from '../config/locales';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = build();
    formatters.set(key, format);
  }
  return format;
}

/**
 * The date formatter for a BCP 47 tag and options.
 * @param intlLocale a BCP 47 tag, e.g. `localeInfo.es.intl`.
 * @throws RangeError for an invalid tag or option, as `Intl` does.
 */
export function dateTimeFormat(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${intlLocale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale, options));
}

/**
 * The number formatter for a BCP 47 tag and options.
 * @param intlLocale a BCP 47 tag, e.g. `localeInfo.en.intl`.
 * @throws RangeError for an invalid tag or option, as `Intl` does.
 */
export function numberFormat(intlLocale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${intlLocale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale, options));
}

/** A calendar date's format per locale: Spanish `02/09/2025`, English `2 September 2025`, read in UTC. */
const calendarDate: Record<Locale, Intl.DateTimeFormatOptions> = {
  es: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  en: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/**
 * A calendar date in the site's format for `locale` (post dates, the
 * privacy policy's date). Read and printed in UTC, so the day never shifts
 * with the reader's time zone.
 */
export function formatCalendarDate(date: Date, locale: Locale): string {
  return dateTimeFormat(localeInfo[locale].intl, calendarDate[locale]).format(date);
}
