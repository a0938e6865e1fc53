/** The contact request's schema and 400 error codes (docs/server.md, "The contact endpoint"); the field rules are the form's own. */
import { z } from 'zod';
import { limits, isLocale, type Locale, isContactTopic, isValidEmail, isValidPhone, type ContactTopic } from '../shared';

/** Every field of the request, in form order. */
export const contactFieldNames = [
  'fullName',
  'company',
  'email',
  'mobileNumber',
  'message',
  'topic',
  'lang',
  'subject',
  'website',
  'nickname',
] as const;

/** A field of the contact request. */
export type ContactFieldName = (typeof contactFieldNames)[number];

/** The honeypot fields: hidden from people, filled by bots. */
export const honeypotFields = ['website', 'nickname'] as const satisfies readonly ContactFieldName[];

/** The `error` codes of a 400 reply. */
export const contactErrorCodes = [
  'missing_field',
  'missing_contact',
  'invalid_email',
  'invalid_phone',
  'invalid_topic',
  'invalid_lang',
  'too_long',
  'bad_request',
] as const;

/** A refusal code of the contact endpoint. */
export type ContactErrorCode = (typeof contactErrorCodes)[number];

/** A validated lead, trimmed; absent optional fields are `''`. Lengths in characters (code points). */
export interface ContactInput {
  fullName: string;
  company: string;
  email: string;
  mobileNumber: string;
  message: string;
  topic: ContactTopic;
  lang: Locale;
  /** The subject the server builds from topic and company or name (`mail/message.ts`), stored and mailed; never the client's. */
  subject: string;
}

/** The validated fields of a request: a lead before the server adds its subject. */
export type ContactFields = Omit<ContactInput, 'subject'>;

/** The result of validating a request: its fields, or the first refusal and the field it concerns. */
export type ContactValidation = { ok: true; value: ContactFields } | { ok: false; error: ContactErrorCode; field?: ContactFieldName };

/** Length in code points, CR LF as one (the form's counter saw one line break where the browser sends two characters). */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s.replace(/\r\n/g, '\n')) n += 1;
  return n;
}

const codes = new Set<string>(contactErrorCodes);

/** A text field: one string (an array is `bad_request`), at most `max` characters, trimmed. */
function text(max: number, required: boolean) {
  const base = z
    .string({ error: (iss) => (iss.input === undefined ? 'missing_field' : 'bad_request') })
    .refine((v) => charLength(v) <= max, { error: 'too_long', abort: true })
    .trim();
  return required ? base.min(1, { error: 'missing_field', abort: true }) : base;
}

const optionalText = (max: number) => z.preprocess((v) => (v === undefined ? '' : v), text(max, false));

const field = limits.serverFieldMaxChars;

/** The client's `subject`: accepted and ignored; a repeated one is `bad_request`. */
const clientSubject = z.string({ error: 'bad_request' }).optional();

/** The zod schema of a contact request body (all values as form strings); the contact page's content is `contactPageSchema` of `src/schemas/contactPage.ts`. */
export const contactRequestSchema = z
  .object({
    fullName: text(field, true),
    company: optionalText(field),
    email: optionalText(field).refine((v) => v === '' || isValidEmail(v), { error: 'invalid_email' }),
    mobileNumber: optionalText(field).refine((v) => v === '' || isValidPhone(v), { error: 'invalid_phone' }),
    message: text(limits.serverMessageMaxChars, true),
    topic: text(field, true).refine(isContactTopic, { error: 'invalid_topic' }),
    lang: text(field, true).refine(isLocale, { error: 'invalid_lang' }),
    subject: clientSubject,
  })
  // The request carries no preferred method, so either contact will do.
  .refine((v) => v.email !== '' || v.mobileNumber !== '', { error: 'missing_contact' });

/** Whether a honeypot holds text (a bot's request). Honeypot content is never stored. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  return honeypotFields.some((name) => {
    const v = body[name];
    if (Array.isArray(v)) return v.some((x) => typeof x === 'string' && x.trim() !== '');
    return typeof v === 'string' && v.trim() !== '';
  });
}

/**
 * Validates a parsed form body; unknown fields and honeypots are ignored.
 * @returns the trimmed lead, or the first error and its field (none for `missing_contact`).
 */
export function validateContact(body: Record<string, unknown>): ContactValidation {
  const result = contactRequestSchema.safeParse(body);
  if (result.success) {
    const { subject: _ignored, ...value } = result.data;
    return { ok: true, value: value as ContactFields };
  }
  const issue = result.error.issues[0];
  const error = (codes.has(issue.message) ? issue.message : 'bad_request') as ContactErrorCode;
  const name = issue.path[0];
  const fieldName =
    typeof name === 'string' && (contactFieldNames as readonly string[]).includes(name) ? (name as ContactFieldName) : undefined;
  return error === 'missing_contact' || fieldName === undefined ? { ok: false, error } : { ok: false, error, field: fieldName };
}
