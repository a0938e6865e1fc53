/**
 * Every message of both forms in both locales:
 * each message code shows its interface string — Spanish is the `message` of
 * the `translate()` call, English comes from `i18n/en/code.json` — with its
 * values filled in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessageCode } from '../../../src/form-rules/contact-contract';
import { contactTopics } from '../../../src/form-rules/fields';
import { sponsorLevels, type SponsorshipMessageCode } from '../../../src/form-rules/sponsorship';
import { company } from '../../../src/config/company';
import { limits } from '../../../src/config/limits';
import type { Locale } from '../../../src/config/locales';
import { formatInteger } from '../../../src/utils/intl';
import { loadSourceMessages, message } from '../../support/messages';

const state = vi.hoisted(() => ({ locale: 'es' as 'es' | 'en' }));

vi.mock('@docusaurus/Translate', async () => {
  const { readFileSync: read } = await import('node:fs');
  const { resolve } = await import('node:path');
  const english = JSON.parse(read(resolve(__dirname, '../../../i18n/en/code.json'), 'utf8')) as Record<string, { message: string }>;
  const translate = ({ id, message }: { id: string; message: string }, values?: Record<string, string>) => {
    const text = state.locale === 'en' ? english[id]?.message : message;
    if (text === undefined) throw new Error(`no English message for ${id}`);
    return text.replace(/\{(\w+)\}/g, (all, name: string) => values?.[name] ?? all);
  };
  return { translate, default: () => null };
});

const { contactHints, contactLabels } = await import('../../../src/views/Contact/messages');
const { translate } = await import('@docusaurus/Translate');
const { contactMessageText, topicLabelText } = await import('../../../src/form-rules/messages');
const { levelDetail, levelName, sponsorshipHints, sponsorshipLabels, sponsorshipMessage, sponsorshipSubject } =
  await import('../../../src/views/SponsorContact/messages');
const strings = await import('../../../src/components/forms/strings');

/**
 * Which interface string each message code shows. The texts themselves are
 * read from their owners (`tests/support/messages.ts`), so this checks the
 * wiring and the filled-in values, not the wording.
 */
const contactIds: Record<ContactMessageCode, [string, Record<string, string>?]> = {
  consentMissing: ['contact.error.consent'],
  waitBeforeResend: ['contact.error.wait', { seconds: String(limits.resubmitWaitSeconds) }],
  contactMissing: ['contact.error.contactMissing'],
  sending: ['contact.form.sending'],
  success: ['contact.form.success'],
  failure: ['contact.form.failure'],
  fullNameMissing: ['contact.error.fullName'],
  messageMissing: ['contact.error.message'],
  emailInvalid: ['forms.error.emailInvalid'],
  phoneInvalid: ['forms.error.phoneInvalid', { min: String(limits.phoneMinChars) }],
};

const sponsorshipIds: Record<SponsorshipMessageCode, [string, (Record<string, string> | ((locale: Locale) => Record<string, string>))?]> = {
  spam: ['sponsor.error.spam'],
  requiredMissing: ['sponsor.error.required'],
  emailRequired: ['sponsor.error.emailRequired'],
  phoneRequired: ['sponsor.error.phoneRequired'],
  unexpected: ['sponsor.error.unexpected'],
  messageTooLong: ['sponsor.error.messageTooLong', (locale) => ({ max: formatInteger(limits.messageMaxChars, locale) })],
  emailInvalid: ['forms.error.emailInvalid'],
  phoneInvalid: ['forms.error.phoneInvalid', { min: String(limits.phoneMinChars) }],
  opened: ['sponsor.form.opened', { email: company.email }],
};

const allContactCodes: ContactMessageCode[] = [
  'consentMissing',
  'waitBeforeResend',
  'contactMissing',
  'fullNameMissing',
  'messageMissing',
  'emailInvalid',
  'phoneInvalid',
  'sending',
  'success',
  'failure',
];
const allSponsorshipCodes: SponsorshipMessageCode[] = [
  'spam',
  'requiredMissing',
  'emailRequired',
  'phoneRequired',
  'emailInvalid',
  'phoneInvalid',
  'messageTooLong',
  'unexpected',
  'opened',
];

beforeAll(loadSourceMessages);

describe.each(['es', 'en'] as const)('form texts in %s', (locale) => {
  beforeEach(() => {
    state.locale = locale;
  });

  it.each(Object.entries(contactIds))('contact message %s', (code, [id, values]) => {
    const text = contactMessageText(code as ContactMessageCode, translate);
    expect(text).toBe(message(id, locale, values));
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it.each(Object.entries(sponsorshipIds))('sponsorship message %s', (code, [id, values]) => {
    const text = sponsorshipMessage(code as SponsorshipMessageCode, locale);
    expect(text).toBe(message(id, locale, typeof values === 'function' ? values(locale) : values));
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('has a text for every message code, label, topic and level', () => {
    for (const code of allContactCodes) expect(contactMessageText(code, translate)).toMatch(/\S/);
    for (const code of allSponsorshipCodes) expect(sponsorshipMessage(code, locale)).toMatch(/\S/);
    for (const topic of contactTopics) expect(topicLabelText(topic, translate)).toMatch(/\S/);
    for (const level of sponsorLevels) expect(`${levelName(level)}${levelDetail(level)}`).toMatch(/\S/);
    for (const label of [...Object.values(contactLabels()), ...Object.values(contactHints()), ...Object.values(sponsorshipLabels())])
      expect(label).toMatch(/\S/);
    for (const texts of Object.values(sponsorshipHints())) for (const text of Object.values(texts)) expect(text).toMatch(/\S/);
    for (const fn of [
      strings.requiredNote,
      strings.optionalMarker,
      strings.methodLegend,
      strings.methodMailLabel,
      strings.honeypotLabel,
      strings.trimNotice,
    ]) {
      expect(fn()).toMatch(/\S/);
    }
  });

  it('names the club in the proposal subject and the address in the opened message', () => {
    expect(sponsorshipSubject(' Club Arco Atlántico ')).toBe(message('sponsor.mail.subject', locale, { club: 'Club Arco Atlántico' }));
    expect(sponsorshipMessage('opened', locale)).toContain(company.email);
    const max = limits.messageMaxChars;
    expect(strings.counterLabel(12, max, locale)).toBe(message('forms.counter', locale, { count: '12', max: formatInteger(max, locale) }));
  });

  it('writes the message limit in the language’s number style (Spanish 1200, English 1,200)', () => {
    const style = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'es-ES');
    expect(sponsorshipMessage('messageTooLong', locale)).toContain(style.format(limits.messageMaxChars));
    expect(strings.counterLabel(0, limits.messageMaxChars, locale)).toContain(style.format(limits.messageMaxChars));
  });
});

describe('English translations', () => {
  it('are English, not the Spanish seeded by write-translations', () => {
    state.locale = 'en';
    const english = JSON.parse(readFileSync(path.resolve(__dirname, '../../../i18n/en/code.json'), 'utf8')) as Record<
      string,
      { message: string }
    >;
    const ids = Object.keys(english).filter((id) => /^(contact|forms|sponsor)\./.test(id));
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(english[id].message, id).not.toMatch(/[ñ¿¡]|ción\b|Escribe|Tu /);
  });
});
