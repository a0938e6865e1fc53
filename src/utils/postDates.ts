/** Post dates in the site's formats, formatted at build time and read through `usePostDateFormatter()`. */
import type { Locale } from '../config/locales';
import { formatCalendarDate } from './intl';

/** The key of a post date in the build's table of formatted dates: the date as ISO 8601 in UTC. */
export function postDateKey(date: string | Date): string {
  return new Date(date).toISOString();
}

/** Formats a post date (a `Date` or ISO string, read in UTC). */
export function formatPostDate(date: string | Date, locale: Locale): string {
  return formatCalendarDate(new Date(date), locale);
}
