/**
 * The sponsorship form's interface strings (docs/product.md §17): field labels,
 * level names and the message of every {@link SponsorshipMessageCode} of
 * `src/forms/sponsorship.ts`. Spanish is the `message` of each `translate()`
 * call; English is in `i18n/en/code.json`.
 */
import { translate } from '@docusaurus/Translate';
import { company } from '../../config/company';
import { limits } from '../../config/limits';
import type { SponsorLevel, SponsorshipMessageCode } from '@site/src/forms/sponsorship';
import { emailInvalidMessage, emailLabel, methodMailLabel, phoneInvalidMessage } from '../../components/forms/strings';

/** The text of a sponsorship-form message code in the page's locale. */
export function sponsorshipMessage(code: SponsorshipMessageCode): string {
  switch (code) {
    case 'spam':
      return translate({ id: 'sponsor.error.spam', message: 'Spam detectado.', description: 'Sponsorship form: the hidden anti-spam field was filled' });
    case 'requiredMissing':
      return translate({
        id: 'sponsor.error.required',
        message: 'Completa los campos obligatorios y acepta las condiciones de privacidad.',
        description: 'Sponsorship form: a required field is empty or consent is missing',
      });
    case 'emailRequired':
      return translate({ id: 'sponsor.error.emailRequired', message: 'El email es obligatorio.', description: 'Sponsorship form: e-mail preferred but empty' });
    case 'phoneRequired':
      return translate({ id: 'sponsor.error.phoneRequired', message: 'El teléfono es obligatorio.', description: 'Sponsorship form: phone preferred but empty' });
    case 'emailInvalid':
      return emailInvalidMessage();
    case 'phoneInvalid':
      return phoneInvalidMessage();
    case 'messageTooLong':
      return translate(
        { id: 'sponsor.error.messageTooLong', message: 'El mensaje admite como máximo {max} caracteres.', description: 'Sponsorship form: message over the limit' },
        { max: String(limits.messageMaxChars) },
      );
    case 'unexpected':
      return translate({
        id: 'sponsor.error.unexpected',
        message: 'Algo ha fallado. Prueba por WhatsApp o email.',
        description: 'Sponsorship form: the mail client could not be opened',
      });
    case 'opened':
      return translate(
        {
          id: 'sponsor.form.opened',
          message: 'Hemos abierto tu programa de correo con la propuesta. Revísala y envíala desde allí. Si no se ha abierto, escríbenos a {email}.',
          description: 'Sponsorship form: the mail client was opened with the proposal',
        },
        { email: company.email },
      );
  }
}

/** Short name of a level (in the e-mail body). */
export function levelName(level: SponsorLevel): string {
  switch (level) {
    case 'basic':
      return translate({ id: 'sponsor.level.basic', message: 'Básico', description: 'Sponsorship level name' });
    case 'collab':
      return translate({ id: 'sponsor.level.collab', message: 'Colaborador', description: 'Sponsorship level name' });
    case 'principal':
      return translate({ id: 'sponsor.level.principal', message: 'Principal', description: 'Sponsorship level name' });
  }
}

/** What a level includes (docs/product.md §3), shown in the select after its name. */
export function levelDetail(level: SponsorLevel): string {
  switch (level) {
    case 'basic':
      return translate({ id: 'sponsor.level.basic.detail', message: 'logo, enlace y mención', description: 'What the basic sponsorship level includes' });
    case 'collab':
      return translate({
        id: 'sponsor.level.collab.detail',
        message: 'además, una reseña y tu logo en los materiales',
        description: 'What the collaborator level adds',
      });
    case 'principal':
      return translate({
        id: 'sponsor.level.principal.detail',
        message: 'además, una historia conjunta y lugar destacado',
        description: 'What the principal level adds',
      });
  }
}

/** Labels of the sponsorship fields, used by the form and by the e-mail body. */
export function sponsorshipLabels() {
  return {
    name: translate({ id: 'sponsor.form.name', message: 'Tu nombre', description: 'Sponsorship form: label' }),
    club: translate({ id: 'sponsor.form.club', message: 'Club, equipo o iniciativa', description: 'Sponsorship form: label' }),
    discipline: translate({ id: 'sponsor.form.discipline', message: 'Disciplina', description: 'Sponsorship form: label (sport or activity)' }),
    disciplinePlaceholder: translate({
      id: 'sponsor.form.disciplinePlaceholder',
      message: 'Ej.: tiro con arco',
      description: 'Sponsorship form: example shown inside the empty discipline field',
    }),
    zone: translate({ id: 'sponsor.form.zone', message: 'Ciudad o zona', description: 'Sponsorship form: label' }),
    method: methodMailLabel(),
    email: emailLabel(),
    phone: translate({ id: 'sponsor.form.phone', message: 'Teléfono', description: 'Sponsorship form: label' }),
    level: translate({ id: 'sponsor.form.level', message: 'Nivel de patrocinio', description: 'Sponsorship form: label' }),
    budget: translate({ id: 'sponsor.form.budget', message: 'Presupuesto', description: 'Sponsorship form: label of the free-text budget field' }),
    budgetPlaceholder: translate({
      id: 'sponsor.form.budgetPlaceholder',
      message: 'Ej.: 300 € por temporada',
      description: 'Sponsorship form: example shown inside the empty budget field',
    }),
    start: translate({ id: 'sponsor.form.start', message: 'Mes de inicio', description: 'Sponsorship form: label of the desired start month' }),
    message: translate({ id: 'sponsor.form.message', message: 'Cuéntanos el proyecto de tu club', description: 'Sponsorship form: label' }),
    messageHint: translate({
      id: 'sponsor.form.messageHint',
      message: 'Cuántas personas lo forman, en qué competiciones o actividades participa y qué le vendría bien.',
      description: 'Sponsorship form: hint under the message label',
    }),
    submit: translate({ id: 'sponsor.form.submit', message: 'Preparar el email de la propuesta', description: 'Sponsorship form: submit button' }),
  };
}

/** Subject of the proposal e-mail, naming the club. */
export function sponsorshipSubject(club: string): string {
  return translate(
    { id: 'sponsor.mail.subject', message: 'Propuesta de patrocinio: {club}', description: 'Subject of the prefilled sponsorship e-mail; {club} is the club name' },
    { club: club.trim() },
  );
}
