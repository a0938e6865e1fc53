import { describe, expect, it } from 'vitest';
import {
  checkSponsorship,
  normalizeStartMonth,
  initialSponsorshipValues,
  sponsorLevels,
  sponsorshipMailto,
  type SponsorshipMailTexts,
  type SponsorshipValues,
} from '../../../src/form-rules/sponsorship';
import { limits } from '../../../src/config/limits';

const filled: SponsorshipValues = {
  ...initialSponsorshipValues,
  name: 'Iria Castro',
  club: 'Club Arco Atlántico',
  discipline: 'Piragüismo de río',
  zone: 'Lugo',
  email: 'iria@example.com',
  phone: '+34 600 111 222',
  level: 'collab',
  budget: '300 euros por temporada',
  start: '2025-10',
  message: 'Somos 25 arqueros y buscamos apoyo para los desplazamientos.',
  consent: true,
};

describe('initial state', () => {
  it('starts empty, method email, level basic, consent unticked', () => {
    expect(initialSponsorshipValues).toMatchObject({ method: 'email', level: 'basic', consent: false, honeypot: '', message: '' });
    expect(sponsorLevels).toEqual(['basic', 'collab', 'principal']);
  });
});

describe('checkSponsorship', () => {
  it('accepts a complete proposal', () => {
    expect(checkSponsorship(filled)).toEqual({ ok: true });
    expect(checkSponsorship({ ...filled, zone: '', budget: '', start: '' })).toEqual({ ok: true });
  });

  it('reports spam first when the honeypot is filled', () => {
    expect(checkSponsorship({ ...filled, honeypot: 'Acme' })).toEqual({ ok: false, code: 'spam', fields: [] });
    expect(checkSponsorship({ ...initialSponsorshipValues, honeypot: 'Acme' })).toMatchObject({ code: 'spam' });
  });

  it.each(['name', 'club', 'discipline', 'message'] as const)('requires %s', (field) => {
    expect(checkSponsorship({ ...filled, [field]: '  ' })).toEqual({ ok: false, code: 'requiredMissing', fields: [field] });
  });

  it('requires consent with the same message', () => {
    expect(checkSponsorship({ ...filled, consent: false })).toEqual({ ok: false, code: 'requiredMissing', fields: ['consent'] });
  });

  it('lists every missing field, in form order', () => {
    expect(checkSponsorship(initialSponsorshipValues)).toEqual({
      ok: false,
      code: 'requiredMissing',
      fields: ['name', 'club', 'discipline', 'message', 'consent'],
    });
  });

  it('requires the e-mail when e-mail is preferred, and only then', () => {
    expect(checkSponsorship({ ...filled, email: '' })).toEqual({ ok: false, code: 'emailRequired', fields: ['email'] });
    expect(checkSponsorship({ ...filled, method: 'phone', email: '' })).toEqual({ ok: true });
  });

  it('requires the phone when phone is preferred, and only then', () => {
    expect(checkSponsorship({ ...filled, method: 'phone', phone: '' })).toEqual({ ok: false, code: 'phoneRequired', fields: ['phone'] });
    expect(checkSponsorship({ ...filled, phone: '' })).toEqual({ ok: true });
  });

  it('checks the formats of e-mail and phone when given', () => {
    expect(checkSponsorship({ ...filled, email: 'iria@' })).toEqual({ ok: false, code: 'emailInvalid', fields: ['email'] });
    expect(checkSponsorship({ ...filled, phone: '12 34' })).toEqual({ ok: false, code: 'phoneInvalid', fields: ['phone'] });
  });

  it(`limits the message to ${limits.messageMaxChars} characters`, () => {
    expect(checkSponsorship({ ...filled, message: 'a'.repeat(limits.messageMaxChars) })).toEqual({ ok: true });
    expect(checkSponsorship({ ...filled, message: 'a'.repeat(limits.messageMaxChars + 1) })).toEqual({
      ok: false,
      code: 'messageTooLong',
      fields: ['message'],
    });
  });
});

describe('sponsorshipMailto', () => {
  // Made-up texts: the function lays out whatever labels it is given (the real ones are interface strings).
  const to = 'proposals@example.test';
  const texts: SponsorshipMailTexts = {
    subject: 'Subject with Club Arco Atlántico',
    labels: {
      name: 'L-name',
      club: 'L-club',
      discipline: 'L-discipline',
      zone: 'L-zone',
      method: 'L-method',
      email: 'L-email',
      phone: 'L-phone',
      level: 'L-level',
      budget: 'L-budget',
      start: 'L-start',
      message: 'L-message',
    },
    methods: { email: 'M-email', phone: 'M-phone' },
    levels: { basic: 'V-basic', collab: 'V-collab', principal: 'V-principal' },
    trimNotice: '[Shortened.]',
  };

  it('opens a mail to the company with the club in the subject and every field in the body', () => {
    const url = sponsorshipMailto(to, filled, texts);
    expect(url.startsWith(`mailto:${to}?subject=${encodeURIComponent(texts.subject)}&body=`)).toBe(true);
    expect(decodeURIComponent(url.split('body=')[1])).toBe(
      [
        `L-name: ${filled.name}`,
        `L-club: ${filled.club}`,
        `L-discipline: ${filled.discipline}`,
        `L-zone: ${filled.zone}`,
        'L-method: M-email',
        `L-email: ${filled.email}`,
        `L-phone: ${filled.phone}`,
        'L-level: V-collab',
        `L-budget: ${filled.budget}`,
        `L-start: ${normalizeStartMonth(filled.start)}`,
        '',
        'L-message:',
        filled.message,
      ].join('\r\n'),
    );
    expect(normalizeStartMonth(filled.start)).toBe('2025-10');
  });

  it(`keeps a full ${limits.messageMaxChars}-character message within ${limits.mailtoMaxChars} characters`, () => {
    const url = sponsorshipMailto(to, { ...filled, message: 'Ñandú á é '.repeat(120) }, texts);
    expect(url.length).toBeLessThanOrEqual(limits.mailtoMaxChars);
    expect(decodeURIComponent(url.split('body=')[1])).toContain('…\r\n\r\n[Shortened.]');
  });
});
