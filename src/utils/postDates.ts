/**
 * Post dates in the site's formats (docs/product.md §11): Spanish `02/09/2025`,
 * English `2 September 2025`. The site-pages plugin formats every post's date
 * at build time with these; the post header, the archive and the home page's
 * latest-news strip read the result through `usePostDateFormatter()`.
 */
import type { Locale } from '../config/locales';
import { formatCalendarDate } from './intl';

/** The key of a post date in the build's table of formatted dates: the date as ISO 8601 in UTC. */
export function postDateKey(date: string | Date): string {
  return new Date(date).toISOString();
}

/**
 * Formats a post date (a `Date`, or an ISO string as the blog plugin gives
 * it, read in UTC so the day never shifts with the reader's time zone).
 */
export function formatPostDate(date: string | Date, locale: Locale): string {
  return formatCalendarDate(new Date(date), locale);
}
