/**
 * Client and server agree (property-based with fast-check;
 * docs/product.md: "Every input the client accepts within these lengths,
 * the server accepts"):
 *
 * 1. Whatever the contact form lets through — its browser-side rules
 *    (`nativeFieldError`), its submit checks (`decideSubmit`), its `maxLength`
 *    of 300 on text inputs — within the server's lengths, encoded exactly as
 *    the browser encodes it (`contactFormData` serialised by the fetch
 *    implementation, which turns every line break into CR LF), the server
 *    stores, with the same trimmed values.
 * 2. Every value the server refuses for its format (`invalid_email`,
 *    `invalid_phone`, `missing_field` on blank text), the client refuses too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateContact } from '../../../server/src/schemas/contact-request';
import { limits } from '../../../src/config/limits';
import { contactMethods, contactTopics } from '../../../src/form-rules/fields';
import { contactFormData, decideSubmit, nativeFieldError, type ContactValues } from '../../../src/form-rules/contact';
import {
  buildContactSubject,
  emailFormat,
  messageRequired,
  nameRequired,
  phoneFormat,
  requiredContactField,
} from '../../../src/form-rules/contact-contract';
import { build } from '../helpers';

const emailLocal = fc.stringMatching(/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,20}$/);
const label = fc.stringMatching(/^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,10}[a-zA-Z0-9])?$/);
const validEmail = fc.tuple(emailLocal, fc.array(label, { minLength: 1, maxLength: 3 })).map(([l, d]) => `${l}@${d.join('.')}`);
const validPhone = fc.stringMatching(/^[0-9 +()-]{7,30}$/);

/** Any text, with the characters that tend to break things mixed in. */
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\r\n', '\t', 'é', '😀', '\u2028', '\u0000', '<', '"'), maxLength }),
  );

/** Values the visitor could type, honeypots empty, consent ticked. */
const formValues: fc.Arbitrary<ContactValues> = fc.record({
  topic: fc.constantFrom(...contactTopics),
  method: fc.constantFrom(...contactMethods),
  fullName: text(limits.serverFieldMaxChars),
  company: text(limits.serverFieldMaxChars),
  email: fc.oneof(validEmail, fc.constant(''), text(40)),
  mobileNumber: fc.oneof(validPhone, fc.constant(''), text(20)),
  message: fc.oneof(
    text(200),
    fc.string({ unit: fc.constantFrom('a', '\n', 'ñ', ' '), minLength: 4900, maxLength: limits.serverMessageMaxChars }),
  ),
  consent: fc.constant(true),
  website: fc.constant(''),
  nickname: fc.constant(''),
});

/** What the contact form would send: every browser rule and submit check passes, within the server's lengths. */
function clientSends(v: ContactValues): boolean {
  if (decideSubmit(v, undefined, Date.now()).kind !== 'send') return false;
  for (const f of ['fullName', 'message', 'email', 'mobileNumber'] as const) if (nativeFieldError(f, v[f]) !== undefined) return false;
  // `maxLength` on the text inputs counts UTF-16 code units (the server counts characters, never more).
  for (const f of ['fullName', 'company', 'email', 'mobileNumber'] as const) if (v[f].length > limits.serverFieldMaxChars) return false;
  // The textarea has no maxLength; the server's limit applies to what the visitor typed.
  return v.message.trim().length <= limits.serverMessageMaxChars;
}

/** The request body exactly as the browser's fetch encodes a FormData. */
async function encode(data: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const req = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

describe('client accepts ⇒ server accepts (and stores what was typed)', () => {
  it('for generated submissions, through the real endpoint', async () => {
    const t = await build({ RATE_LIMIT_PER_CLIENT: '1000000', RATE_LIMIT_GLOBAL_PER_MIN: '1000000' });
    await fc.assert(
      fc.asyncProperty(formValues.filter(clientSends), fc.constantFrom('es', 'en' as const), async (v, locale) => {
        const subject = buildContactSubject(`T-${v.topic}`, v);
        const { payload, contentType } = await encode(contactFormData(v, locale, subject));
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/contact.php',
          payload,
          headers: { 'content-type': contentType, origin: 'http://localhost:3000' },
        });
        expect(res.json()).toEqual({ ok: true, id: expect.any(Number) });
        const lead = t.app.leads.get(res.json().id)!;
        // The browser sends line breaks as CR LF; the lead keeps them so.
        const sent = (s: string) => s.trim().replace(/\r?\n|\r/g, '\r\n');
        expect(lead).toMatchObject({
          fullName: sent(v.fullName),
          company: sent(v.company),
          email: v.email.trim(),
          mobileNumber: v.mobileNumber.trim(),
          message: sent(v.message),
          topic: v.topic,
          lang: locale,
        });
        expect(lead[requiredContactField(v.method)]).not.toBe('');
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

describe('server refuses a format ⇒ client refuses it too', () => {
  const base = { fullName: 'Ana', message: 'Hola', topic: 'dev', lang: 'es', email: 'ana@example.com', mobileNumber: '600111222' };

  // Each checked format: its rule (field, the server's error code, the browser's message) and values to try.
  const formats = [
    {
      name: 'e-mail addresses',
      rule: emailFormat,
      candidates: fc.oneof(
        validEmail,
        text(60),
        fc.tuple(validEmail, text(3)).map(([e, x]) => e + x),
        fc.tuple(text(3), validEmail).map(([x, e]) => x + e),
      ),
    },
    {
      name: 'phone numbers',
      rule: phoneFormat,
      candidates: fc.oneof(
        validPhone,
        text(30),
        fc.tuple(validPhone, text(2)).map(([p, x]) => p + x),
        fc.stringMatching(/^[0-9 +()\-.x/]{0,12}$/),
      ),
    },
  ] as const;

  for (const { name, rule, candidates } of formats) {
    it(name, () => {
      fc.assert(
        fc.property(candidates, (value) => {
          const r = validateContact({ ...base, [rule.field]: value });
          if (!r.ok && r.error === rule.error) expect(nativeFieldError(rule.field, value)).toBe(rule.message);
          if (nativeFieldError(rule.field, value) === undefined && value.length <= limits.serverFieldMaxChars)
            expect(r).toMatchObject({ ok: true });
        }),
        { numRuns: 3000 },
      );
    });
  }

  it('blank name or message', () => {
    fc.assert(
      fc.property(fc.constantFrom(nameRequired, messageRequired), text(10), (rule, value) => {
        const r = validateContact({ ...base, [rule.field]: value });
        if (!r.ok && r.error === rule.error && r.field === rule.field) expect(nativeFieldError(rule.field, value)).toBe(rule.message);
      }),
      { numRuns: 2000 },
    );
  });
});
