/**
 * The sponsorship form's interface strings: field labels,
 * level names and the message of every {@link SponsorshipMessageCode} of
 * `src/form-rules/sponsorship.ts`. Texts both forms use (e-mail label and message,
 * phone message, preferred method) are the form kit's
 * (`src/components/forms/strings.ts`). Spanish is the `message` of each
 * `translate()` call; English is in `i18n/en/code.json`.
 */
import { translate } from '@docusaurus/Translate';
import { company } from '../../config/company';
import { limits } from '../../config/limits';
import type { Locale } from '../../config/locales';
import { formatInteger } from '../../utils/intl';
import type { SponsorLevel, SponsorshipMessageCode } from '@site/src/form-rules/sponsorship';
import { emailInvalidText, phoneInvalidText } from '../../form-rules/messages';
import { emailLabel, methodMailLabel } from '../../components/forms/strings';

/** Each code's text in `locale`; functions, because `translate()` must run while rendering. */
const messages: Record<SponsorshipMessageCode, (locale: Locale) => string> = {
  spam: () =>
    translate({
      id: 'sponsor.error.spam',
      message: 'Spam detectado.',
      description: 'Sponsorship form: the hidden anti-spam field was filled',
    }),
  requiredMissing: () =>
    translate({
      id: 'sponsor.error.required',
      message: 'Completa los campos obligatorios y acepta la política de privacidad.',
      description: 'Sponsorship form: a required field is empty or consent is missing',
    }),
  emailRequired: () =>
    translate({
      id: 'sponsor.error.emailRequired',
      message: 'El email es obligatorio.',
      description: 'Sponsorship form: e-mail preferred but empty',
    }),
  phoneRequired: () =>
    translate({
      id: 'sponsor.error.phoneRequired',
      message: 'El teléfono es obligatorio.',
      description: 'Sponsorship form: phone preferred but empty',
    }),
  emailInvalid: () => emailInvalidText(translate),
  phoneInvalid: () => phoneInvalidText(translate),
  messageTooLong: (locale) =>
    translate(
      {
        id: 'sponsor.error.messageTooLong',
        message: 'El mensaje admite como máximo {max} caracteres.',
        description: 'Sponsorship form: message over the limit',
      },
      { max: formatInteger(limits.messageMaxChars, locale) },
    ),
  unexpected: () =>
    translate({
      id: 'sponsor.error.unexpected',
      message: 'Algo ha fallado. Prueba por WhatsApp o email.',
      description: 'Sponsorship form: the mail client could not be opened',
    }),
  opened: () =>
    translate(
      {
        id: 'sponsor.form.opened',
        message:
          'Hemos abierto tu programa de correo con la propuesta. Revísala y envíala desde allí. Si no se ha abierto, escríbenos a {email}.',
        description: 'Sponsorship form: the mail client was opened with the proposal',
      },
      { email: company.email },
    ),
};

/** The text of a sponsorship-form message code in the page's locale, `locale` (numbers in its style). */
export function sponsorshipMessage(code: SponsorshipMessageCode, locale: Locale): string {
  return messages[code](locale);
}

/** Each level's short name (in the e-mail body) and what it includes (shown under its name in the level choice). */
const levels: Record<SponsorLevel, () => { name: string; detail: string }> = {
  basic: () => ({
    name: translate({ id: 'sponsor.level.basic', message: 'Básico', description: 'Sponsorship level name' }),
    detail: translate({
      id: 'sponsor.level.basic.detail',
      message: 'soporte técnico y visibilidad',
      description: 'What the basic sponsorship level includes',
    }),
  }),
  collab: () => ({
    name: translate({ id: 'sponsor.level.collab', message: 'Colaborador', description: 'Sponsorship level name' }),
    detail: translate({
      id: 'sponsor.level.collab.detail',
      message: 'además, una web para el club y una reseña',
      description: 'What the collaborator level adds',
    }),
  }),
  principal: () => ({
    name: translate({ id: 'sponsor.level.principal', message: 'Principal', description: 'Sponsorship level name' }),
    detail: translate({
      id: 'sponsor.level.principal.detail',
      message: 'además, herramientas de gestión y contar juntos la historia de tu club',
      description: 'What the principal level adds',
    }),
  }),
};

