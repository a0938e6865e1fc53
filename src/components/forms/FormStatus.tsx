import type { Ref } from 'react';
import clsx from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import styles from './form.module.css';

/** Props of {@link FormStatus}. */
export interface FormStatusProps {
  id: string;
  /** `error` for refusals and failures, `success` for a sent lead or an opened proposal. */
  tone?: 'error' | 'success';
  message?: string;
  /** Lets the form move focus to the message (it then takes focus programmatically, not by Tab). */
  regionRef?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * The form's live region (errors announced). It is always in the
 * page, so screen readers announce each new message; `role="status"` is
 * polite and does not interrupt the visitor's typing.
 */
export function FormStatus({ id, tone, message, regionRef, className }: FormStatusProps) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      id={id}
      ref={regionRef}
      tabIndex={regionRef ? -1 : undefined}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={clsx(styles.statusRegion, className)}
    >
      {message && (
        <p className={clsx(styles.status, tone === 'success' ? styles.statusSuccess : styles.statusError)}>
          <Icon aria-hidden="true" size={20} className={styles.statusIcon} />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
