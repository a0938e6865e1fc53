/** What a contact post comes to (taken, or refused with status and code), for the reply step. */
import type { ContactErrorCode } from '../shared';

/** A refusal: HTTP status, `error` code, the field it concerns, and the headers it needs. */
export interface LeadRefusal {
  ok: false;
  status: 400 | 403 | 413 | 415 | 429 | 503;
  error: ContactErrorCode;
  field?: string;
  /** Seconds, sent as `Retry-After` (429, 503). */
  retryAfterS?: number;
  /** Sent with `Connection: close` (a body refused before it was read). */
  closeConnection?: boolean;
}

/** Taken (`id` when stored; none when a honeypot dropped it), or refused. */
export type LeadOutcome = { ok: true; id?: number } | LeadRefusal;

/** A {@link LeadRefusal}. */
export function refused(
  status: LeadRefusal['status'],
  error: ContactErrorCode,
  more: Pick<LeadRefusal, 'field' | 'retryAfterS' | 'closeConnection'> = {},
): LeadRefusal {
  return { ok: false, status, error, ...more };
}
