/**
 * Every message of both forms in both locales: Spanish is the `message` of
 * each `translate()` call, English comes from `i18n/en/code.json`, and both
 * must be the texts fixed in decisions ("Forms: texts and behaviour").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessageCode } from '../../../src/forms/contact';
import { contactTopics } from '../../../src/forms/fields';
import { sponsorLevels, type SponsorshipMessageCode } from '../../../src/forms/sponsorship';

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

const { contactLabels, contactMessage, topicLabel } = await import('../../../src/views/Contact/messages');
const { levelDetail, levelName, sponsorshipLabels, sponsorshipMessage, sponsorshipSubject } = await import(
  '../../../src/views/SponsorContact/messages'
);
const strings = await import('../../../src/views/Contact/form/strings');

/** The decisions' table, English and Spanish. */
const contactTexts: Partial<Record<ContactMessageCode, { en: string; es: string }>> = {
  consentMissing: { en: 'Please accept the privacy policy.', es: 'Acepta la política de privacidad.' },
  waitBeforeResend: { en: 'Please wait 45s before sending again.', es: 'Espera 45 s antes de volver a enviar.' },
  contactMissing: {
    en: 'Please provide an email or phone, according to your preference.',
    es: 'Indica un email o un teléfono, según tu preferencia.',
  },
  sending: { en: 'Sending…', es: 'Enviando...' },
  success: {
    en: 'Thank you! We have received your message and will reply very soon.',
    es: '¡Gracias! Hemos recibido tu mensaje y te responderemos muy pronto.',
  },
  failure: {
    en: 'We could not send your message. Try again later or use WhatsApp/email.',
    es: 'No hemos podido enviar tu mensaje. Inténtalo más tarde o escríbenos por WhatsApp/email.',
  },
  // Browser-validation messages (not in the decisions' table; written for this form).
  fullNameMissing: { en: 'Please enter your name.', es: 'Escribe tu nombre.' },
  messageMissing: { en: 'Please write your message.', es: 'Escribe tu mensaje.' },
  emailInvalid: { en: 'Please enter a valid email address, such as name@example.com.', es: 'Escribe un email válido, como nombre@ejemplo.es.' },
  phoneInvalid: {
    en: 'Use only digits, spaces, +, brackets or hyphens, with at least 7 characters.',
    es: 'Usa solo números, espacios, +, paréntesis o guiones, con 7 caracteres como mínimo.',
  },
};

const sponsorshipTexts: Partial<Record<SponsorshipMessageCode, { en: string; es: string }>> = {
  spam: { en: 'Spam detected.', es: 'Spam detectado.' },
  requiredMissing: {
    en: 'Please complete the required fields and accept the privacy terms.',
    es: 'Completa los campos obligatorios y acepta las condiciones de privacidad.',
  },
  emailRequired: { en: 'Email is required.', es: 'El email es obligatorio.' },
  phoneRequired: { en: 'Phone is required.', es: 'El teléfono es obligatorio.' },
  unexpected: { en: 'Something went wrong. Try WhatsApp or email.', es: 'Algo ha fallado. Prueba por WhatsApp o email.' },
  messageTooLong: { en: 'The message can be at most 1200 characters long.', es: 'El mensaje admite como máximo 1200 caracteres.' },
  emailInvalid: contactTexts.emailInvalid,
  phoneInvalid: contactTexts.phoneInvalid,
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

describe.each(['es', 'en'] as const)('form texts in %s', (locale) => {
  beforeEach(() => {
    state.locale = locale;
  });

  it.each(Object.entries(contactTexts))('contact message %s', (code, texts) => {
    expect(contactMessage(code as ContactMessageCode)).toBe(texts![locale]);
  });

  it.each(Object.entries(sponsorshipTexts))('sponsorship message %s', (code, texts) => {
    expect(sponsorshipMessage(code as SponsorshipMessageCode)).toBe(texts![locale]);
  });

  it('has a text for every message code, label, topic and level', () => {
    for (const code of allContactCodes) expect(contactMessage(code)).toMatch(/\S/);
    for (const code of allSponsorshipCodes) expect(sponsorshipMessage(code)).toMatch(/\S/);
    for (const topic of contactTopics) expect(topicLabel(topic)).toMatch(/\S/);
    for (const level of sponsorLevels) expect(`${levelName(level)}${levelDetail(level)}`).toMatch(/\S/);
    for (const label of [...Object.values(contactLabels()), ...Object.values(sponsorshipLabels())]) expect(label).toMatch(/\S/);
    for (const fn of [strings.requiredNote, strings.optionalMarker, strings.methodLegend, strings.methodMailLabel, strings.honeypotLabel, strings.trimNotice]) {
      expect(fn()).toMatch(/\S/);
    }
  });

  it('names the club in the proposal subject and the address in the opened message', () => {
    expect(sponsorshipSubject(' Club Arco Atlántico ')).toMatch(/: Club Arco Atlántico$/);
    expect(sponsorshipMessage('opened')).toContain('hola@bretema.tech');
    expect(strings.counterLabel(12, 1200)).toMatch(/^12 .* 1200 /);
  });
});

describe('English translations', () => {
  it('are English, not the Spanish seeded by write-translations', () => {
    state.locale = 'en';
    const english = JSON.parse(readFileSync(path.resolve(__dirname, '../../../i18n/en/code.json'), 'utf8')) as Record<string, { message: string }>;
    const ids = Object.keys(english).filter((id) => /^(contact|forms|sponsor)\./.test(id));
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(english[id].message, id).not.toMatch(/[ñ¿¡]|ción\b|Escribe|Tu /);
  });
});
