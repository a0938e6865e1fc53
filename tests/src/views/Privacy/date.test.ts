/** The privacy policy's "last updated" date in each locale (docs/product.md §11). */
import { describe, expect, it } from 'vitest';
import { formatPolicyDate } from '../../../../src/views/Privacy/date';

describe('formatPolicyDate', () => {
  it('prints 02/09/2025 in Spanish', () => {
    expect(formatPolicyDate('2025-09-02', 'es')).toBe('02/09/2025');
  });

  it('prints 2 September 2025 in English', () => {
    expect(formatPolicyDate('2025-09-02', 'en')).toBe('2 September 2025');
  });

  it('does not shift the day with the time zone', () => {
    expect(formatPolicyDate('2025-01-01', 'es')).toBe('01/01/2025');
    expect(formatPolicyDate('2025-12-31', 'en')).toBe('31 December 2025');
  });

  it('rejects anything but an ISO calendar date', () => {
    expect(() => formatPolicyDate('02/09/2025', 'es')).toThrow(RangeError);
    expect(() => formatPolicyDate('2025-13-40', 'en')).toThrow(RangeError);
  });
});
