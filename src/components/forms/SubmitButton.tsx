import type { ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './form.module.css';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The icon before the label (`aria-hidden`, 18 px). */
  icon: ReactNode;
  label: string;
  disabled?: boolean;
  /** Disabled until the page has hydrated: for a form that only works with its script. */
  needsScript?: boolean;
}

/**
 * The form's submit button: disabled while sending
 * (and, with `needsScript`, until the page has hydrated); on a phone it takes
 * the whole width and a long label wraps inside it. Only this button reads
 * the hydration state, so hydration re-renders it alone, not its form.
 */
export function SubmitButton({ icon, label, disabled, needsScript }: SubmitButtonProps) {
  const hydrated = useIsBrowser();
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className={clsx('button button--primary button--lg', styles.submit)}
        disabled={disabled || (needsScript && !hydrated)}
      >
        {icon}
        {label}
      </button>
    </div>
  );
}
