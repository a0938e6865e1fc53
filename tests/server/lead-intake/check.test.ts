/**
 * The validation step of a contact post: one decision from the parsed body
 * (drop, refuse, or a lead carrying the server's subject), the script's own
 * checks only for a form the browser posted itself.
 */
import { describe, expect, it } from 'vitest';
import { checkLead } from '../../../server/src/lead-intake/check';
import { buildSubject } from '../../../server/src/mail/message';
import { validLead } from '../helpers';

/** A form posted without JavaScript: consent ticked, e-mail preferred, no subject. */
const formPost: Record<string, unknown> = { ...validLead, consent: 'on', preferredMethod: 'email', subject: undefined };

describe('checkLead', () => {
  it('a filled honeypot is dropped before anything else is looked at', () => {
    expect(checkLead({ ...validLead, nickname: 'bot', fullName: '' }, false)).toEqual({ kind: 'honeypot' });
  });

  it('the lead carries the subject the server builds, whatever the client sent', () => {
    for (const subject of [validLead.subject, 'Anything at all', undefined]) {
      const check = checkLead({ ...validLead, subject }, false);
      expect(check.kind).toBe('lead');
      if (check.kind !== 'lead') return;
      expect(check.lead.subject).toBe(buildSubject(check.lead));
      expect(check.lead.subject).not.toBe(subject);
    }
  });

  it('a form post without consent, or without the preferred method’s field, is refused; a JSON request is not', () => {
    const { consent: _, ...withoutConsent } = formPost;
    expect(checkLead(withoutConsent, true)).toMatchObject({
      kind: 'refused',
      refusal: { status: 400, error: 'missing_consent', field: 'consent' },
    });
    expect(checkLead({ ...formPost, preferredMethod: 'phone', mobileNumber: '' }, true)).toMatchObject({
      kind: 'refused',
      refusal: { status: 400, error: 'missing_preferred_contact', field: 'mobileNumber' },
    });
    expect(checkLead(withoutConsent, false).kind).toBe('lead');
  });

  it('a schema error is a 400 with its code, and its field when it has one', () => {
    expect(checkLead({ ...validLead, email: 'not-an-address' }, false)).toEqual({
      kind: 'refused',
      refusal: { ok: false, status: 400, error: 'invalid_email', field: 'email' },
    });
    expect(checkLead({ ...validLead, email: '', mobileNumber: '' }, false)).toEqual({
      kind: 'refused',
      refusal: { ok: false, status: 400, error: 'missing_contact' },
    });
  });
});
