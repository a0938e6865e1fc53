/**
 * The contact form's messages for the browser (Docusaurus's `translate()`) and the server (its own {@link TranslateFn},
 * `server/src/translate.ts`). Spanish is each call's `message`; English is in `i18n/en/code.json`.
 * The `translate` import is type-only (the server loads this without Docusaurus) yet lets `npm run i18n:extract` find the calls.
 */
import { type translate } from '@docusaurus/Translate';
import { limits } from '../config/limits';
import type { ContactMessageCode } from './contact-contract';
import type { ContactTopic } from './fields';

/** `translate()` of `@docusaurus/Translate`, or an equivalent over the same messages. */
export type TranslateFn = typeof translate;

/** Message of an e-mail address that is not valid (both forms). */
export function emailInvalidText(translate: TranslateFn): string {
  return translate({
    id: 'forms.error.emailInvalid',
    message: 'Escribe un email válido, como nombre@ejemplo.es.',
    description: 'Validation message: the e-mail address is not valid',
  });
}

/** Message of a phone number that breaks the pattern (digits, space, +, parentheses, hyphen; at least `limits.phoneMinChars` digits). */
export function phoneInvalidText(translate: TranslateFn): string {
  return translate(
    {
      id: 'forms.error.phoneInvalid',
      message: 'Usa solo números, espacios, +, paréntesis o guiones, con {min} cifras como mínimo.',
      description:
        'Validation message: the phone number breaks the allowed pattern; {min} is the minimum number of digits from src/config/limits.ts',
    },
    { min: limits.phoneMinChars },
  );
}

/** The text of a contact-form message code, in the language `translate` speaks. */
export function contactMessageText(code: ContactMessageCode, translate: TranslateFn): string {
  const texts: Record<ContactMessageCode, string> = {
    consentMissing: translate({
      id: 'contact.error.consent',
      message: 'Acepta la política de privacidad.',
      description: 'Contact form: consent box not ticked',
    }),
    waitBeforeResend: translate(
      {
        id: 'contact.error.wait',
        message: 'Espera {seconds} s antes de volver a enviar.',
        description: 'Contact form: second submission too soon; {seconds} is the wait from src/config/limits.ts',
      },
      { seconds: limits.resubmitWaitSeconds },
    ),
    contactMissing: translate({
      id: 'contact.error.contactMissing',
      message: 'Indica un email o un teléfono, según cómo prefieras que te contactemos.',
      description: 'Contact form: the field of the preferred contact method is empty',
    }),
    fullNameMissing: translate({ id: 'contact.error.fullName', message: 'Escribe tu nombre.', description: 'Contact form: name missing' }),
    messageMissing: translate({
      id: 'contact.error.message',
      message: 'Escribe tu mensaje.',
      description: 'Contact form: message missing',
    }),
    emailInvalid: emailInvalidText(translate),
    phoneInvalid: phoneInvalidText(translate),
    sending: translate({
      id: 'contact.form.sending',
      message: 'Enviando…',
      description: 'Contact form: submit button label while sending',
    }),
    success: translate({
      id: 'contact.form.success',
      message: '¡Gracias! Hemos recibido tu mensaje y te responderemos en un día laborable como máximo.',
      description: 'Contact form: the lead was received',
    }),
    failure: translate({
      id: 'contact.form.failure',
      message: 'No hemos podido enviar tu mensaje. Inténtalo más tarde o escríbenos por WhatsApp/email.',
      description: 'Contact form: sending failed (the mail client opens with the message)',
    }),
  };
  return texts[code];
}

/** The label of a topic, in the select and in the subject (the server builds the subject of a post made without JavaScript with it). */
export function topicLabelText(topic: ContactTopic, translate: TranslateFn): string {
  const texts: Record<ContactTopic, string> = {
    automation: translate({ id: 'contact.topic.automation', message: 'Automatizaciones con IA', description: 'Contact topic' }),
    switchboard: translate({ id: 'contact.topic.switchboard', message: 'Centralita virtual con IA', description: 'Contact topic' }),
    dev: translate({ id: 'contact.topic.dev', message: 'Desarrollo de aplicaciones con IA', description: 'Contact topic' }),
    advisory: translate({ id: 'contact.topic.advisory', message: 'Asesoría tecnológica', description: 'Contact topic' }),
    sponsorship: translate({ id: 'contact.topic.sponsorship', message: 'Patrocinios', description: 'Contact topic' }),
    other: translate({ id: 'contact.topic.other', message: 'Otro tema', description: 'Contact topic' }),
  };
  return texts[topic];
}
