/**
 * The site's `Intl` formatters, each built once per locale and options and
 * reused: building one costs about a millisecond on a phone, and pages
 * format while React hydrates.
 */
import { localeInfo, type Locale } from '../config/locales';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  if (!formatters.has(key)) formatters.set(key, build());
  return formatters.get(key) as T;
}

/** The cached date formatter for a BCP 47 tag and options. @throws RangeError as `Intl` does. */
export function dateTimeFormat(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${intlLocale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale, options));
}

/** The cached number formatter for a BCP 47 tag and options. @throws RangeError as `Intl` does. */
export function numberFormat(intlLocale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${intlLocale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale, options));
}

/** A whole number in `locale`'s style: Spanish `1200` but `12.000` (no separator in four digits, as the RAE writes), English `1,200`. */
export function formatInteger(value: number, locale: Locale): string {
  return numberFormat(localeInfo[locale].intl).format(value);
}

/** A calendar date's format per locale: Spanish `02/09/2025`, English `2 September 2025`, read in UTC. */
const calendarDate: Record<Locale, Intl.DateTimeFormatOptions> = {
  es: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  en: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/** A calendar date in the site's format for `locale`, in UTC so the day never shifts with the reader's zone. */
export function formatCalendarDate(date: Date, locale: Locale): string {
  return dateTimeFormat(localeInfo[locale].intl, calendarDate[locale]).format(date);
}
