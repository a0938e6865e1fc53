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

/** Drafts in memory, at most 1,000, each served for 30 minutes; stored only under an id of its own making. */
export class DraftStore {
  private readonly cache: LRUCache<string, ContactDraft>;

  /** @param now clock in milliseconds since the epoch. */
  constructor(now: () => number) {
    this.cache = new LRUCache({ max: 1000, ttl: 30 * 60 * 1000, ttlResolution: 0, perf: { now } });
  }

  /** Keeps a draft under a new id (128 random bits, URL-safe). @returns the id. */
  put(draft: ContactDraft): string {
    const id = randomBytes(16).toString('base64url');
    this.cache.set(id, draft);
    return id;
  }

  /** The draft of an id, `undefined` when unknown or expired. */
  get(id: string): ContactDraft | undefined {
    return this.cache.get(id);
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
