/**
 * The contact form's interface strings (decisions: "Forms: texts and
 * behaviour"): topic labels, field labels and the message of every
 * {@link ContactMessageCode} of `src/forms/contact.ts`. Spanish is the
 * `message` of each `translate()` call; English is in `i18n/en/code.json`.
 */
import { translate } from '@docusaurus/Translate';
import { limits } from '../../config/limits';
import type { ContactMessageCode } from '@site/src/forms/contact';
import type { ContactTopic } from '@site/src/forms/fields';
import { emailInvalidMessage, emailLabel, phoneInvalidMessage } from './form/strings';

/** The text of a contact-form message code in the page's locale. */
export function contactMessage(code: ContactMessageCode): string {
  switch (code) {
    case 'consentMissing':
      return translate({ id: 'contact.error.consent', message: 'Acepta la política de privacidad.', description: 'Contact form: consent box not ticked' });
    case 'waitBeforeResend':
      return translate(
        { id: 'contact.error.wait', message: 'Espera {seconds} s antes de volver a enviar.', description: 'Contact form: second submission too soon; {seconds} is the wait from src/config/limits.ts' },
        { seconds: limits.resubmitWaitSeconds },
      );
    case 'contactMissing':
      return translate({
        id: 'contact.error.contactMissing',
        message: 'Indica un email o un teléfono, según tu preferencia.',
        description: 'Contact form: the field of the preferred contact method is empty',
      });
    case 'fullNameMissing':
      return translate({ id: 'contact.error.fullName', message: 'Escribe tu nombre.', description: 'Contact form: name missing' });
    case 'messageMissing':
      return translate({ id: 'contact.error.message', message: 'Escribe tu mensaje.', description: 'Contact form: message missing' });
    case 'emailInvalid':
      return emailInvalidMessage();
    case 'phoneInvalid':
      return phoneInvalidMessage();
    case 'sending':
      return translate({ id: 'contact.form.sending', message: 'Enviando...', description: 'Contact form: submit button label while sending' });
    case 'success':
      return translate({
        id: 'contact.form.success',
        message: '¡Gracias! Hemos recibido tu mensaje y te responderemos muy pronto.',
        description: 'Contact form: the lead was received',
      });
    case 'failure':
      return translate({
        id: 'contact.form.failure',
        message: 'No hemos podido enviar tu mensaje. Inténtalo más tarde o escríbenos por WhatsApp/email.',
        description: 'Contact form: sending failed (the mail client opens with the message)',
      });
  }
}

/** The label of a topic, in the select and in the subject. */
export function topicLabel(topic: ContactTopic): string {
  switch (topic) {
    case 'automation':
      return translate({ id: 'contact.topic.automation', message: 'Automatizaciones con IA', description: 'Contact topic' });
    case 'switchboard':
      return translate({ id: 'contact.topic.switchboard', message: 'Centralita virtual con IA', description: 'Contact topic' });
    case 'dev':
      return translate({ id: 'contact.topic.dev', message: 'Desarrollo de aplicaciones con IA', description: 'Contact topic' });
    case 'advisory':
      return translate({ id: 'contact.topic.advisory', message: 'Asesoría tecnológica', description: 'Contact topic' });
    case 'sponsorship':
      return translate({ id: 'contact.topic.sponsorship', message: 'Patrocinios', description: 'Contact topic' });
    case 'other':
      return translate({ id: 'contact.topic.other', message: 'Otro tema', description: 'Contact topic' });
  }
}

/** Labels of the contact fields, used by the form and by the fallback e-mail body. */
export function contactLabels() {
  return {
    topic: translate({ id: 'contact.form.topic', message: 'Tema', description: 'Contact form: label of the topic select' }),
    topicHint: translate({
      id: 'contact.form.topicHint',
      message: '¿Una reparación, una web o recuperar datos? Elige «Otro tema».',
      description: 'Contact form: hint under the topic select',
    }),
    fullName: translate({ id: 'contact.form.fullName', message: 'Nombre y apellidos', description: 'Contact form: label' }),
    company: translate({ id: 'contact.form.company', message: 'Empresa o proyecto', description: 'Contact form: label' }),
    email: emailLabel(),
    mobileNumber: translate({ id: 'contact.form.mobileNumber', message: 'Teléfono móvil', description: 'Contact form: label' }),
    message: translate({ id: 'contact.form.message', message: 'Mensaje', description: 'Contact form: label' }),
    messageHint: translate({
      id: 'contact.form.messageHint',
      message: 'Qué necesitas, desde cuándo pasa o para cuándo lo quieres.',
      description: 'Contact form: hint under the message label',
    }),
    submit: translate({ id: 'contact.form.submit', message: 'Enviar mensaje', description: 'Contact form: submit button' }),
  };
}
