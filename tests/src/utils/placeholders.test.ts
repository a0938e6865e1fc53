/** Unit tests of the placeholders. */
import { describe, expect, it } from 'vitest';
import { fillDeep, fillPlaceholders, placeholdersIn } from '../../../src/utils/placeholders';

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
