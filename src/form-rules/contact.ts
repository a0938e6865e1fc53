/**
 * The contact form's state and request, without React. Messages are {@link ContactMessageCode}s the view maps to text with
 * `translate()`; the fields and rules are the contract's (`./contact-contract`, shared with the server).
 */
import { limits } from '../config/limits';
import type { Locale } from '../config/locales';
import type { FormRules, Refusal } from './state-rules';
import { contactMethods, isContactTopic, type ContactMethod, type ContactTopic } from './fields';
import { buildMailto, type MailField } from './mailto';
import {
  consentGiven,
  contactFieldNames,
  contactTextFields,
  fieldRules,
  formRefusalCodes,
  honeypotFields,
  isHoneypotFilled,
  preferredContactGiven,
  requiredContactField,
  type ContactErrorField,
  type ContactMessageCode,
  type ContactTextField,
  type HoneypotField,
} from './contact-contract';

/** Where the form posts its lead. Root-relative: the same endpoint serves both locales. */
export const contactEndpoint = '/api/contact.php';

/** `localStorage` key of the last submission time, in milliseconds since the epoch. */
export const lastSubmitStorageKey = 'contact:lastSubmitAt';

/**
 * Everything the visitor can fill in or choose: the contract's typed fields and honeypots, the topic, the preferred method
 * (it decides whether `email` or `mobileNumber` is required) and the privacy consent (checked by the submit handler, never sent).
 */
export type ContactValues = Record<ContactTextField | HoneypotField, string> & {
  topic: ContactTopic;
  method: ContactMethod;
  consent: boolean;
};

/** The form as first shown and after a success: typed fields and honeypots empty, topic `automation`, method `email`, consent unticked. */
export const initialContactValues: Readonly<ContactValues> = {
  ...Object.fromEntries([...contactTextFields, ...honeypotFields].map((name) => [name, ''])),
  topic: 'automation',
  method: 'email',
  consent: false,
} as ContactValues;

/**
 * Fields with rules of their own: the browser checks them from their HTML attributes while the page runs without
 * JavaScript; the script checks them itself ({@link fieldErrors}).
 */
export type NativeField = keyof typeof fieldRules;

/** Fields with rules of their own, in the form's order. */
export const nativeFields = Object.keys(fieldRules) as readonly NativeField[];

const errorFields: readonly ContactErrorField[] = [...nativeFields, consentGiven.field];

/**
 * State rules for `useFormState`: on hydration only offered topics/methods and the server's `data-error`/`data-error-field`
 * refusal are kept; a change of method fixes e-mail and phone; a refusal about no field (the wait) ends on the next change.
 */
export const contactFormRules: FormRules<ContactValues, ContactMessageCode> = {
  idPrefix: 'contact',
  selector: 'form[data-contact-form]',
  initial: initialContactValues,
  names: { method: 'preferredMethod' },
  accept: (held) => ({
    ...held,
    topic: isContactTopic(held.topic) ? held.topic : initialContactValues.topic,
    method: contactMethods.includes(held.method) ? held.method : initialContactValues.method,
  }),
  refusalIn: (form): Refusal<ContactErrorField, ContactMessageCode> | undefined => {
    const code = form.dataset.error as ContactMessageCode | undefined;
    const field = form.dataset.errorField as ContactErrorField | undefined;
    if (!code || !formRefusalCodes.includes(code)) return undefined;
    return { code, fields: field && errorFields.includes(field) ? [field] : [] };
  },
  alsoFixes: { method: ['email', 'mobileNumber'] },
  unboundRefusal: 'clear',
};

/** What the submit handler should do with a submission. */
export type SubmitDecision =
  /** A honeypot is filled: do nothing and show nothing. */
  | { kind: 'ignore' }
  /** Refuse with a message; `field` is the control to mark invalid and focus, if any. */
  | { kind: 'refuse'; code: ContactMessageCode; field?: 'consent' | 'email' | 'mobileNumber' }
  | { kind: 'send' };

/** Seconds still to wait before another submission may be sent; `0` when none. */
export function secondsToWait(lastSubmitAt: number | undefined, now: number): number {
  if (lastSubmitAt === undefined || !Number.isFinite(lastSubmitAt)) return 0;
  const elapsedMs = now - lastSubmitAt;
  // A time in the future (clock changed) does not lock the form for longer than the wait.
  if (elapsedMs < 0) return limits.resubmitWaitSeconds;
  return Math.max(0, Math.ceil(limits.resubmitWaitSeconds - elapsedMs / 1000));
}

/**
 * The submit handler's checks in order, once {@link fieldErrors} finds nothing: honeypots, consent, the resubmit wait, then
 * the field the preferred method requires. Times are milliseconds since the epoch.
 */
