/**
 * The fact placeholders as the build fills them: `factValues()` with the
 * facts derived from the price table (`{decisionDiscount}`). Node only.
 */
import type { Locale } from '../../config/locales';
import { decisionSessionDiscount } from '../../config/prices';
import { factValues, type FactName } from '../../utils/facts';
import type { PlaceholderValues } from '../../utils/placeholders';

/** Every fact placeholder's value in `locale`, price-derived ones included. */
export function buildFacts(locale: Locale): Record<FactName, string> & PlaceholderValues {
  return factValues(locale, decisionSessionDiscount());
}
