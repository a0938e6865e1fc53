/** Drafts of refused no-JavaScript contact posts, in memory under a random id (docs/server.md, "Posting without JavaScript"). */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  contactTopics,
  contactMethods,
  isContactTopic,
  requiredContactField,
  type ContactMessageCode,
  type ContactMethod,
  type ContactTopic,
  type Locale,
} from '../shared';

/** How long a draft can be served, ms. */
export const draftTtlMs = 30 * 60 * 1000;

/** How many drafts are kept at most. */
export const maxDrafts = 1000;

/** Text controls of the contact form a draft fills in, by input name. */
export const draftTextFields = ['fullName', 'company', 'email', 'mobileNumber', 'message'] as const;
/** A text control a draft fills in. */
export type DraftTextField = (typeof draftTextFields)[number];

/** A control a refusal points at (marked invalid, its message under it after hydration). */
export type DraftErrorField = 'fullName' | 'email' | 'mobileNumber' | 'message' | 'consent';

/** What a refused post leaves to fill the form with. */
export interface ContactDraft {
  locale: Locale;
  /** Text values as typed (not trimmed); absent fields are `''`. */
  text: Record<DraftTextField, string>;
  topic: ContactTopic;
  method: ContactMethod;
  consent: boolean;
  error: ContactMessageCode;
  field?: DraftErrorField;
}

/** Draft ids: 128 random bits, URL-safe. */
const idPattern = /^[A-Za-z0-9_-]{22}$/;

/** An in-memory draft store with expiry and a size cap. */
export class DraftStore {
  private readonly cache: LRUCache<string, ContactDraft>;

  /** @param now clock in milliseconds since the epoch. */
  constructor(now: () => number = Date.now) {
    this.cache = new LRUCache({ max: maxDrafts, ttl: draftTtlMs, ttlResolution: 0, perf: { now } });
  }

  /** @returns the new draft's id. */
  put(draft: ContactDraft): string {
    const id = randomBytes(16).toString('base64url');
    this.cache.set(id, draft);
    return id;
  }

  /** The draft of an id, or `undefined` when unknown, malformed or expired. */
  get(id: string): ContactDraft | undefined {
    return idPattern.test(id) ? this.cache.get(id) : undefined;
  }

  /** Drafts held now (expired ones may count until read). */
  get size(): number {
    return this.cache.size;
  }
}

/** A form value as text: a string as posted, anything else (absent, repeated) `''`. */
export function formText(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The preferred contact method a form post chose (`preferredMethod`), e-mail when none or unknown. */
export function postedMethod(body: Record<string, unknown>): ContactMethod {
  const m = formText(body.preferredMethod);
  return (contactMethods as readonly string[]).includes(m) ? (m as ContactMethod) : 'email';
}

/** The form's message (and the control it concerns) for a refusal code of the endpoint. */
export function draftMessage(
  error: string,
  field: string | undefined,
  method: ContactMethod,
): { error: ContactMessageCode; field?: DraftErrorField } {
  switch (error) {
    case 'missing_consent':
      return { error: 'consentMissing', field: 'consent' };
    case 'missing_preferred_contact':
    case 'missing_contact':
      return { error: 'contactMissing', field: requiredContactField(method) };
    case 'invalid_email':
      return { error: 'emailInvalid', field: 'email' };
    case 'invalid_phone':
      return { error: 'phoneInvalid', field: 'mobileNumber' };
    case 'missing_field':
      if (field === 'fullName') return { error: 'fullNameMissing', field: 'fullName' };
      if (field === 'message') return { error: 'messageMissing', field: 'message' };
      return { error: 'failure' };
    default:
      return { error: 'failure' };
  }
}

/** The draft of a refused post (`body` `undefined` when refused before it was read); never the honeypots. */
export function draftOf(locale: Locale, body: Record<string, unknown> | undefined, error: string, field?: string): ContactDraft {
  const b = body ?? {};
  const method = postedMethod(b);
  const topic = formText(b.topic);
  const text = Object.fromEntries(draftTextFields.map((f) => [f, formText(b[f])])) as ContactDraft['text'];
  return {
    locale,
    text,
    topic: isContactTopic(topic) ? topic : contactTopics[0],
    method,
    consent: formText(b.consent) !== '',
    ...draftMessage(error, field, method),
  };
}
