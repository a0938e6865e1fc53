/**
 * The contact form's contract: its `error` codes are the documented ones
 * (docs/server.md, "The contact endpoint"), each rule's refusal comes to the
 * form's message on the right control, the field lists, the subject.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildContactSubject,
  consentGiven,
  contactErrorCodes,
  contactFieldNames,
  contactTextFields,
  emailFormat,
  formRefusal,
  formRefusalCodes,
  honeypotFields,
  isHoneypotFilled,
  messageRequired,
  nameRequired,
  phoneFormat,
  preferredContactGiven,
  someContactGiven,
  type ContactErrorCode,
} from '../../../src/form-rules/contact-contract';

/** The contact endpoint's section of docs/server.md. */
function endpointDoc(): string {
  const doc = readFileSync(path.resolve(__dirname, '../../../docs/server.md'), 'utf8');
  const start = doc.indexOf('## The contact endpoint');
  return doc.slice(start, doc.indexOf('\n## ', start + 1));
}

/** The `error` codes of a text: backticked, or as `"error":"…"`. */
const codesIn = (text: string) => [...text.matchAll(/`([a-z]+(?:_[a-z]+)+)`|"error":"([a-z_]+)"/g)].map((m) => m[1] ?? m[2]);

/** The table's row of a status. */
const rowOf = (status: string) =>
  endpointDoc()
    .split('\n')
    .find((line) => line.startsWith(`| ${status} |`)) ?? '';

/** The codes the section gives: its 4xx and 5xx rows', and those it names in parentheses, the form post's (`missing_consent`). */
function documentedCodes(): string[] {
  const rows = ['400', '403', '408', '413', '415', '429', '503'].map(rowOf);
  const inParentheses = [...endpointDoc().matchAll(/\(`([a-z]+(?:_[a-z]+)+)`\)/g)].map((m) => m[1]);
  return [...new Set([...rows.flatMap(codesIn), ...inParentheses])].sort();
}

describe('the error codes', () => {
  it('are exactly the documented list, as a type', () => {
    expectTypeOf<ContactErrorCode>().toEqualTypeOf<
      | 'missing_field'
      | 'missing_contact'
      | 'invalid_email'
      | 'invalid_phone'
      | 'invalid_topic'
      | 'invalid_lang'
      | 'too_long'
      | 'bad_request'
      | 'missing_consent'
      | 'missing_preferred_contact'
      | 'cross_site'
      | 'request_timeout'
      | 'payload_too_large'
      | 'unsupported_media_type'
      | 'rate_limited'
      | 'unavailable'
    >();
  });

  it('are exactly the ones docs/server.md names for the contact endpoint', () => {
    expect(Object.values(contactErrorCodes).flat().sort()).toEqual(documentedCodes());
  });

  it('each under the status the documentation gives it', () => {
    for (const [status, codes] of Object.entries(contactErrorCodes)) {
      if (status === 'formPost') continue;
      expect(codesIn(rowOf(status))).toEqual(expect.arrayContaining([...codes]));
    }
  });
});

describe('formRefusal: a refusal of the endpoint as the form shows it', () => {
  it.each([nameRequired, messageRequired, emailFormat, phoneFormat, consentGiven])('$error on $field ⇒ $message there', (rule) => {
    expect(formRefusal(rule.error, rule.field, 'email')).toEqual({ code: rule.message, field: rule.field });
  });

  it.each([preferredContactGiven, someContactGiven])('$error ⇒ $message on the preferred method’s field', (rule) => {
    expect(formRefusal(rule.error, undefined, 'email')).toEqual({ code: rule.message, field: 'email' });
    expect(formRefusal(rule.error, undefined, 'phone')).toEqual({ code: rule.message, field: 'mobileNumber' });
  });

  it('a refusal no rule of the form explains ⇒ failure, on no control', () => {
    for (const [error, field] of [
      ['missing_field', 'topic'],
      ['too_long', 'message'],
      ['rate_limited', undefined],
    ] as const)
      expect(formRefusal(error, field, 'email')).toEqual({ code: 'failure' });
  });

  it('the codes it can give are the ones the form takes back from the page', () => {
    const given = new Set(Object.values(contactErrorCodes).flatMap((codes) => codes.map((e) => formRefusal(e, undefined, 'email').code)));
    for (const rule of [nameRequired, messageRequired, emailFormat, phoneFormat, consentGiven])
      given.add(formRefusal(rule.error, rule.field, 'email').code);
    expect([...given].sort()).toEqual([...formRefusalCodes].sort());
  });
});

describe('the rules', () => {
  it('name and message: more than whitespace', () => {
    for (const rule of [nameRequired, messageRequired]) {
      expect(rule.holds('Ana')).toBe(true);
      expect(rule.holds(' \n ')).toBe(false);
    }
  });

  it('e-mail and phone: checked only when given', () => {
    expect(emailFormat.holds('')).toBe(true);
    expect(emailFormat.holds('ana@example.com')).toBe(true);
    expect(emailFormat.holds('ana@')).toBe(false);
    expect(phoneFormat.holds(' ')).toBe(true);
    expect(phoneFormat.holds('+34 600 111 222')).toBe(true);
    expect(phoneFormat.holds('600')).toBe(false);
  });

  it('consent: a ticked box, or any posted value', () => {
    expect([true, 'on', 'yes'].map(consentGiven.holds)).toEqual([true, true, true]);
    expect([false, '', undefined, ['on', 'on']].map(consentGiven.holds)).toEqual([false, false, false, false]);
  });

  it('the preferred method’s field, or (without a method) either way to reach the visitor', () => {
    const phoneOnly = { email: '', mobileNumber: '600111222' };
    expect(preferredContactGiven.holds({ ...phoneOnly, method: 'phone' })).toBe(true);
    expect(preferredContactGiven.holds({ ...phoneOnly, method: 'email' })).toBe(false);
    expect(someContactGiven.holds(phoneOnly)).toBe(true);
    expect(someContactGiven.holds({ email: ' ', mobileNumber: undefined })).toBe(false);
  });

  it('a honeypot with text, typed or among repeated posted values, is a bot', () => {
    expect(isHoneypotFilled({ website: '', nickname: ' ' })).toBe(false);
    expect(isHoneypotFilled({ nickname: 'x' })).toBe(true);
    expect(isHoneypotFilled({ website: ['', 'http://spam.example'] })).toBe(true);
  });
});

describe('the fields', () => {
  it('the typed ones and the honeypots come from the one list, in its order', () => {
    expect(contactTextFields).toEqual(contactFieldNames.slice(0, contactTextFields.length));
    expect(contactFieldNames.slice(-honeypotFields.length)).toEqual(honeypotFields);
    expect(contactFieldNames).toContain('subject');
  });
});

describe('buildContactSubject (topic label plus company or name)', () => {
  it('uses the company when given', () => {
    expect(buildContactSubject('Topic A', { company: 'Conservas Rías', fullName: 'Uxía' })).toBe('Topic A — Conservas Rías');
  });

  it('uses the name when there is no company', () => {
    expect(buildContactSubject('Topic B', { company: '  ', fullName: ' Uxía Pérez ' })).toBe('Topic B — Uxía Pérez');
  });

  it('is the topic label alone when both are empty', () => {
    expect(buildContactSubject('Topic C', { company: '', fullName: '' })).toBe('Topic C');
  });
});
