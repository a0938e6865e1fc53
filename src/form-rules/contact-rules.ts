/**
 * The contact form's rules the server shares (through `server/src/shared.ts`) to fill in a form posted without JavaScript.
 * No browser API, no React; `./contact` re-exports it all for the browser.
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
