/**
 * `{name}` placeholders: how content names a value that lives in a module
 * (a letter, then letters or digits). The page loader fills every content
 * string with the facts of `src/utils/facts.ts`; the link markers of
 * `src/utils/inlineMarkers.ts` are the other half of the syntax.
 */
import { mapStrings } from './mapStrings';

/** Values by placeholder name, e.g. `{ brand: 'Brétema Tech', days: '30' }`. */
export type PlaceholderValues = Readonly<Record<string, string>>;

/** A `{name}` placeholder; group 1 is the name. Global: reset `lastIndex` or use `matchAll`/`replace`. */
export const placeholderPattern = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** Replaces each `{name}` found in `values`; unknown ones stay for the content tests to spot. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(placeholderPattern, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/** {@link fillPlaceholders} over every string of a JSON-like value (copied). */
export function fillDeep<T>(value: T, values: PlaceholderValues): T {
  return mapStrings(value, (text) => fillPlaceholders(text, values));
}

/** Names of the `{name}` placeholders left in `text` (for tests and checks). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((m) => m[1]);
}
