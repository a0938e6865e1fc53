/**
 * Mail-client links for the two forms: the contact
 * form's fallback when sending fails, and the sponsorship form's only way of
 * sending.
 *
 * Pure and dependency-free apart from the limits module. Subject and body are
 * encoded with `encodeURIComponent`, every line break becomes CRLF (`%0D%0A`,
 * as RFC 6068 asks for), and the whole link is kept within
 * `limits.mailtoMaxChars` characters by shortening the free-text message and
 * saying so in the body: several mail clients and browsers drop or cut longer
 * links.
 */
import { limits } from '../config/limits';

/** One labelled line of the body, e.g. `Name: Uxía`. */
export interface MailField {
  /** Label in the page's locale, without the colon. */
  label: string;
  /** The visitor's value; an empty value is shown as {@link emptyValue}. */
  value: string;
}

/** What a mail-client link carries. */
export interface MailDraft {
  /** Recipient address (the company's, from `src/config/company.ts`). */
  to: string;
  /** Subject line, one line (line breaks are replaced by spaces). */
  subject: string;
  /** Short labelled fields, one per line, in order. */
  fields: readonly MailField[];
  /** The free-text message, after a blank line; the part shortened when the link is too long. */
  message?: { label: string; text: string };
  /**
   * Sentence added after a shortened message, in the page's locale (for
   * example "[Message shortened to fit the e-mail link …]").
   */
  trimNotice: string;
}

/** The result of {@link buildMailto}. */
export interface MailtoLink {
  /** The `mailto:` URL, at most `maxChars` characters long. */
  url: string;
  /** Whether something (normally the message) had to be shortened to fit. */
  trimmed: boolean;
}

/** Shown in the body for a field the visitor left empty. */
export const emptyValue = '—';

/** Marks where a shortened text was cut. */
const ellipsis = '…';

/** Normalises every line break (`\r\n`, `\r`, `\n`) to CRLF. */
export function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

/** The plain-text body: labelled fields, a blank line, then the message. Lines end in CRLF. */
export function mailBody(fields: readonly MailField[], message?: { label: string; text: string }): string {
  const lines = fields.map((f) => `${f.label}: ${oneLine(f.value) || emptyValue}`);
  if (message) lines.push('', `${message.label}:`, message.text.trim() || emptyValue);
  return toCrlf(lines.join('\n'));
}

function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** `mailto:` URL from already-final subject and body strings. */
function assemble(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(toCrlf(body))}`;
}

/** The first `count` code points of `text` (never splits a surrogate pair). */
function headOf(chars: readonly string[], count: number): string {
  return chars.slice(0, count).join('');
}

/**
 * The longest prefix length `n` in `[0, max]` for which `fits(n)` holds,
 * assuming `fits` is monotone (shorter always fits when longer does); `-1`
 * when even `0` does not fit.
 */
function longestFitting(max: number, fits: (n: number) => boolean): number {
  if (!fits(0)) return -1;
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Builds a `mailto:` link for a draft, at most `maxChars` characters long.
 *
 * When the full link is too long, the message is cut at the longest prefix
 * that fits, followed by `…` and the draft's `trimNotice`. Should the fields
 * alone already be too long (not reachable through the forms, whose inputs
 * have length limits), the body as a whole is cut the same way, and as a last
 * resort the subject.
 *
 * @param maxChars longest link allowed, in characters (default `limits.mailtoMaxChars`, 2000).
 * @returns the link and whether anything was shortened.
 */
export function buildMailto(draft: MailDraft, maxChars: number = limits.mailtoMaxChars): MailtoLink {
  const subject = oneLine(draft.subject);
  const full = assemble(draft.to, subject, mailBody(draft.fields, draft.message));
  if (full.length <= maxChars) return { url: full, trimmed: false };

  const notice = `${ellipsis}\n\n${draft.trimNotice}`;
  if (draft.message) {
    const chars = Array.from(draft.message.text.trim());
    const withMessage = (n: number) =>
      assemble(draft.to, subject, mailBody(draft.fields, { label: draft.message!.label, text: headOf(chars, n) + notice }));
    const n = longestFitting(chars.length, (k) => withMessage(k).length <= maxChars);
    if (n >= 0) return { url: withMessage(n), trimmed: true };
  }

  const bodyChars = Array.from(mailBody(draft.fields, draft.message));
  const withBody = (n: number) => assemble(draft.to, subject, headOf(bodyChars, n) + notice);
  const n = longestFitting(bodyChars.length, (k) => withBody(k).length <= maxChars);
  if (n >= 0) return { url: withBody(n), trimmed: true };

  const subjectChars = Array.from(subject);
  const withSubject = (k: number) => assemble(draft.to, headOf(subjectChars, k) + ellipsis, '');
  const s = Math.max(
    0,
    longestFitting(subjectChars.length, (k) => withSubject(k).length <= maxChars),
  );
  return { url: withSubject(s), trimmed: true };
}
