/**
 * The `{name}` placeholders for business facts (`{resubmitSeconds}`, `{callHours}`…), filled from the config modules and
 * formatted for the page's language before rendering, so they also work in a link marker's label.
 */
import { company } from '../config/company';
import { limits } from '../config/limits';
import { localeInfo, type Locale } from '../config/locales';
import type { PlaceholderValues } from './placeholders';
import { dateTimeFormat, formatInteger, numberFormat } from './intl';
import { keepFiguresTogether } from './typography';

/** A time span of a day, `HH:MM` 24-hour local times. */
export interface TimeSpan {
  opens: string;
  closes: string;
}

/** "lunes a viernes" / "Monday to Friday": the company's working days, from the company module. */
export function formatDays(locale: Locale): string {
  const { first, last } = company.hours.days;
  const weekday = dateTimeFormat(localeInfo[locale].intl, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
  const name = (n: number) => weekday.format(new Date(Date.UTC(2024, 0, n)));
  return locale === 'es' ? `${name(first)} a ${name(last)}` : `${name(first)} to ${name(last)}`;
}

/** "de 10:00 a 12:00" / "10:00–12:00": a span without its time zone, for a sentence that names the zone once. */
export function formatBareSpan(span: TimeSpan, locale: Locale): string {
  return locale === 'es' ? `de ${span.opens} a ${span.closes}` : `${span.opens}–${span.closes}`;
}

/** "de 10:00 a 12:00 (hora peninsular)" / "10:00–12:00 Spanish mainland time": the zone label from the company module. */
export function formatSpan(span: TimeSpan, locale: Locale): string {
  const zone = company.hours.timeZone[locale];
  return locale === 'es' ? `${formatBareSpan(span, locale)} (${zone})` : `${formatBareSpan(span, locale)} ${zone}`;
}

/** "10–16 h" / "10:00–16:00": a span short enough for a figure card. */
export function formatShortSpan(span: TimeSpan, locale: Locale): string {
  if (locale !== 'es') return `${span.opens}–${span.closes}`;
  const hour = (time: string) => time.replace(/^0?(\d+):00$/, '$1');
  return `${hour(span.opens)}–${hour(span.closes)} h`;
}

/** "Rúa do Hórreo, 00, bajo, 15702 Santiago de Compostela": the address on one line. */
export function addressLine(): string {
  const a = company.address;
  return `${a.street}, ${a.postalCode} ${a.locality}`;
}

/** "3 meses" / "3 months": a number of months, joined to its unit by a no-break space. */
function formatMonths(months: number, locale: Locale): string {
  const unit = locale === 'es' ? (months === 1 ? 'mes' : 'meses') : months === 1 ? 'month' : 'months';
  return `${formatInteger(months, locale)}\u00a0${unit}`;
}

function formatRange(range: { min: number; max: number }, locale: Locale): string {
  return locale === 'es' ? `${range.min} a ${range.max}` : `${range.min}–${range.max}`;
}

/** Percentage in the locale's style: Spanish `50 %` (with a space), English `50%`. */
export function formatPercent(fraction: number, locale: Locale): string {
  return numberFormat(localeInfo[locale].intl, { style: 'percent' }).format(fraction).replace(/\s/g, '\u00a0');
}

/** `{phone}` and `{email}`: the company's phone as displayed and its e-mail address (the same in every language). */
export const contactValues: { phone: string; email: string } = { phone: company.phoneDisplay, email: company.email };

/**
 * Each fact placeholder's value for `locale`, typeset ({@link keepFiguresTogether}: a span such as
 * `10:00–12:00` never breaks in the middle); `decisionDiscount` is a fraction only the build has (else `{decisionDiscount}` is empty).
 */
export function factValues(locale: Locale, decisionDiscount?: number): Record<FactName, string> & PlaceholderValues {
  const values = rawFactValues(locale, decisionDiscount);
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, keepFiguresTogether(v)])) as typeof values;
}

function rawFactValues(locale: Locale, decisionDiscount?: number): Record<FactName, string> & PlaceholderValues {
  const reply = limits.sponsorProposalReplyWorkingDays;
  return {
    ...contactValues,
    brand: company.name,
    founder: company.founder.name,
    address: addressLine(),
    city: company.address.locality,
    openDays: formatDays(locale),
    callHours: formatSpan(company.hours.calls, locale),
    messageHours: formatSpan(company.hours.messages, locale),
    messageHoursShort: formatShortSpan(company.hours.messages, locale),
    callSpan: formatBareSpan(company.hours.calls, locale),
    messageSpan: formatBareSpan(company.hours.messages, locale),
    timeZone: company.hours.timeZone[locale],
    workshopHours: formatSpan(company.hours.workshop, locale),
    resubmitSeconds: formatInteger(limits.resubmitWaitSeconds, locale),
    phoneMinChars: formatInteger(limits.phoneMinChars, locale),
    messageMaxChars: formatInteger(limits.messageMaxChars, locale),
    retentionMonths: formatInteger(Math.round((limits.leadRetentionDays * 12) / 365), locale),
    days: formatInteger(limits.appTrialDays, locale),
    proposalReplyDays: locale === 'es' ? `${reply.min} o ${reply.max}` : formatRange(reply, locale),
    sponsorCallMinutes: formatInteger(limits.sponsorCallMinutes, locale),
    agreementMonths: formatRange(limits.sponsorAgreementMonths, locale),
    decisionDiscount: decisionDiscount === undefined ? '' : formatPercent(decisionDiscount, locale),
    repairGuarantee: formatMonths(limits.repairGuaranteeMonths, locale),
  };
}

/**
 * Written out rather than read from `factValues()`, which would build a dozen `Intl` formatters as every page's bundle loads;
 * the return type of `factValues()` keeps the two in step.
 */
const factNameList = [
  'phone',
  'email',
  'brand',
  'founder',
  'address',
  'city',
  'openDays',
  'callHours',
  'messageHours',
  'messageHoursShort',
  'callSpan',
  'messageSpan',
  'timeZone',
  'workshopHours',
  'resubmitSeconds',
  'phoneMinChars',
  'messageMaxChars',
  'retentionMonths',
  'days',
  'proposalReplyDays',
  'sponsorCallMinutes',
  'agreementMonths',
  'decisionDiscount',
  'repairGuarantee',
] as const;

/** A fact placeholder's name. */
export type FactName = (typeof factNameList)[number];

/** The fact placeholders' names, as `factValues()` returns them. */
export const factNames: readonly string[] = factNameList;
