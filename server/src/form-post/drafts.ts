/** Drafts of refused no-JavaScript contact posts, in memory under a random id (docs/server.md, "Posting without JavaScript"). */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  consentGiven,
  contactMethods,
  contactTextFields,
  contactTopics,
  formRefusal,
  isContactTopic,
  type ContactErrorCode,
  type ContactErrorField,
  type ContactMessageCode,
  type ContactMethod,
  type ContactTextField,
  type ContactTopic,
  type Locale,
} from '../shared';

/** How long a draft can be served, ms. */
export const draftTtlMs = 30 * 60 * 1000;

/** How many drafts are kept at most. */
export const maxDrafts = 1000;

/** What a refused post leaves to fill the form with. */
export interface ContactDraft {
  locale: Locale;
  /** Text values as typed (not trimmed), by input name; absent fields are `''`. */
  text: Record<ContactTextField, string>;
  topic: ContactTopic;
  method: ContactMethod;
  consent: boolean;
  error: ContactMessageCode;
  field?: ContactErrorField;
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
function formText(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The preferred contact method a form post chose (`preferredMethod`), e-mail when none or unknown. */
export function postedMethod(body: Record<string, unknown>): ContactMethod {
  const m = formText(body.preferredMethod);
  return (contactMethods as readonly string[]).includes(m) ? (m as ContactMethod) : 'email';
}

/** The draft of a refused post (`body` `undefined` when refused before it was read); never the honeypots. */
export function draftOf(locale: Locale, body: Record<string, unknown> | undefined, error: ContactErrorCode, field?: string): ContactDraft {
  const b = body ?? {};
  const method = postedMethod(b);
  const topic = formText(b.topic);
  const text = Object.fromEntries(contactTextFields.map((f) => [f, formText(b[f])])) as ContactDraft['text'];
  const shown = formRefusal(error, field, method);
  return {
    locale,
    text,
    topic: isContactTopic(topic) ? topic : contactTopics[0],
    method,
    consent: consentGiven.holds(b.consent),
    error: shown.code,
    field: shown.field,
  };
}
