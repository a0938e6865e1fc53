/**
 * URL fragment ids from display names (docs/product.md §2 "Apps": each app card has an
 * anchor from its slugified name, so `/apps#planori` links straight to it).
 */

/**
 * Turns a name into a lower-case ASCII slug: accents are dropped (`Ñ` → `n`),
 * every run of other characters becomes one hyphen, and hyphens at the ends
 * are trimmed. `PlanOri` → `planori`, `Gestión Ágil 2` → `gestion-agil-2`.
 *
 * @param name any display name.
 * @returns the slug; an empty string when the name has no letter or digit.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
