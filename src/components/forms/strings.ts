/**
 * The form kit's interface strings, shared by the contact and sponsorship
 * forms: Spanish is the `message`, English lives
 * in `i18n/en/code.json`. Each text exists once; both forms call these.
 *
 * Functions rather than constants: `translate()` must run while rendering,
 * after Docusaurus has loaded the locale's translations.
 */
import { translate } from '@docusaurus/Translate';
import type { Locale } from '@site/src/config/locales';
import type { ContactMethod } from '@site/src/form-rules/fields';
import { formatInteger } from '../../utils/intl';

/** "Fields marked * are required." */
export function requiredNote(): string {
  return translate({
    id: 'forms.requiredNote',
    message: 'Los campos marcados con * son obligatorios.',
    description: 'Note above a form explaining the asterisk',
  });
}

/** "(optional)", after an optional field's label. */
export function optionalMarker(): string {
  return translate({ id: 'forms.optional', message: '(opcional)', description: 'Marker after the label of an optional form field' });
}

/** Legend of the preferred-contact-method choice. */
export function methodLegend(): string {
  return translate({
    id: 'forms.method.legend',
    message: '¿Cómo prefieres que te contactemos?',
    description: 'Legend of the preferred contact method radio group',
  });
}

/** Label of a preferred contact method, as an option and in e-mail bodies. */
export function methodLabel(method: ContactMethod): string {
  return method === 'phone'
    ? translate({ id: 'forms.method.phone', message: 'Por teléfono', description: 'Preferred contact method option: phone' })
    : translate({ id: 'forms.method.email', message: 'Por email', description: 'Preferred contact method option: e-mail' });
}

/** Label of the preferred method in an e-mail body ("Preferred contact"). */
export function methodMailLabel(): string {
  return translate({
    id: 'forms.method.mailLabel',
    message: 'Contacto preferido',
    description: 'Label of the preferred contact method in a prefilled e-mail body',
  });
}

/** Label of the e-mail field. */
export function emailLabel(): string {
  return translate({ id: 'forms.email', message: 'Email', description: 'Label of the e-mail address field' });
}

/** Label of the hidden honeypot fields (only bots ever see it). */
export function honeypotLabel(): string {
  return translate({
    id: 'forms.honeypot',
    message: 'No rellenes este campo',
    description: 'Label of a hidden anti-spam field that people never see',
  });
}

/** Sentence added to a prefilled e-mail whose message had to be shortened. */
export function trimNotice(): string {
  return translate({
    id: 'forms.mailto.trimmed',
    message: '[Hemos recortado el mensaje para que quepa en el enlace de correo. Puedes completarlo aquí antes de enviarlo.]',
    description: 'Added to a prefilled e-mail body when the message was shortened to fit the link',
  });
}

/** Accessible text of the message counter, numbers in `locale`'s style: "120 de 1200 caracteres", "120 of 1,200 characters". */
export function counterLabel(count: number, max: number, locale: Locale): string {
  return translate(
    {
      id: 'forms.counter',
      message: '{count}\u00a0de {max}\u00a0caracteres',
      description: 'Screen-reader text of the message length counter',
    },
    { count: formatInteger(count, locale), max: formatInteger(max, locale) },
  );
}
