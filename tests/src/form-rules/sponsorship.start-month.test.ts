/**
 * The sponsorship form's start month is a plain text field with a pattern:
 * it must accept exactly the `YYYY-MM` a month picker
 * would have sent, which is what the proposal e-mail turns into words.
 */
import { describe, expect, it } from 'vitest';
import { formatStartMonth, startMonthPattern } from '../../../src/form-rules/sponsorship';

const matches = (value: string) => new RegExp(`^(?:${startMonthPattern})$`, 'v').test(value);

describe('start month field', () => {
  it.each(['2026-01', '2027-12', '2030-09'])('accepts %s', (value) => {
    expect(matches(value)).toBe(true);
    expect(formatStartMonth(value, 'es-ES')).not.toBe(value);
  });

  it.each(['2026-13', '2026-00', '26-09', '2026/09', 'septiembre', '2026-9'])('rejects %s and keeps it as typed', (value) => {
    expect(matches(value)).toBe(false);
    expect(formatStartMonth(value, 'es-ES')).toBe(value);
  });
});
