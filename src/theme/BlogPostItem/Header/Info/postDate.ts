/**
 * Post dates in the site's formats (docs/product.md §11): Spanish `02/09/2025`,
 * English `2 September 2025`. Shared by the post header and the home page's
 * latest-news strip.
 */
import { localeInfo, type Locale } from '@site/src/config/locales';

const formats: Record<Locale, Intl.DateTimeFormatOptions> = {
  es: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  en: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/**
 * Formats a post date (an ISO string as the blog plugin gives it, read in
 * UTC so the day never shifts with the reader's time zone).
 */
export function formatPostDate(date: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, formats[locale]).format(new Date(date));
}
