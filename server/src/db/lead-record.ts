/** The shape of a stored lead, in a module of its own so the mail can name it without importing the database (`./leads`). */
import type { ContactInput } from '../schemas/contact-request';

/** Delivery state of a lead's e-mail. */
export type OutboxState = 'pending' | 'sent' | 'dead';

/** A stored lead, as the staff tool shows it: the lead as taken in, and its id, times and mail. Times are ISO 8601 UTC strings. */
export interface LeadRecord extends Omit<ContactInput, 'topic'> {
  id: number;
  receivedAt: string;
  /** As stored: a topic of the form, or whatever an older row holds. */
  topic: string;
  consentPolicyVersion: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}
