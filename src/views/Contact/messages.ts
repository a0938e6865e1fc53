/**
 * The contact form's interface strings: topic labels,
 * field labels and the message of every {@link ContactMessageCode} of
 * `src/form-rules/contact-contract.ts` (whose texts live in `src/form-rules/messages.ts`, shared
 * with the server). Spanish is the `message` of each `translate()` call;
 * English is in `i18n/en/code.json`.
 */
import { translate } from '@docusaurus/Translate';
import type { ContactMessageCode } from '@site/src/form-rules/contact-contract';
import type { ContactTopic } from '@site/src/form-rules/fields';
import { contactMessageText, topicLabelText } from '../../form-rules/messages';
import { emailLabel } from '../../components/forms/strings';

/** The text of a contact-form message code in the page's locale. */
export function contactMessage(code: ContactMessageCode): string {
  return contactMessageText(code, translate);
}

/** The label of a topic, in the select and in the subject. */
export function topicLabel(topic: ContactTopic): string {
  return topicLabelText(topic, translate);
}

/** Labels of the contact fields, on the form and in the fallback e-mail body. */
export function contactLabels() {
  return {
    topic: translate({ id: 'contact.form.topic', message: 'Tema', description: 'Contact form: label of the topic select' }),
    fullName: translate({ id: 'contact.form.fullName', message: 'Nombre y apellidos', description: 'Contact form: label' }),
    company: translate({ id: 'contact.form.company', message: 'Empresa o proyecto', description: 'Contact form: label' }),
    email: emailLabel(),
    mobileNumber: translate({ id: 'contact.form.mobileNumber', message: 'Teléfono móvil', description: 'Contact form: label' }),
    message: translate({ id: 'contact.form.message', message: 'Mensaje', description: 'Contact form: label' }),
    submit: translate({ id: 'contact.form.submit', message: 'Enviar mensaje', description: 'Contact form: submit button' }),
  };
}

/** Hints under the contact fields (on the form only). */
export function contactHints() {
  return {
    topic: translate({
      id: 'contact.form.topicHint',
      message: '¿Una reparación, una web o recuperar datos? Elige «Otro tema».',
      description: 'Contact form: hint under the topic select',
    }),
    message: translate({
      id: 'contact.form.messageHint',
      message: 'Qué necesitas, desde cuándo pasa o para cuándo lo quieres.',
      description: 'Contact form: hint under the message label',
    }),
  };
}
