/** Unit tests of the small utilities: slugs and placeholders. */
import { describe, expect, it } from 'vitest';
import { fillDeep, fillPlaceholders, placeholdersIn } from '../../../src/utils/placeholders';
import { slugify } from '../../../src/utils/slugify';

describe('slugify', () => {
  it.each([
    ['PlanOri', 'planori'],
    ['Routan', 'routan'],
    ['Simplia', 'simplia'],
    ['Gestión Ágil 2', 'gestion-agil-2'],
    ['  Año & Niño!  ', 'ano-nino'],
    ['Çà--va__bien', 'ca-va-bien'],
    ['¿?', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('only produces lower-case ASCII letters, digits and single inner hyphens', () => {
    for (const name of ['Über Straße', 'l’Été', 'A  B', '1-2-3']) {
      expect(slugify(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });
});

describe('placeholders', () => {
  it('fills known names and leaves unknown ones', () => {
    expect(fillPlaceholders('{days} d, {x}', { days: '30' })).toBe('30 d, {x}');
  });

  it('does not read inherited properties', () => {
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });

  it('fills every string of nested content without changing other values', () => {
    const out = fillDeep({ a: ['{brand}', 1], b: { c: '{brand}!' }, d: null }, { brand: 'B' });
    expect(out).toEqual({ a: ['B', 1], b: { c: 'B!' }, d: null });
  });

  it('lists the placeholders left in a text', () => {
    expect(placeholdersIn('{a} and {b}, not { c }')).toEqual(['a', 'b']);
  });
});
