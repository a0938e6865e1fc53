/**
 * Post dates in the site's formats (docs/product.md §11): Spanish `02/09/2025`,
 * English `2 September 2025`. Shared by the post header and the home page's
 * latest-news strip.
 */
import type { Locale } from '@site/src/config/locales';
import { formatCalendarDate } from '@site/src/utils/intl';

/**
 * Formats a post date (an ISO string as the blog plugin gives it, read in
 * UTC so the day never shifts with the reader's time zone).
 */
export function formatPostDate(date: string | Date, locale: Locale): string {
  return formatCalendarDate(new Date(date), locale);
}
