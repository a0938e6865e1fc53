/** The fact placeholders as the build fills them, price-derived ones (`{decisionDiscount}`) included. Node only. */
import type { Locale } from '../../config/locales';
import { decisionSessionDiscount } from '../../config/prices';
import { factValues, type FactName } from '../../utils/facts';
import type { PlaceholderValues } from '../../utils/placeholders';

/** Every fact placeholder's value in `locale`. */
export function buildFacts(locale: Locale): Record<FactName, string> & PlaceholderValues {
  return factValues(locale, decisionSessionDiscount());
}
