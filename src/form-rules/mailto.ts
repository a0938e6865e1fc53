/**
 * `mailto:` links for the contact form's fallback and the sponsorship form. Line breaks become CRLF (RFC 6068); the link is
 * kept within `limits.mailtoMaxChars` by shortening the message and saying so, as several clients drop or cut longer links.
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
  to: string;
  /** One line (line breaks are replaced by spaces). */
  subject: string;
  fields: readonly MailField[];
  /** The free-text message, after a blank line; the part shortened when the link is too long. */
  message?: { label: string; text: string };
  /** Sentence added after a shortened message, in the page's locale. */
  trimNotice: string;
}

/** Shown in the body for a field the visitor left empty. */
export const emptyValue = '—';

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

function assemble(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(toCrlf(body))}`;
}

/** Binary search: the largest `n` in `[0, max]` with `fits(n)` (assumed monotone), or `-1`. */
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
 * A `mailto:` URL of at most `maxChars` characters: if too long, the message is cut to fit and followed by `…` and
 * `trimNotice`; failing that the whole body, and as a last resort the subject. Cuts fall between code points, never inside
 * a surrogate pair.
 */
export function buildMailto(draft: MailDraft, maxChars: number = limits.mailtoMaxChars): string {
  const subject = oneLine(draft.subject);
  const full = assemble(draft.to, subject, mailBody(draft.fields, draft.message));
  if (full.length <= maxChars) return full;

  const notice = `${ellipsis}\n\n${draft.trimNotice}`;
  if (draft.message) {
    const chars = Array.from(draft.message.text.trim());
    const withMessage = (n: number) =>
      assemble(draft.to, subject, mailBody(draft.fields, { label: draft.message!.label, text: chars.slice(0, n).join('') + notice }));
    const n = longestFitting(chars.length, (k) => withMessage(k).length <= maxChars);
    if (n >= 0) return withMessage(n);
  }

  const bodyChars = Array.from(mailBody(draft.fields, draft.message));
  const withBody = (n: number) => assemble(draft.to, subject, bodyChars.slice(0, n).join('') + notice);
  const n = longestFitting(bodyChars.length, (k) => withBody(k).length <= maxChars);
  if (n >= 0) return withBody(n);

  const subjectChars = Array.from(subject);
  const withSubject = (k: number) => assemble(draft.to, subjectChars.slice(0, k).join('') + ellipsis, '');
  const s = longestFitting(subjectChars.length, (k) => withSubject(k).length <= maxChars);
  return withSubject(Math.max(0, s));
}
