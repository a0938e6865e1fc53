/**
 * The contact form's pure rules that the server shares with the browser:
 * the codes of the messages the form can show,
 * and the field the preferred contact method makes required. No browser API,
 * no React: the server imports this module (through `server/src/shared.ts`)
 * to fill in the form of a post made without JavaScript. `./contact`
 * re-exports everything here for the browser's code.
 */
import type { ContactMethod } from './fields';

/** Codes of every message the contact form can show; the view maps each to its text. */
export type ContactMessageCode =
  | 'consentMissing'
  | 'waitBeforeResend'
  | 'contactMissing'
  | 'fullNameMissing'
  | 'messageMissing'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'sending'
  | 'success'
  | 'failure';

/** The field the preferred method makes required. */
export function requiredContactField(method: ContactMethod): 'email' | 'mobileNumber' {
  return method === 'phone' ? 'mobileNumber' : 'email';
}
