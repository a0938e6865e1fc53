/**
 * The validation step of a contact post: drop (honeypot), refuse (400 with
 * the first error and its field), or a lead carrying the server's own
 * subject ({@link buildSubject}). A form posted without JavaScript is first
 * checked as the form's script would: consent, then the preferred method's
 * field. docs/server.md, "The contact endpoint".
 */
import { isHoneypotFilled, validateContact, type ContactInput } from '../schemas/contact-request';
import { buildSubject } from '../mail/message';
import { formText, postedMethod } from '../form-post/drafts';
import { requiredContactField } from '../shared';
import { refused, type LeadRefusal } from './outcome';

/** What the validation step decided. */
export type LeadCheck = { kind: 'honeypot' } | { kind: 'refused'; refusal: LeadRefusal } | { kind: 'lead'; lead: ContactInput };

/** Refusals of a post made without JavaScript that the JSON contract does not have: the script makes these checks itself. */
export type FormOnlyError = 'missing_consent' | 'missing_preferred_contact';

/** The script's own checks, for a post made without it: `undefined` when they pass. */
function formOnlyRefusal(body: Record<string, unknown>): { error: FormOnlyError; field: string } | undefined {
  if (formText(body.consent) === '') return { error: 'missing_consent', field: 'consent' };
  const field = requiredContactField(postedMethod(body));
  if (formText(body[field]).trim() === '') return { error: 'missing_preferred_contact', field };
  return undefined;
}

/**
 * Checks a parsed contact body, in this order: honeypots, the script's own
 * checks (only for a post made without JavaScript),
 * then the request schema (`schemas/contact-request.ts`).
 * @param formPost whether the browser posted the form itself (it asked for a page, not JSON).
 */
export function checkLead(body: Record<string, unknown>, formPost: boolean): LeadCheck {
  if (isHoneypotFilled(body)) return { kind: 'honeypot' };
  const formRefusal = formPost ? formOnlyRefusal(body) : undefined;
  if (formRefusal) return { kind: 'refused', refusal: refused(400, formRefusal.error, { field: formRefusal.field }) };
  const result = validateContact(body);
  if (!result.ok) return { kind: 'refused', refusal: refused(400, result.error, result.field ? { field: result.field } : {}) };
  return { kind: 'lead', lead: { ...result.value, subject: buildSubject(result.value) } };
}
