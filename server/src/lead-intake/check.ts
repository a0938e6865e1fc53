/** The validation step of a contact post: drop (honeypot), refuse (400, the first error), or a lead with the server's subject. */
import { validateContact, type ContactInput } from '../schemas/contact-request';
import { buildSubject } from '../mail/message';
import { postedMethod } from '../form-post/drafts';
import { consentGiven, isHoneypotFilled, preferredContactGiven, requiredContactField } from '../shared';
import { refused, type LeadRefusal } from './outcome';

/** What the validation step decided. */
export type LeadCheck = { kind: 'honeypot' } | { kind: 'refused'; refusal: LeadRefusal } | { kind: 'lead'; lead: ContactInput };

/** The forms' own rules (consent, the preferred method's field), for a post made without the script: `undefined` when they pass. */
function formOnlyRefusal(body: Record<string, unknown>): LeadRefusal | undefined {
  if (!consentGiven.holds(body.consent)) return refused(400, consentGiven.error, { field: consentGiven.field });
  const method = postedMethod(body);
  if (!preferredContactGiven.holds({ email: body.email, mobileNumber: body.mobileNumber, method }))
    return refused(400, preferredContactGiven.error, { field: requiredContactField(method) });
  return undefined;
}

/**
 * Checks a parsed contact body: honeypots, the script's own checks (only for a post made without JavaScript), the schema.
 * @param formPost whether the browser posted the form itself (it asked for a page, not JSON).
 */
export function checkLead(body: Record<string, unknown>, formPost: boolean): LeadCheck {
  if (isHoneypotFilled(body)) return { kind: 'honeypot' };
  const formRefusal = formPost ? formOnlyRefusal(body) : undefined;
  if (formRefusal) return { kind: 'refused', refusal: formRefusal };
  const result = validateContact(body);
  if (!result.ok) return { kind: 'refused', refusal: refused(400, result.error, result.field ? { field: result.field } : {}) };
  return { kind: 'lead', lead: { ...result.value, subject: buildSubject(result.value) } };
}
