/**
 * `{name}` placeholders in page content. Copy that mentions a single-source
 * value (the brand from the company module, the 30-day trial from the limits
 * module) writes a placeholder instead of the value, so changing the module
 * changes every page at once (docs/product.md §9, §10).
 */

/** Values by placeholder name, e.g. `{ brand: 'Brétema Tech', days: '30' }`. */
export type PlaceholderValues = Readonly<Record<string, string>>;

const placeholder = /\{([a-zA-Z]+)\}/g;

/**
 * Replaces each `{name}` in `text` whose name is in `values`; unknown
 * placeholders are left as they are, so the content tests can spot them.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(placeholder, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/**
 * {@link fillPlaceholders} over every string of a JSON-like value (objects
 * and arrays are copied, other values kept).
 */
export function fillDeep<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, values)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values)])) as T;
  }
  return value;
}

/** Names of the `{name}` placeholders left in `text` (for tests and checks). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholder)].map((m) => m[1]);
}
