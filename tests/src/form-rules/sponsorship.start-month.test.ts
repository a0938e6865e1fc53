/**
 * The sponsorship form's start month is a plain text field: it reads the
 * forms its hint shows (`marzo de 2027`, `March 2027`, `03/2027`, `2027-03`)
 * and the proposal e-mail carries each of them as `YYYY-MM`; any other text
 * goes into the e-mail as typed.
 */
import { describe, expect, it } from 'vitest';
import { normalizeStartMonth, startMonthPattern } from '../../../src/form-rules/sponsorship';

const matches = (value: string) => new RegExp(`^(?:${startMonthPattern})$`, 'v').test(value);

describe('start month field', () => {
  it.each([
    ['2027-03', '2027-03'],
    ['2027-3', '2027-03'],
    ['03/2027', '2027-03'],
    ['3/2027', '2027-03'],
    ['marzo de 2027', '2027-03'],
    ['Marzo 2027', '2027-03'],
    ['March 2027', '2027-03'],
    ['september 2026', '2026-09'],
    ['  diciembre de 2026 ', '2026-12'],
  ])('reads %s as %s', (typed, month) => {
    expect(matches(typed.trim())).toBe(true);
    expect(normalizeStartMonth(typed)).toBe(month);
  });

  it.each(['2026-13', '13/2026', 'septiembre', 'pronto', 'Marte de 2027', ''])('leaves %s as typed', (typed) => {
    expect(normalizeStartMonth(typed)).toBeUndefined();
  });
});