export function decideSubmit(values: ContactValues, lastSubmitAt: number | undefined, now: number): SubmitDecision {
  if (isHoneypotFilled(values)) return { kind: 'ignore' };
  if (!consentGiven.holds(values.consent)) return { kind: 'refuse', code: consentGiven.message, field: consentGiven.field };
  if (secondsToWait(lastSubmitAt, now) > 0) return { kind: 'refuse', code: 'waitBeforeResend' };
  if (!preferredContactGiven.holds(values))
    return { kind: 'refuse', code: preferredContactGiven.message, field: requiredContactField(values.method) };
  return { kind: 'send' };
}

/**
 * The message code for a field with rules of its own, or `undefined` when fine: the contract's rule of the field (name and
 * message required; e-mail and phone format-checked when not empty, as the fields' HTML attributes do).
 */
export function nativeFieldError(field: NativeField, value: string): ContactMessageCode | undefined {
  const rule = fieldRules[field];
  return rule.holds(value) ? undefined : rule.message;
}

/**
 * Every field whose own rule fails ({@link nativeFieldError}), in the form's order, with its message code: what the
 * submit handler checks before {@link decideSubmit}, as the browser does before posting a form without JavaScript.
 */
export function fieldErrors(values: ContactValues): Array<{ field: NativeField; code: ContactMessageCode }> {
  return nativeFields.flatMap((field) => {
    const code = nativeFieldError(field, values[field]);
    return code ? [{ field, code }] : [];
  });
}

/** The request's fields in order (the contract's), typed text trimmed; consent and the preferred method are not sent. */
export function contactRequestFields(values: ContactValues, locale: Locale, subject: string): Array<[string, string]> {
  const sent = { ...values, lang: locale, subject };
  return contactFieldNames.map((name) => [name, (contactTextFields as readonly string[]).includes(name) ? sent[name].trim() : sent[name]]);
}

/** The `multipart/form-data` body: {@link contactRequestFields} as a `FormData`. */
export function contactFormData(values: ContactValues, locale: Locale, subject: string): FormData {
  const data = new FormData();
  for (const [name, value] of contactRequestFields(values, locale, subject)) data.append(name, value);
  return data;
}

/** The request's `fetch` options; no `Content-Type`, so the browser sets it with the multipart boundary. */
export function contactRequestInit(body: FormData): RequestInit {
  return { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } };
}

/** Whether the server took the lead: status OK and, if the body is JSON, its `ok` is not `false`; an unreadable body is a failure. */
export async function isSuccessfulResponse(response: Pick<Response, 'ok' | 'text'>): Promise<boolean> {
  if (!response.ok) return false;
  const text = await response.text().catch(() => undefined);
  if (text === undefined) return false;
  try {
    return (JSON.parse(text) as { ok?: unknown } | null)?.ok !== false;
  } catch {
    return true;
  }
}

/**
 * The `mailto:` link opened when sending fails, to the company's address `to`; at most `limits.mailtoMaxChars` characters.
 * `labels` are in the page's locale; `trimNotice` follows a shortened message.
 */
export function contactFallbackMailto(
  to: string,
  values: ContactValues,
  subject: string,
  topicLabel: string,
  labels: Record<'fullName' | 'email' | 'mobileNumber' | 'company' | 'topic' | 'message' | 'trimNotice', string>,
): string {
  const fields: MailField[] = (['fullName', 'email', 'mobileNumber', 'company'] as const).map((k) => ({
    label: labels[k],
    value: values[k],
  }));
  fields.push({ label: labels.topic, value: topicLabel });
  return buildMailto({ to, subject, fields, message: { label: labels.message, text: values.message }, trimNotice: labels.trimNotice });
}

/** The little storage the wait needs; `localStorage` in the browser, a fake in tests. */
export type SubmitTimeStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The last submission time from the store, or `undefined` when missing or unreadable. */
export function readLastSubmitAt(store: SubmitTimeStore): number | undefined {
  try {
    const raw = store.getItem(lastSubmitStorageKey);
    return raw === null || !Number.isFinite(Number(raw)) ? undefined : Number(raw);
  } catch {
    return undefined;
  }
}

/** Records a submission time (milliseconds since the epoch); storage errors are ignored. */
export function writeLastSubmitAt(store: SubmitTimeStore, at: number): void {
  try {
    store.setItem(lastSubmitStorageKey, String(Math.round(at)));
  } catch {
    // Storage full or blocked: the wait then only lasts while the page stays open.
  }
}

/** The browser's `localStorage`, or an in-memory store when it is blocked or during server-side rendering. */
export function browserSubmitTimeStore(): SubmitTimeStore {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Accessing localStorage throws when the browser blocks it.
  }
  return memoryStore;
}

const memory = new Map<string, string>();
const memoryStore: SubmitTimeStore = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
