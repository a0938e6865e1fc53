/**
 * The validation step of a contact post: one decision from the parsed body
 * (drop, refuse, or a lead carrying the server's subject), the script's own
 * checks only for a form the browser posted itself. Each rule of the contract
 * on both paths: the JSON API and a form posted without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { checkLead } from '../../../server/src/lead-intake/check';
import { buildSubject } from '../../../server/src/mail/message';
import {
  consentGiven,
  emailFormat,
  messageRequired,
  nameRequired,
  phoneFormat,
  preferredContactGiven,
  someContactGiven,
} from '../../../src/form-rules/contact-contract';
import { validLead } from '../helpers';

/** A form posted without JavaScript: consent ticked, e-mail preferred, no subject. */
const formPost: Record<string, unknown> = { ...validLead, consent: 'on', preferredMethod: 'email', subject: undefined };

/** The refusal a rule's failure comes to: its code, and its field when it names one. */
const refusalOf = (rule: { error: string; field?: string }, field = rule.field) => ({
  kind: 'refused',
  refusal: { ok: false, status: 400, error: rule.error, ...(field ? { field } : {}) },
});

describe('checkLead', () => {
  it('a filled honeypot is dropped before anything else is looked at', () => {
    expect(checkLead({ ...validLead, nickname: 'bot', fullName: '' }, false)).toEqual({ kind: 'honeypot' });
    expect(checkLead({ ...formPost, website: ['', 'x'], consent: undefined }, true)).toEqual({ kind: 'honeypot' });
  });

  it('the lead carries the subject the server builds, and the client’s as sent', () => {
    for (const subject of [validLead.subject, ' Anything at all ', undefined]) {
      const check = checkLead({ ...validLead, subject }, false);
      expect(check.kind).toBe('lead');
      if (check.kind !== 'lead') return;
      expect(check.lead.subject).toBe(buildSubject(check.lead));
      expect(check.lead.clientSubject).toBe(subject?.trim() ?? '');
    }
  });

  it('a schema error is a 400 with its code, and its field when it has one', () => {
    expect(checkLead({ ...validLead, topic: 'phones' }, false)).toEqual(refusalOf({ error: 'invalid_topic', field: 'topic' }));
  });
});

describe('each rule, through the JSON API and through a form posted without JavaScript', () => {
  const both = [
    ['the JSON API', validLead, false],
    ['a form post', formPost, true],
  ] as const;

  describe.each(both)('%s', (_path, body, isFormPost) => {
    it('the name is required', () => {
      expect(checkLead({ ...body, fullName: ' ' }, isFormPost)).toEqual(refusalOf(nameRequired));
    });

    it('the message is required', () => {
      expect(checkLead({ ...body, message: '' }, isFormPost)).toEqual(refusalOf(messageRequired));
    });

    it('an e-mail address is valid when given', () => {
      expect(checkLead({ ...body, email: 'ana@' }, isFormPost)).toEqual(refusalOf(emailFormat));
    });

    it('a phone number is valid when given', () => {
      expect(checkLead({ ...body, mobileNumber: '12-34' }, isFormPost)).toEqual(refusalOf(phoneFormat));
    });
  });

  it('consent: required of a form post, not of the JSON API', () => {
    const { consent: _, ...withoutConsent } = formPost;
    expect(checkLead(withoutConsent, true)).toEqual(refusalOf(consentGiven));
    expect(checkLead({ ...formPost, consent: ['on', 'on'] }, true)).toEqual(refusalOf(consentGiven));
    expect(checkLead(withoutConsent, false).kind).toBe('lead');
  });

  it('the preferred method’s field: required of a form post, not of the JSON API', () => {
    const phonePreferred = { ...formPost, preferredMethod: 'phone', mobileNumber: '  ' };
    expect(checkLead(phonePreferred, true)).toEqual(refusalOf(preferredContactGiven, 'mobileNumber'));
    expect(checkLead({ ...formPost, email: '' }, true)).toEqual(refusalOf(preferredContactGiven, 'email'));
    // An unknown method is e-mail.
    expect(checkLead({ ...formPost, preferredMethod: 'fax', email: '' }, true)).toEqual(refusalOf(preferredContactGiven, 'email'));
    expect(checkLead(phonePreferred, false).kind).toBe('lead');
  });

  it('a way to reach the visitor: the JSON API needs one; a form post is refused earlier, for the preferred one', () => {
    const noWay = { email: '', mobileNumber: '' };
    expect(checkLead({ ...validLead, ...noWay }, false)).toEqual(refusalOf(someContactGiven));
    expect(checkLead({ ...formPost, ...noWay }, true)).toEqual(refusalOf(preferredContactGiven, 'email'));
    expect(checkLead({ ...validLead, email: '' }, false).kind).toBe('lead');
    expect(checkLead({ ...validLead, mobileNumber: '' }, false).kind).toBe('lead');
  });
});
