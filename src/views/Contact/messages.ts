/**
 * The contact form's field labels and hints; its topic labels and messages are in `src/form-rules/messages.ts`, shared
 * with the server. Spanish is the `message` of each `translate()` call;
 * English is in `i18n/en/code.json`.
 */
import { translate } from '@docusaurus/Translate';
import { emailLabel } from '../../components/forms/strings';

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
