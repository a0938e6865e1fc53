/**
 * The contact form's contract, the browser's and the server's (through `server/src/shared.ts`; no React, no browser API): the
 * request's fields, every rule a lead must pass, the endpoint's `error` codes with the form's message for each, the subject.
 */
import { isValidEmail, isValidPhone, type ContactMethod } from './fields';

/** The fields the visitor types into, in the form's order: sent trimmed, kept by a draft. */
export const contactTextFields = ['fullName', 'company', 'email', 'mobileNumber', 'message'] as const;

/** The honeypots: fields hidden from people, so only bots fill them in. */
export const honeypotFields = ['website', 'nickname'] as const;

/** Every field of the request, in order: the typed ones, the topic, the two the page sets, the honeypots. */
export const contactFieldNames = [...contactTextFields, 'topic', 'lang', 'subject', ...honeypotFields] as const;

/** A field of the contact request. */
export type ContactFieldName = (typeof contactFieldNames)[number];

/** A field the visitor types into. */
export type ContactTextField = (typeof contactTextFields)[number];

/** A honeypot field. */
export type HoneypotField = (typeof honeypotFields)[number];

/** Every `error` code of the contact endpoint (docs/server.md), by status. */
export const contactErrorCodes = {
  400: ['missing_field', 'missing_contact', 'invalid_email', 'invalid_phone', 'invalid_topic', 'invalid_lang', 'too_long', 'bad_request'],
  /** Only for a form posted without JavaScript: they come back as a draft, never as JSON. */
  formPost: ['missing_consent', 'missing_preferred_contact'],
  403: ['cross_site'],
  /** Answered by the app's error handler. */
  408: ['request_timeout'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  429: ['rate_limited'],
  503: ['unavailable'],
} as const;

/** An `error` code of the contact endpoint. */
export type ContactErrorCode = (typeof contactErrorCodes)[keyof typeof contactErrorCodes][number];

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
 * A rule: whether a lead `holds` to it; one that fails is refused by the server with `error`, shown by the form as `message` on
 * `field` (the rules about reaching the visitor name none: the preferred method's field, {@link requiredContactField}).
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
  return honeypotFields.some((name) => [values[name]].flat().some(isFilled));
}

/** The field the preferred method makes required. */
export function requiredContactField(method: ContactMethod): 'email' | 'mobileNumber' {
  return method === 'phone' ? 'mobileNumber' : 'email';
}

/** A {@link ContactRule}, its `field` kept as its literal type. */
function rule<In, const F extends ContactErrorField | undefined = undefined>(
  holds: (input: In) => boolean,
  error: ContactErrorCode,
  message: ContactMessageCode,
  field?: F,
): ContactRule<In> & { field: F } {
  return { holds, error, message, field: field as F };
}

/** The visitor's name is required. */
export const nameRequired = rule(isFilled, 'missing_field', 'fullNameMissing', 'fullName');

/** The message is required. */
export const messageRequired = rule(isFilled, 'missing_field', 'messageMissing', 'message');

/** An e-mail address, when there is one, is valid (what `<input type=email>` accepts). */
export const emailFormat = rule((v: string) => !isFilled(v) || isValidEmail(v), 'invalid_email', 'emailInvalid', 'email');

/** A phone number, when there is one, matches the phone inputs' `pattern`. */
export const phoneFormat = rule((v: string) => !isFilled(v) || isValidPhone(v), 'invalid_phone', 'phoneInvalid', 'mobileNumber');

/** The forms' rule: the privacy consent is given, the box ticked (`true`) or posted with a value (browsers send `on`). */
export const consentGiven = rule(
  (c: unknown) => c === true || (typeof c === 'string' && c !== ''),
  'missing_consent',
  'consentMissing',
  'consent',
);

/** The forms' rule: the field of the preferred method (e-mail or phone, as typed or posted) is filled in. */
export const preferredContactGiven = rule(
  (lead: { email?: unknown; mobileNumber?: unknown; method: ContactMethod }) => isFilled(lead[requiredContactField(lead.method)]),
  'missing_preferred_contact',
  'contactMissing',
);

/** The JSON API's rule (its request names no preferred method): an e-mail address or a phone number, at least. */
export const someContactGiven = rule(
  (lead: { email?: unknown; mobileNumber?: unknown }) => isFilled(lead.email) || isFilled(lead.mobileNumber),
  'missing_contact',
  'contactMissing',
);

/** The rules of single fields (required, or a format), by field, in the form's order. */
export const fieldRules = { fullName: nameRequired, email: emailFormat, mobileNumber: phoneFormat, message: messageRequired };

const rules: ReadonlyArray<ContactRule<never>> = [...Object.values(fieldRules), consentGiven, preferredContactGiven, someContactGiven];

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
