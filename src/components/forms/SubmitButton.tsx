import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './form.module.css';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The icon before the label (`aria-hidden`, 18 px). */
  icon: ReactNode;
  label: string;
  disabled?: boolean;
}

/**
 * The form's submit button (docs/product.md §4, §17): disabled while sending
 * (and, on the sponsorship form, until its script runs); on a phone it takes
 * the whole width and a long label wraps inside it.
 */
export function SubmitButton({ icon, label, disabled }: SubmitButtonProps) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={clsx('button button--primary button--lg', styles.submit)} disabled={disabled}>
        {icon}
        {label}
      </button>
    </div>
  );
}
