/** The shape of a stored lead, in a module of its own so the mail can name it without importing the database (`./leads`). */

/** Delivery state of a lead's e-mail. */
export type OutboxState = 'pending' | 'sent' | 'dead';

/** A stored lead, as the staff tool shows it. Times are ISO 8601 UTC strings. */
export interface LeadRecord {
  id: number;
  receivedAt: string;
  lang: 'es' | 'en';
  topic: string;
  fullName: string;
  company: string;
  email: string;
  mobileNumber: string;
  message: string;
  /** The mail's subject, the server's own. */
  subject: string;
  /** The subject the client sent, as sent (trimmed, at most `limits.serverFieldMaxChars` characters); `''` when none. */
  clientSubject: string;
  consentPolicyVersion: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}
