/**
 * The contact form's contract, the same for the browser and the server (through `server/src/shared.ts`): the request's fields,
 * every rule a lead must pass, the endpoint's `error` codes with the form's message for each, and the subject.
 * No React, no browser API.
 */
import { isValidEmail, isValidPhone, type ContactMethod } from './fields';

/** The request's fields in the order the form sends them, each with its kind: typed, chosen, set by the page, or a honeypot. */
const fieldKinds = {
  fullName: 'text',
  company: 'text',
  email: 'text',
  mobileNumber: 'text',
  message: 'text',
  topic: 'choice',
  lang: 'page',
  subject: 'page',
  website: 'honeypot',
  nickname: 'honeypot',
} as const;

type FieldKinds = typeof fieldKinds;

/** A field of the contact request. */
export type ContactFieldName = keyof FieldKinds;

type FieldsOfKind<K> = { [F in ContactFieldName]: FieldKinds[F] extends K ? F : never }[ContactFieldName];

/** A field the visitor types into: sent trimmed, kept by a draft. */
export type ContactTextField = FieldsOfKind<'text'>;

/** A honeypot: a field hidden from people, so only bots fill it in. */
export type HoneypotField = FieldsOfKind<'honeypot'>;

/** Every field of the request, in order. */
export const contactFieldNames = Object.keys(fieldKinds) as readonly ContactFieldName[];

/** The fields the visitor types into, in order. */
export const contactTextFields = contactFieldNames.filter((f): f is ContactTextField => fieldKinds[f] === 'text');

/** The honeypots, in order. */
export const honeypotFields = contactFieldNames.filter((f): f is HoneypotField => fieldKinds[f] === 'honeypot');

/**
 * Every `error` code the contact endpoint answers with (docs/server.md, "The contact endpoint"): the 400s of the rules and
 * of the request's shape; the two only a form posted without JavaScript gets (they come back as a draft, never as JSON);
 * then 403, 408 (from the app's error handler), 413, 415, 429 and 503.
 */
export const contactErrorCodes = [
  'missing_field',
  'missing_contact',
  'invalid_email',
  'invalid_phone',
  'invalid_topic',
  'invalid_lang',
  'too_long',
  'bad_request',
  'missing_consent',
  'missing_preferred_contact',
  'cross_site',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
] as const;

/** An `error` code of the contact endpoint. */
export type ContactErrorCode = (typeof contactErrorCodes)[number];

/** `code` as a {@link ContactErrorCode}; any other text is `bad_request`. */
export function contactErrorCode(code: string): ContactErrorCode {
  return (contactErrorCodes as readonly string[]).includes(code) ? (code as ContactErrorCode) : 'bad_request';
}

/** Codes of every message the contact form can show; the view maps each to its text (`./messages`). */
export type ContactMessageCode =
  | 'consentMissing'
  | 'waitBeforeResend'
  | 'contactMissing'
  | 'fullNameMissing'
  | 'messageMissing'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'sending'
  | 'success'
  | 'failure';

/** A control a refusal points at: marked invalid, its message under it. */
export type ContactErrorField = 'fullName' | 'email' | 'mobileNumber' | 'message' | 'consent';

/**
 * A rule of the contract: `holds` tells whether a lead passes; a lead that fails is refused by the server with `error` and
 * shown by the form as `message`, on `field`. The two rules about reaching the visitor name no field: they point at the
 * preferred method's ({@link requiredContactField}).
 */
export interface ContactRule<In> {
  holds: (input: In) => boolean;
  error: ContactErrorCode;
  message: ContactMessageCode;
  field?: ContactErrorField;
}

