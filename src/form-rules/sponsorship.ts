/**
 * The sponsorship-proposal form's rules and e-mail, without React. Nothing goes over the network: a valid proposal opens the
 * visitor's mail client. The honeypot's control is named `company` (a name bots like to fill); its value is held as `honeypot`.
 */
import { limits } from '../config/limits';
import { isValidEmail, isValidPhone, type ContactMethod } from './fields';
import type { FormRules } from './state-rules';
import { buildMailto } from './mailto';
import { dateTimeFormat } from '../utils/intl';

/** Sponsorship levels, in the order the select shows them. */
export const sponsorLevels = ['basic', 'collab', 'principal'] as const;

/** A sponsorship level. */
export type SponsorLevel = (typeof sponsorLevels)[number];

const initial = {
  name: '',
  /** Club, team or initiative. */
  club: '',
  discipline: '',
  /** Optional: city or area. */
  zone: '',
  /** Decides whether `email` or `phone` is required. */
  method: 'email' as ContactMethod,
  email: '',
  phone: '',
  level: 'basic' as SponsorLevel,
  /** Free text, e.g. "300 € a season". */
  budget: '',
  /** Desired start month as typed in the start field (`marzo de 2027`, `03/2027`…; see {@link normalizeStartMonth}). */
  start: '',
  /** At most `limits.messageMaxChars` characters. */
  message: '',
  consent: false,
  honeypot: '',
};

/** Everything the visitor can fill in or choose. */
export type SponsorshipValues = typeof initial;

/** The form as first shown and after a proposal is opened in the mail client. */
export const initialSponsorshipValues: Readonly<SponsorshipValues> = initial;

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
  if (values.message.length > limits.messageMaxChars) return { ok: false, code: 'messageTooLong', fields: ['message'] };
  return { ok: true };
}

/**
 * The start month as an HTML `pattern`, in each of the forms {@link normalizeStartMonth} reads (`2027-03`,
 * `03/2027`, `marzo de 2027`, `March 2027`): the field is plain text because some browsers lack month pickers.
 */
export const startMonthPattern = '\\d{4}-(?:0?[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])/\\d{4}|\\p{L}+(?: de)? \\d{4}';

/** The month (1–12) a Spanish or English month name stands for, any case (`marzo`, `March`); `undefined` otherwise. */
function monthOfName(name: string): number | undefined {
  const wanted = name.toLocaleLowerCase('es');
  for (const tag of ['es-ES', 'en-GB']) {
    const format = dateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      if (format.format(new Date(Date.UTC(2000, month - 1, 1))).toLocaleLowerCase('es') === wanted) return month;
    }
  }
  return undefined;
}

/**
 * A start month as a visitor types it — `2027-03`, `03/2027`, `marzo de 2027`, `March 2027` — as `YYYY-MM`;
 * `undefined` for any other text (the e-mail then carries it as typed).
 */
export function normalizeStartMonth(value: string): string | undefined {
  // Year and month of `2027-03`, month and year of `03/2027`, or month name and year.
  const m = /^(?:(\d{4})-(\d{1,2})|(\d{1,2})\/(\d{4})|(\p{L}+)(?:\s+de)?\s+(\d{4}))$/iu.exec(value.trim());
  if (!m) return undefined;
  const month = m[5] ? monthOfName(m[5]) : Number(m[2] ?? m[3]);
  if (month === undefined || month < 1 || month > 12) return undefined;
  return `${Number(m[1] ?? m[4] ?? m[6])}-${String(month).padStart(2, '0')}`;
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
}

/** The body's labelled fields, in the form's order (the message follows them). */
const mailFields = ['name', 'club', 'discipline', 'zone', 'method', 'email', 'phone', 'level', 'budget', 'start'] as const;

/** The proposal's `mailto:` link to the company's address `to`, every field in the body; at most `limits.mailtoMaxChars` characters. */
export function sponsorshipMailto(to: string, values: SponsorshipValues, texts: SponsorshipMailTexts): string {
  const { labels } = texts;
  const shown = {
    ...values,
    method: texts.methods[values.method],
    level: texts.levels[values.level],
    start: normalizeStartMonth(values.start) ?? values.start.trim(),
  };
  return buildMailto({
    to,
    subject: texts.subject,
    fields: mailFields.map((k) => ({ label: labels[k], value: shown[k] })),
    message: { label: labels.message, text: values.message },
    trimNotice: texts.trimNotice,
  });
}
