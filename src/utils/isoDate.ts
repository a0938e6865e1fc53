/** Content dates written as ISO (`2025-09-02`) in each locale's format. */
import type { Locale } from '../config/locales';
import { formatCalendarDate } from './intl';

/** Formats an ISO date (`YYYY-MM-DD`) for a locale, in UTC. @throws RangeError when `iso` is not a valid date. */
export function formatIsoDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) throw new RangeError(`Invalid ISO date: ${iso}`);
  return formatCalendarDate(date, locale);
}
