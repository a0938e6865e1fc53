/**
 * The contact endpoint's answer to a form the browser posted itself, without
 * JavaScript (docs/product.md §17, §18; docs/server.md "Posting without
 * JavaScript"). A request whose `Accept` names `text/html` but not
 * `application/json` (what browsers send for a form) gets a **303** instead
 * of the JSON reply:
 *
 * - stored (or a honeypot filled) → the thank-you page of the visitor's
 *   language (`contactThanks` of `src/config/routes.ts`);
 * - refused → the contact page of that language with `?draft=ID#contact-form`,
 *   where the page route serves the form filled in with what was typed and
 *   the message ({@link DraftStore}); a cross-site post keeps its JSON 403.
 *
 * The same checks run as for the JSON path (`schemas/contact-request.ts`, the rate
 * limits) plus the two the form's script makes before sending: the privacy
 * consent and the field of the preferred contact method.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  contactMethods,
  isContactTopic,
  isLocale,
  localeOfPath,
  pathOf,
  requiredContactField,
  topicLabelText,
  type ContactMessageCode,
  type ContactMethod,
  type Locale,
} from '../../shared';
// Only until the server builds the subject itself: the browser module that holds the script's subject.
import { buildContactSubject } from '../../../../src/forms/contact';
import { draftTextFields, type ContactDraft, type DraftErrorField } from '../../form-post/drafts';
import { serverTranslate } from '../../translate';

/**
 * Whether the reply is the JSON contract: the form's script sends
 * `Accept: application/json`; a browser posting the form itself asks for
 * `text/html` and never for JSON. Anything else (no `Accept`, or any type: scripts,
 * old clients) keeps getting JSON, as before.
 */
export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /application\/json/i.test(accept) || !/text\/html/i.test(accept);
}

/** Refusals of a native post that the JSON contract does not have: the script makes these checks itself. */
export type NativeOnlyError = 'missing_consent' | 'missing_preferred_contact';

const bodies = new WeakMap<FastifyRequest, Record<string, unknown>>();
const deferred = new WeakMap<FastifyRequest, string>();

/**
 * Defers a refusal of a native post until its body is read, so the form can
 * come back with what was typed (a rate-limited visitor loses nothing).
 * @returns `true` when deferred (native post), `false` for a JSON request.
 */
export function deferForNativePost(request: FastifyRequest, error: string): boolean {
  if (wantsJson(request)) return false;
  deferred.set(request, error);
  return true;
}

/**
 * Keeps a native post's body for its draft and adds the `subject` the
 * script would have sent; returns the refusal deferred by
 * {@link deferForNativePost}, if any.
 */
export function keepNativeBody(request: FastifyRequest, body: Record<string, unknown>): string | undefined {
  if (wantsJson(request)) return undefined;
  bodies.set(request, body);
  // The script sends the subject it builds; a native post gets the same one, built here.
  if (body.subject === undefined && isContactTopic(body.topic) && isLocale(body.lang)) {
    body.subject = buildContactSubject(topicLabelText(body.topic, serverTranslate(body.lang)), {
      company: str(body.company),
      fullName: str(body.fullName),
    });
  }
  return deferred.get(request);
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function methodOf(body: Record<string, unknown>): ContactMethod {
  const m = str(body.preferredMethod);
  return (contactMethods as readonly string[]).includes(m) ? (m as ContactMethod) : 'email';
}

/**
 * The checks the form's script makes before sending, for a native post:
 * consent ticked, then the preferred method's field filled (docs/product.md §5).
 * @returns the refusal and its field, or `undefined` (also for JSON requests).
 */
export function nativePostRefusal(
  request: FastifyRequest,
  body: Record<string, unknown>,
): { error: NativeOnlyError; field: string } | undefined {
  if (wantsJson(request)) return undefined;
  if (str(body.consent) === '') return { error: 'missing_consent', field: 'consent' };
  const field = requiredContactField(methodOf(body));
  if (str(body[field]).trim() === '') return { error: 'missing_preferred_contact', field };
  return undefined;
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

/** The language of a native post: its `lang` field, else the page it came from, else Spanish. */
function localeOf(request: FastifyRequest, body: Record<string, unknown> | undefined): Locale {
  const lang = body?.lang;
  if (isLocale(lang)) return lang;
  try {
    return localeOfPath(new URL(request.headers.referer ?? '').pathname);
  } catch {
    return 'es';
  }
}

/** The draft of a refused native post. */
export function draftOf(locale: Locale, body: Record<string, unknown> | undefined, error: string, field?: string): ContactDraft {
  const b = body ?? {};
  const method = methodOf(b);
  const topic = str(b.topic);
  const text = Object.fromEntries(draftTextFields.map((f) => [f, str(b[f])])) as ContactDraft['text'];
  return {
    locale,
    text,
    topic: isContactTopic(topic) ? topic : 'automation',
    method,
    consent: str(b.consent) !== '',
    ...draftMessage(error, field, method),
  };
}

/**
 * Answers a native post: 303 to the thank-you page (`ok`), or 303 back to the
 * filled form (a refusal). A cross-site refusal is sent as JSON: nothing of
 * another site's post is kept.
 * @returns the reply, or `undefined` when the request wants JSON (the caller sends its JSON).
 */
export function answerNativePost(
  reply: FastifyReply,
  outcome: { ok: true } | { ok: false; error: string; field?: string },
): FastifyReply | undefined {
  const request = reply.request;
  if (wantsJson(request) || (!outcome.ok && outcome.error === 'cross_site')) return undefined;
  const body = bodies.get(request);
  const locale = localeOf(request, body);
  reply.header('cache-control', 'no-store');
  if (outcome.ok) return reply.redirect(pathOf('contactThanks', locale), 303);
  const id = reply.server.contactDrafts.put(draftOf(locale, body, outcome.error, outcome.field));
  return reply.redirect(`${pathOf('contact', locale)}?draft=${id}#contact-form`, 303);
}
