/**
 * A calendar date written in content as ISO (`2025-09-02`: the privacy
 * policy's "last updated", a review's date) in each locale's format
 * (docs/product.md §11: Spanish `02/09/2025`, English `2 September 2025`).
 */
import type { Locale } from '../config/locales';
import { formatCalendarDate } from './intl';

/**
 * Formats an ISO calendar date (`YYYY-MM-DD`) for a locale. The date is read
 * and printed in UTC, so it never shifts a day with the reader's time zone.
 * @throws RangeError when `iso` is not a valid date.
 */
export function formatIsoDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) throw new RangeError(`Invalid ISO date: ${iso}`);
  return formatCalendarDate(date, locale);
}