/** Short name of a level (in the e-mail body). */
export function levelName(level: SponsorLevel): string {
  return levels[level]().name;
}

/** What a level includes, shown under its name in the level choice. */
export function levelDetail(level: SponsorLevel): string {
  return levels[level]().detail;
}

/** Labels of the sponsorship fields, on the form and in the proposal e-mail body. */
export function sponsorshipLabels() {
  return {
    name: translate({
      id: 'sponsor.form.name',
      message: 'Persona de contacto',
      description: 'Sponsorship form: label, also in the proposal e-mail body',
    }),
    club: translate({ id: 'sponsor.form.club', message: 'Club, equipo o iniciativa', description: 'Sponsorship form: label' }),
    discipline: translate({
      id: 'sponsor.form.discipline',
      message: 'Disciplina o actividad',
      description: 'Sponsorship form: label (sport or activity)',
    }),
    zone: translate({ id: 'sponsor.form.zone', message: 'Ciudad o zona', description: 'Sponsorship form: label' }),
    method: methodMailLabel(),
    email: emailLabel(),
    phone: translate({ id: 'sponsor.form.phone', message: 'Teléfono', description: 'Sponsorship form: label' }),
    level: translate({ id: 'sponsor.form.level', message: 'Nivel de patrocinio', description: 'Sponsorship form: label' }),
    budget: translate({
      id: 'sponsor.form.budget',
      message: 'Qué apoyo os vendría mejor',
      description:
        'Sponsorship form: label of the free-text field for what the club would most like from the programme (technology, a website, visibility; also in the e-mail body)',
    }),
    start: translate({
      id: 'sponsor.form.start',
      message: 'Mes de inicio',
      description: 'Sponsorship form: label of the desired start month',
    }),
    message: translate({
      id: 'sponsor.form.message',
      message: 'Háblanos del club',
      description: 'Sponsorship form: label of the message, also its heading in the proposal e-mail body',
    }),
    submit: translate({
      id: 'sponsor.form.submit',
      message: 'Preparar el email de la propuesta',
      description: 'Sponsorship form: submit button',
    }),
  };
}

/** Hints under the sponsorship fields and the examples shown inside them while empty (on the form only). */
export function sponsorshipHints() {
  return {
    discipline: {
      placeholder: translate({
        id: 'sponsor.form.disciplinePlaceholder',
        message: 'Ej.: tiro con arco',
        description: 'Sponsorship form: example shown inside the empty discipline field',
      }),
    },
    budget: {
      placeholder: translate({
        id: 'sponsor.form.budgetPlaceholder',
        message: 'Ej.: una web para el club',
        description: 'Sponsorship form: example shown inside the empty budget field',
      }),
    },
    start: {
      hint: translate({
        id: 'sponsor.start.hint',
        message: 'Mes y año, por ejemplo marzo de 2027',
        description: 'Hint under the start-month field of the sponsorship form (the field also reads 03/2027 and 2027-03)',
      }),
      placeholder: translate({
        id: 'sponsor.start.placeholder',
        message: 'marzo de 2027',
        description: 'Placeholder of the start-month field: an example month and year',
      }),
    },
    message: {
      hint: translate({
        id: 'sponsor.form.messageHint',
        message: 'Cuántas personas lo forman, en qué competiciones o actividades participa y qué le vendría bien.',
        description: 'Sponsorship form: hint under the message label',
      }),
    },
  };
}

/** Subject of the proposal e-mail, naming the club. */
export function sponsorshipSubject(club: string): string {
  return translate(
    {
      id: 'sponsor.mail.subject',
      message: 'Propuesta de patrocinio: {club}',
      description: 'Subject of the prefilled sponsorship e-mail; {club} is the club name',
    },
    { club: club.trim() },
  );
}