/** Whether a typed or posted value holds more than whitespace; anything but a string (absent, repeated) holds nothing. */
export function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Whether a honeypot holds text (a bot's lead): a typed value, or any value of a repeated posted one. */
export function isHoneypotFilled(values: Partial<Record<HoneypotField, unknown>>): boolean {
  return honeypotFields.some((name) => {
    const value = values[name];
    return Array.isArray(value) ? value.some(isFilled) : isFilled(value);
  });
}

/** The field the preferred method makes required. */
export function requiredContactField(method: ContactMethod): 'email' | 'mobileNumber' {
  return method === 'phone' ? 'mobileNumber' : 'email';
}

/** The visitor's name is required. */
export const nameRequired = {
  holds: isFilled,
  error: 'missing_field',
  message: 'fullNameMissing',
  field: 'fullName',
} satisfies ContactRule<string>;

/** The message is required. */
export const messageRequired = {
  holds: isFilled,
  error: 'missing_field',
  message: 'messageMissing',
  field: 'message',
} satisfies ContactRule<string>;

/** An e-mail address, when there is one, is valid (what `<input type=email>` accepts). */
export const emailFormat = {
  holds: (value: string) => !isFilled(value) || isValidEmail(value),
  error: 'invalid_email',
  message: 'emailInvalid',
  field: 'email',
} satisfies ContactRule<string>;

/** A phone number, when there is one, matches the phone inputs' `pattern`. */
export const phoneFormat = {
  holds: (value: string) => !isFilled(value) || isValidPhone(value),
  error: 'invalid_phone',
  message: 'phoneInvalid',
  field: 'mobileNumber',
} satisfies ContactRule<string>;

/** The forms' rule: the privacy consent is given, the box ticked (`true`) or posted with a value (browsers send `on`). */
export const consentGiven = {
  holds: (consent: unknown) => consent === true || (typeof consent === 'string' && consent !== ''),
  error: 'missing_consent',
  message: 'consentMissing',
  field: 'consent',
} satisfies ContactRule<unknown>;

/** E-mail and phone as typed or posted, for the rules about reaching the visitor. */
type ContactWays = { email?: unknown; mobileNumber?: unknown };

/** The forms' rule: the field of the preferred method is filled in. */
export const preferredContactGiven = {
  holds: (lead: ContactWays & { method: ContactMethod }) => isFilled(lead[requiredContactField(lead.method)]),
  error: 'missing_preferred_contact',
  message: 'contactMissing',
} satisfies ContactRule<ContactWays & { method: ContactMethod }>;

/** The JSON API's rule (its request names no preferred method): an e-mail address or a phone number, at least. */
export const someContactGiven = {
  holds: (lead: ContactWays) => isFilled(lead.email) || isFilled(lead.mobileNumber),
  error: 'missing_contact',
  message: 'contactMissing',
} satisfies ContactRule<ContactWays>;

const rules: ReadonlyArray<ContactRule<never>> = [
  nameRequired,
  messageRequired,
  emailFormat,
  phoneFormat,
  consentGiven,
  preferredContactGiven,
  someContactGiven,
];

/** The message codes a refusal of the endpoint comes to in the form ({@link formRefusal}). */
export const formRefusalCodes: readonly ContactMessageCode[] = [...new Set(rules.map((r) => r.message)), 'failure'];

/**
 * The form's message for a refusal of the endpoint, and the control it points at: the failed rule's (`field` tells the
 * name's `missing_field` from the message's); `failure` and no control for any other refusal (a rate limit, a length, …).
 * @param method the preferred method, whose field a refusal about reaching the visitor points at.
 */
export function formRefusal(
  error: ContactErrorCode,
  field: string | undefined,
  method: ContactMethod,
): { code: ContactMessageCode; field?: ContactErrorField } {
  const rule = rules.find((r) => r.error === error && (r.field === undefined || r.field === field));
  return rule ? { code: rule.message, field: rule.field ?? requiredContactField(method) } : { code: 'failure' };
}

/**
 * The lead's subject: the topic's label, then the company or else the name, e.g. `Automatizaciones con IA — Conservas Rías SL`;
 * the label alone when neither is given. The form sends it; the mail's subject is `[Web] ` before it (`server/src/mail/message.ts`).
 */
export function buildContactSubject(topicLabel: string, lead: { company: string; fullName: string }): string {
  const who = lead.company.trim() || lead.fullName.trim();
  return who ? `${topicLabel} — ${who}` : topicLabel;
}
