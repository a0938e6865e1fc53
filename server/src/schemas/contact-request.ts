/** The contact request's schema (docs/server.md, "The contact endpoint"): the contract's fields and rules in zod. */
import { z } from 'zod';
import {
  contactErrorCodes,
  fieldRules,
  isContactTopic,
  isFilled,
  isLocale,
  limits,
  someContactGiven,
  type ContactErrorCode,
  type ContactFieldName,
  type ContactRule,
  type ContactTopic,
  type Locale,
} from '../shared';

/** A validated lead, trimmed; absent optional fields are `''`. Lengths in characters (code points). */
export interface ContactInput {
  fullName: string;
  company: string;
  email: string;
  mobileNumber: string;
  message: string;
  topic: ContactTopic;
  lang: Locale;
  /** The subject the client sent, stored as sent: trimmed, cut to `limits.serverFieldMaxChars` characters; `''` when none. */
  clientSubject: string;
  /** The subject the server builds from topic and company or name (`mail/message.ts`), stored and mailed. */
  subject: string;
}

/** The validated fields of a request: a lead before the server adds its subject. */
export type ContactFields = Omit<ContactInput, 'subject'>;

/** The result of validating a request: its fields, or the first refusal and the field it concerns. */
export type ContactValidation = { ok: true; value: ContactFields } | { ok: false; error: ContactErrorCode; field?: ContactFieldName };

/** Length in code points, CR LF as one (the form's counter saw one line break where the browser sends two characters). */
const charLength = (s: string) => [...s.replace(/\r\n/g, '\n')].length;

const field = limits.serverFieldMaxChars;
const validationCodes: readonly string[] = contactErrorCodes[400];

/** A text field: one string (absent is `missing_field`, an array `bad_request`), at most `max` characters, trimmed. */
const text = (max: number = field) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? 'missing_field' : 'bad_request') })
    .refine((v) => charLength(v) <= max, { error: 'too_long', abort: true })
    .trim();

/** An absent field as `''`. */
const absentAsEmpty = (v: unknown) => (v === undefined ? '' : v);

/** A text field that may be absent. */
const optionalText = () => z.preprocess(absentAsEmpty, text());

/** `schema` checked by a rule of the contract: refused with the rule's code. */
const ruled = <S extends z.ZodType<string>>(schema: S, rule: ContactRule<string>) =>
  schema.refine(rule.holds, { error: rule.error, abort: true });

/** The zod schema of a contact request body (all values as form strings); the contact page's content is `contactPageSchema` of `src/schemas/contactPage.ts`. */
export const contactRequestSchema = z
  .object({
    fullName: ruled(text(), fieldRules.fullName),
    company: optionalText(),
    email: ruled(optionalText(), fieldRules.email),
    mobileNumber: ruled(optionalText(), fieldRules.mobileNumber),
    message: ruled(text(limits.serverMessageMaxChars), fieldRules.message),
    topic: text().refine(isFilled, { error: 'missing_field', abort: true }).refine(isContactTopic, { error: 'invalid_topic' }),
    lang: text().refine(isFilled, { error: 'missing_field', abort: true }).refine(isLocale, { error: 'invalid_lang' }),
    // The client's own subject, kept beside the server's: cut, never refused, for its length; a repeated one is `bad_request`.
    subject: z.preprocess(absentAsEmpty, z.string({ error: 'bad_request' }).trim()),
  })
  // The request carries no preferred method, so either contact will do.
  .refine(someContactGiven.holds, { error: someContactGiven.error });

/**
 * Validates a parsed form body; unknown fields and honeypots are ignored.
 * @returns the trimmed lead, or the first error and its field (none for `missing_contact`).
 */
export function validateContact(body: Record<string, unknown>): ContactValidation {
  const result = contactRequestSchema.safeParse(body);
  if (result.success) {
    const { subject, ...value } = result.data;
    const clientSubject = [...subject].slice(0, field).join('').trimEnd();
    return { ok: true, value: { ...(value as Omit<ContactFields, 'clientSubject'>), clientSubject } };
  }
  const issue = result.error.issues[0];
  const error = validationCodes.includes(issue.message) ? (issue.message as ContactErrorCode) : 'bad_request';
  // A field's issue has its name for path; the whole request's (`missing_contact`) has none.
  const name = issue.path[0] as ContactFieldName | undefined;
  return name === undefined ? { ok: false, error } : { ok: false, error, field: name };
}
