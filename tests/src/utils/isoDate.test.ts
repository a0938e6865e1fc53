/** The privacy policy's "last updated" date in each locale. */
import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../../../src/utils/isoDate';

describe('formatIsoDate', () => {
  it('prints 02/09/2025 in Spanish', () => {
    expect(formatIsoDate('2025-09-02', 'es')).toBe('02/09/2025');
  });

  it('prints 2 September 2025 in English', () => {
    expect(formatIsoDate('2025-09-02', 'en')).toBe('2 September 2025');
  });

  it('does not shift the day with the time zone', () => {
    expect(formatIsoDate('2025-01-01', 'es')).toBe('01/01/2025');
    expect(formatIsoDate('2025-12-31', 'en')).toBe('31 December 2025');
  });

  it('rejects anything but an ISO calendar date', () => {
    expect(() => formatIsoDate('02/09/2025', 'es')).toThrow(RangeError);
    expect(() => formatIsoDate('2025-13-40', 'en')).toThrow(RangeError);
  });
});
