/** URL fragment ids from display names (the apps' anchors, `/apps#planori`). */

/** A lower-case ASCII slug: `Gestión Ágil 2` → `gestion-agil-2`; `''` without a letter or digit. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
