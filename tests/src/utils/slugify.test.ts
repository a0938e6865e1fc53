/** Unit tests of the slugs. */
import { describe, expect, it } from 'vitest';
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
