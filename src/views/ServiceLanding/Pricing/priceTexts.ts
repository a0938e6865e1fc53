/**
 * The pricing texts of a landing page with the figures of a per-minute price
 * filled in: `{monthlyFee}`, `{minuteRate}`, `{exampleMinutes}` and
 * `{exampleTotal}` (`serviceLanding.ts`, `priceFigureNames`), formatted by the
 * build for each locale. Without figures (a price of another shape) the
 * breakdown and the worked example are left out rather than shown with their
 * placeholders.
 */
import type { Locale } from '@site/src/config/locales';
import type { ServiceLandingContent } from '@site/src/schemas/serviceLanding';
import { fillPlaceholders, type PlaceholderValues } from '@site/src/utils/placeholders';
import { keepFiguresTogether } from '@site/src/utils/typography';

/** The filled texts: the breakdown sentence, the worked example's title and sum, and a filler for the other texts. */
export interface PriceTexts {
  breakdown?: string;
  example?: { title: string; text: string };
  /** Fills the figures into any text of the section (a text without them comes back as it was). */
  fill: (text: string) => string;
}

/** The price section's texts in `locale`, the figures filled in and tied to their units. */
export function priceTexts(price: ServiceLandingContent['price'], locale: Locale): PriceTexts {
  const figures = price.figures?.[locale] as PlaceholderValues | undefined;
  const fill = (text: string) => (figures ? keepFiguresTogether(fillPlaceholders(text, figures)) : text);
  const example = price.example && figures?.exampleTotal ? { title: fill(price.example.title), text: fill(price.example.text) } : undefined;
  return { breakdown: price.breakdown && figures ? fill(price.breakdown) : undefined, example, fill };
}
