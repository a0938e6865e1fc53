/** Field rules shared by the browser forms and the contact server, so both validate with the same code. */
import { limits } from '../config/limits';

/** Contact-form topics, in the order the select shows them. Default: `automation`. */
export const contactTopics = ['automation', 'switchboard', 'dev', 'advisory', 'sponsorship', 'other'] as const;

/** A contact-form topic. */
export type ContactTopic = (typeof contactTopics)[number];

/** Preferred contact methods. Default: `email`. */
export const contactMethods = ['email', 'phone'] as const;

/** A preferred contact method. */
export type ContactMethod = (typeof contactMethods)[number];

/** Type guard for topics received from a form or request. */
export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (contactTopics as readonly string[]).includes(value);
}

/** The HTML standard's "valid e-mail address" (what `<input type=email>` accepts), so the server accepts what the browser does. */
export const emailRegex =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The phone inputs' `pattern`: digits, spaces, `+`, parentheses and hyphens, at least `limits.phoneMinChars` digits.
 * Browsers compile `pattern` with the `v` flag, where `(`, `)` and `-` in a class must be escaped; an invalid pattern is silently ignored.
 */
export const phonePatternAttribute = `(?:[ +\\(\\)\\-]*[0-9]){${limits.phoneMinChars},}[ +\\(\\)\\-]*`;

/** The phone rule as a regular expression, the same as the browser's (anchored like `pattern`). */
export const phoneRegex = new RegExp(`^(?:${phonePatternAttribute})$`, 'v');

/** Whether a (trimmed) value is a valid e-mail address. */
export function isValidEmail(value: string): boolean {
  return emailRegex.test(value.trim());
}

/** Whether a (trimmed) value is a valid phone number: digits, spaces, `+`, parentheses and hyphens, at least `limits.phoneMinChars` characters. */
export function isValidPhone(value: string): boolean {
  return phoneRegex.test(value.trim());
}
