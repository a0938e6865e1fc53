/** The reply step of a contact post: JSON, or a 303 for a form posted by the browser (docs/server.md, "Posting without JavaScript"). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { draftOf } from '../form-post/drafts';
import { isLocale, localeOfPath, pathOf, type Locale } from '../shared';
import type { LeadOutcome } from './outcome';

/**
 * Whether the reply is the JSON contract: anything but a request that names
 * `text/html` without `application/json` (no `Accept`, any type: scripts,
 * old clients) gets JSON.
 */
export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /application\/json/i.test(accept) || !/text\/html/i.test(accept);
}

/** The language of a form post: its `lang` field, else the page it came from, else Spanish. */
function localeOf(request: FastifyRequest, body: Record<string, unknown> | undefined): Locale {
  const lang = body?.lang;
  if (isLocale(lang)) return lang;
  const referer = URL.parse(request.headers.referer ?? '');
  return referer ? localeOfPath(referer.pathname) : 'es';
}

/**
 * Answers a contact post.
 * @param outcome what the post came to.
 * @param body the parsed body, when it was read (a refused form post's draft keeps what was typed).
 */
export function sendOutcome(reply: FastifyReply, outcome: LeadOutcome, body?: Record<string, unknown>): FastifyReply {
  if (!outcome.ok && outcome.retryAfterS !== undefined) reply.header('retry-after', String(outcome.retryAfterS));
  if (!outcome.ok && outcome.closeConnection) reply.header('connection', 'close');
  const request = reply.request;
  if (wantsJson(request) || (!outcome.ok && outcome.error === 'cross_site')) {
    if (outcome.ok) return reply.code(200).send(outcome.id === undefined ? { ok: true } : { ok: true, id: outcome.id });
    const { status, error, field } = outcome;
    return reply.code(status).send(field ? { ok: false, error, field } : { ok: false, error });
  }
  const locale = localeOf(request, body);
  reply.header('cache-control', 'no-store');
  if (outcome.ok) return reply.redirect(pathOf('contactThanks', locale), 303);
  const id = reply.server.contactDrafts.put(draftOf(locale, body, outcome.error, outcome.field));
  return reply.redirect(`${pathOf('contact', locale)}?draft=${id}#contact-form`, 303);
}
