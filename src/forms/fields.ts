/**
 * Field rules shared by the browser forms and the contact server (spec §3,
 * §5; decisions: "The contact endpoint"). Pure, dependency-free, so both
 * sides validate with the very same code.
 */
import { limits } from '../config/limits';

/** Contact-form topics, in the order the select shows them (spec §3). Default: `automation`. */
export const contactTopics = ['automation', 'switchboard', 'dev', 'advisory', 'sponsorship', 'other'] as const;

/** A contact-form topic. */
export type ContactTopic = (typeof contactTopics)[number];

/** Preferred contact methods (spec §3). Default: `email`. */
export const contactMethods = ['email', 'phone'] as const;

/** A preferred contact method. */
export type ContactMethod = (typeof contactMethods)[number];

/** Type guard for topics received from a form or request. */
export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (contactTopics as readonly string[]).includes(value);
}

/**
 * The HTML Living Standard's "valid e-mail address" (what `<input
 * type=email>` accepts), so the server accepts exactly what the browser does.
 */
export const emailRegex =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Phone rule of spec §5: digits, space, `+`, parentheses, hyphen; at least `limits.phoneMinChars` characters. */
export const phoneRegex = new RegExp(`^[0-9 +()\\-]{${limits.phoneMinChars},}$`);

/** The `pattern` attribute for phone inputs (the browser anchors it itself). */
export const phonePatternAttribute = `[0-9 +()\\-]{${limits.phoneMinChars},}`;

/** Whether a (trimmed) value is a valid e-mail address. */
export function isValidEmail(value: string): boolean {
  return emailRegex.test(value.trim());
}

/** Whether a (trimmed) value is a valid phone number by spec §5. */
export function isValidPhone(value: string): boolean {
  return phoneRegex.test(value.trim());
}
