/**
 * The `{name}` placeholders for business facts (`{resubmitSeconds}`, `{callHours}`…), filled from the config modules and
 * formatted for the page's language before rendering, so they also work in a link marker's label.
 */
import { company } from '../config/company';
import { limits } from '../config/limits';
import { localeInfo, type Locale } from '../config/locales';
import type { Opening } from '../schemas/business';
import type { PlaceholderValues } from './placeholders';
import { dateTimeFormat, formatInteger, numberFormat } from './intl';
import { keepFiguresTogether } from './typography';

/** "lunes a viernes" / "Monday to Friday": the company's working days, from the company module. */
export function formatDays(locale: Locale): string {
  const { first, last } = company.hours.days;
  const weekday = dateTimeFormat(localeInfo[locale].intl, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
  const name = (n: number) => weekday.format(new Date(Date.UTC(2024, 0, n)));
  return locale === 'es' ? `${name(first)} a ${name(last)}` : `${name(first)} to ${name(last)}`;
}

/** "de 10:00 a 12:00" / "10:00–12:00": a span without its time zone, for a sentence that names the zone once. */
export function formatBareSpan(span: Opening, locale: Locale): string {
  return locale === 'es' ? `de ${span.opens} a ${span.closes}` : `${span.opens}–${span.closes}`;
}

/** "de 10:00 a 12:00 (hora peninsular)" / "10:00–12:00 Spanish mainland time": the zone label from the company module. */
export function formatSpan(span: Opening, locale: Locale): string {
  const zone = company.hours.timeZone[locale];
  return locale === 'es' ? `${formatBareSpan(span, locale)} (${zone})` : `${formatBareSpan(span, locale)} ${zone}`;
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
 * How each fact placeholder's value is made for `locale`; `decisionDiscount` is a fraction only the build has (else
 * `{decisionDiscount}` is empty). Functions, so the names are read without building a dozen `Intl` formatters as every page's
 * bundle loads.
 */
const factFormatters = {
  phone: () => contactValues.phone,
  email: () => contactValues.email,
  brand: () => company.name,
  founder: () => company.founder.name,
  address: () => `${company.address.street}, ${company.address.postalCode} ${company.address.locality}`,
  city: () => company.address.locality,
  openDays: formatDays,
  callHours: (locale) => formatSpan(company.hours.calls, locale),
  messageHours: (locale) => formatSpan(company.hours.messages, locale),
  // "10–16 h" / "10:00–16:00": short enough for a figure card.
  messageHoursShort: (locale) => {
    const { opens, closes } = company.hours.messages;
    const hour = (time: string) => time.replace(/^0?(\d+):00$/, '$1');
    return locale === 'es' ? `${hour(opens)}–${hour(closes)} h` : `${opens}–${closes}`;
  },
  callSpan: (locale) => formatBareSpan(company.hours.calls, locale),
  messageSpan: (locale) => formatBareSpan(company.hours.messages, locale),
  timeZone: (locale) => company.hours.timeZone[locale],
  workshopHours: (locale) => formatSpan(company.hours.workshop, locale),
  resubmitSeconds: (locale) => formatInteger(limits.resubmitWaitSeconds, locale),
  phoneMinChars: (locale) => formatInteger(limits.phoneMinChars, locale),
  messageMaxChars: (locale) => formatInteger(limits.messageMaxChars, locale),
  retentionMonths: (locale) => formatInteger(Math.round((limits.leadRetentionDays * 12) / 365), locale),
  days: (locale) => formatInteger(limits.appTrialDays, locale),
  proposalReplyDays: (locale) => {
    const reply = limits.sponsorProposalReplyWorkingDays;
    return locale === 'es' ? `${reply.min} o ${reply.max}` : formatRange(reply, locale);
  },
  sponsorCallMinutes: (locale) => formatInteger(limits.sponsorCallMinutes, locale),
  agreementMonths: (locale) => formatRange(limits.sponsorAgreementMonths, locale),
  decisionDiscount: (locale, decisionDiscount) => (decisionDiscount === undefined ? '' : formatPercent(decisionDiscount, locale)),
  repairGuarantee: (locale) => formatMonths(limits.repairGuaranteeMonths, locale),
} satisfies Record<string, (locale: Locale, decisionDiscount?: number) => string>;

/** A fact placeholder's name. */
export type FactName = keyof typeof factFormatters;

/** The fact placeholders' names, as `factValues()` returns them. */
export const factNames: readonly string[] = Object.keys(factFormatters);

/**
 * Each fact placeholder's value for `locale` ({@link factFormatters}), typeset ({@link keepFiguresTogether}: a span such as
 * `10:00–12:00` never breaks in the middle).
 */
export function factValues(locale: Locale, decisionDiscount?: number): Record<FactName, string> & PlaceholderValues {
  const entries = Object.entries(factFormatters).map(([name, format]) => [name, keepFiguresTogether(format(locale, decisionDiscount))]);
  return Object.fromEntries(entries) as Record<FactName, string>;
}
