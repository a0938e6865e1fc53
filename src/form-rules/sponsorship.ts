/**
 * The sponsorship-proposal form's rules and e-mail, without React. Nothing goes over the network: a valid proposal opens the
 * visitor's mail client. The honeypot's control is named `company` (a name bots like to fill); its value is held as `honeypot`.
 */
import { limits } from '../config/limits';
import { isValidEmail, isValidPhone, type ContactMethod } from './fields';
import type { FormRules } from './state-rules';
import { buildMailto, type MailField } from './mailto';
import { dateTimeFormat } from '../utils/intl';

/** Sponsorship levels, in the order the select shows them. */
export const sponsorLevels = ['basic', 'collab', 'principal'] as const;

/** A sponsorship level. */
export type SponsorLevel = (typeof sponsorLevels)[number];

/** Everything the visitor can fill in or choose. */
export interface SponsorshipValues {
  name: string;
  /** Club, team or initiative. */
  club: string;
  discipline: string;
  /** Optional: city or area. */
  zone: string;
  /** Decides whether `email` or `phone` is required. */
  method: ContactMethod;
  email: string;
  phone: string;
  level: SponsorLevel;
  /** Free text, e.g. "300 € a season". */
  budget: string;
  /** Desired start month, `YYYY-MM` as typed in the start field (any other text is kept as typed). */
  start: string;
  /** At most `limits.messageMaxChars` characters. */
  message: string;
  consent: boolean;
  honeypot: string;
}

/** The form as first shown and after a proposal is opened in the mail client. */
export const initialSponsorshipValues: Readonly<SponsorshipValues> = {
  name: '',
  club: '',
  discipline: '',
  zone: '',
  method: 'email',
  email: '',
  phone: '',
  level: 'basic',
  budget: '',
  start: '',
  message: '',
  consent: false,
  honeypot: '',
};

/** Codes of every message the sponsorship form can show; the view maps each to its text. */
export type SponsorshipMessageCode =
  | 'spam'
  | 'requiredMissing'
  | 'emailRequired'
  | 'phoneRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'messageTooLong'
  | 'unexpected'
  | 'opened';

/** State rules for `useFormState`: typed values kept on hydration; a refusal about no field (spam) stays until the next submit. */
export const sponsorshipFormRules: FormRules<SponsorshipValues, SponsorshipMessageCode> = {
  idPrefix: 'sponsor',
  selector: 'form[data-sponsorship-form]',
  initial: initialSponsorshipValues,
  names: { method: 'preferredMethod', honeypot: 'company' },
  alsoFixes: { method: ['email', 'phone'] },
  unboundRefusal: 'keep',
};

/** Controls a refusal can point at (marked invalid, first one focused). */
export type SponsorshipField = 'name' | 'club' | 'discipline' | 'message' | 'consent' | 'email' | 'phone';

/** The result of {@link checkSponsorship}. */
export type SponsorshipCheck =
  { ok: true } | { ok: false; code: Exclude<SponsorshipMessageCode, 'unexpected' | 'opened'>; fields: SponsorshipField[] };

const alwaysRequired = ['name', 'club', 'discipline', 'message'] as const;

/**
 * The checks in order: honeypot, required fields and consent, the preferred method's field, e-mail and phone formats, message
 * length. Returns `ok`, or the message code with the fields to mark invalid (the first gets focus).
 */
export function checkSponsorship(values: SponsorshipValues): SponsorshipCheck {
  if (values.honeypot.trim() !== '') return { ok: false, code: 'spam', fields: [] };
  const missing: SponsorshipField[] = alwaysRequired.filter((f) => values[f].trim() === '');
  if (!values.consent) missing.push('consent');
  if (missing.length > 0) return { ok: false, code: 'requiredMissing', fields: missing };
  if (values.method === 'email' && values.email.trim() === '') return { ok: false, code: 'emailRequired', fields: ['email'] };
  if (values.method === 'phone' && values.phone.trim() === '') return { ok: false, code: 'phoneRequired', fields: ['phone'] };
  if (values.email.trim() !== '' && !isValidEmail(values.email)) return { ok: false, code: 'emailInvalid', fields: ['email'] };
  if (values.phone.trim() !== '' && !isValidPhone(values.phone)) return { ok: false, code: 'phoneInvalid', fields: ['phone'] };
  // UTF-16 code units, as the textarea's `maxLength` and the counter count.
  if (values.message.length > limits.messageMaxChars) {
    return { ok: false, code: 'messageTooLong', fields: ['message'] };
  }
  return { ok: true };
}

/** The `YYYY-MM` start month as an HTML `pattern`: the field is plain text because some browsers lack month pickers. */
export const startMonthPattern = '(\\d{4})-(0[1-9]|1[0-2])';

/** A `YYYY-MM` month in words for a BCP 47 tag (`2025-10` → `octubre de 2025` in `es-ES`); other text is returned trimmed. */
export function formatStartMonth(value: string, intlLocale: string): string {
  const match = new RegExp(`^${startMonthPattern}$`).exec(value.trim());
  if (!match) return value.trim();
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Texts, in the page's locale, for the proposal e-mail of {@link sponsorshipMailto}. */
export interface SponsorshipMailTexts {
  /** Subject naming the club, e.g. "Propuesta de patrocinio: Club Arco Atlántico". */
  subject: string;
  labels: Record<Exclude<keyof SponsorshipValues, 'consent' | 'honeypot'>, string>;
  methods: Record<ContactMethod, string>;
  levels: Record<SponsorLevel, string>;
  /** Sentence added when the message had to be shortened. */
  trimNotice: string;
  /** BCP 47 tag for the start month, e.g. `es-ES`. */
  intlLocale: string;
}

/** The proposal's `mailto:` link to the company's address `to`, every field in the body; at most `limits.mailtoMaxChars` characters. */
export function sponsorshipMailto(to: string, values: SponsorshipValues, texts: SponsorshipMailTexts): string {
  const { labels } = texts;
  const fields: MailField[] = [
    { label: labels.name, value: values.name },
    { label: labels.club, value: values.club },
    { label: labels.discipline, value: values.discipline },
    { label: labels.zone, value: values.zone },
    { label: labels.method, value: texts.methods[values.method] },
    { label: labels.email, value: values.email },
    { label: labels.phone, value: values.phone },
    { label: labels.level, value: texts.levels[values.level] },
    { label: labels.budget, value: values.budget },
    { label: labels.start, value: formatStartMonth(values.start, texts.intlLocale) },
  ];
  return buildMailto({
    to,
    subject: texts.subject,
    fields,
    message: { label: labels.message, text: values.message },
    trimNotice: texts.trimNotice,
  }).url;
}
