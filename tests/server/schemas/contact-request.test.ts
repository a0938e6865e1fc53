/**
 * The server accepts every lead the browser form accepts within the limits
 * ("Every input the client accepts within these lengths,
 * the server accepts") — a property test over the shared client rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactRequestFields, initialContactValues, nativeFieldError } from '../../../src/form-rules/contact';
import { buildContactSubject } from '../../../src/form-rules/contact-contract';
import { contactTopics } from '../../../src/form-rules/fields';
import { limits } from '../../../src/config/limits';
import { validateContact } from '../../../server/src/schemas/contact-request';

const text = (max: number) => fc.string({ unit: 'grapheme', maxLength: max });
const phone = fc.stringMatching(/^[0-9 +()-]{7,30}$/);

describe('contact schema vs. the browser form', () => {
  it('every submission the client would send is accepted', () => {
    fc.assert(
      fc.property(
        fc.record({
          fullName: text(60).filter((s) => s.trim() !== ''),
          company: text(limits.serverFieldMaxChars),
          email: fc.oneof(fc.constant(''), fc.emailAddress()),
          mobileNumber: fc.oneof(fc.constant(''), phone),
          message: text(400).filter((s) => s.trim() !== ''),
          topic: fc.constantFrom(...contactTopics),
          lang: fc.constantFrom('es' as const, 'en' as const),
        }),
        (v) => {
          const values = { ...initialContactValues, ...v, consent: true };
          // Keep only what the browser lets through (its own rules, shared module).
          fc.pre((['fullName', 'message', 'email', 'mobileNumber'] as const).every((f) => nativeFieldError(f, values[f]) === undefined));
          fc.pre(values.email.trim() !== '' || values.mobileNumber.trim() !== '');
          fc.pre([...values.fullName].length <= limits.serverFieldMaxChars && values.email.length <= limits.serverFieldMaxChars);
          const subject = buildContactSubject('Topic A', values);
          const body = Object.fromEntries(contactRequestFields(values, v.lang, subject));
          const result = validateContact(body);
          expect(result).toMatchObject({ ok: true });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a phone needs enough digits to dial, as in the form, with or without an e-mail beside it', () => {
    const lead = { fullName: 'Ana', message: 'Hola', topic: contactTopics[0], lang: 'es' };
    const tooFew = '-'.repeat(limits.phoneMinChars);
    const enough = '6'.repeat(limits.phoneMinChars);
    expect(validateContact({ ...lead, mobileNumber: tooFew })).toEqual({ ok: false, error: 'invalid_phone', field: 'mobileNumber' });
    expect(validateContact({ ...lead, mobileNumber: `(${'6'.repeat(limits.phoneMinChars - 1)})` })).toMatchObject({
      ok: false,
      error: 'invalid_phone',
    });
    expect(validateContact({ ...lead, mobileNumber: enough })).toMatchObject({ ok: true });
    expect(validateContact({ ...lead, email: 'ana@example.com', mobileNumber: tooFew })).toMatchObject({
      ok: false,
      error: 'invalid_phone',
    });
  });
});
