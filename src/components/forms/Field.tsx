/**
 * The form kit's field frame: every control labelled,
 * its hint, counter and error tied to it with `aria-describedby`, and
 * `aria-invalid` while it has an error. `./TextField.tsx` builds the text,
 * message and select fields on it.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Locale } from '@site/src/config/locales';
import { formatInteger } from '@site/src/utils/intl';
import { optionalMarker, requiredNote } from './strings';
import styles from './form.module.css';

/** Attributes a control needs to be tied to its label, hint and error, and its look. */
export interface ControlA11y {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className: string;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The control's `id`; hint and error get `${id}-hint` / `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Shows the required mark (`*`, hidden from screen readers: the control says `required` itself). */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** Error message in the page's language, shown under the control; marks the control invalid. */
  error?: string;
  /**
   * Id of an error message shown elsewhere (the form's status), for forms
   * whose one message covers several fields; marks the control invalid.
   */
  invalidBy?: string;
  /** Something under the control that describes it too (the message counter), with its element id. */
  extra?: { id: string; node: ReactNode };
  /** Renders the control with the attributes it must carry. */
  children: (a11y: ControlA11y) => ReactNode;
  className?: string;
}

/** A labelled form control with optional hint, counter and error. */
export function Field({ id, label, required, optional, hint, error, invalidBy, extra, children, className }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, extra?.id, error && `${id}-error`, invalidBy].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error || invalidBy);
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
        {optional && <span className={styles.optional}> {optionalMarker()}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, className: styles.control })}
      {extra && (
        <div id={extra.id} className={styles.extra}>
          {extra.node}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The visual required mark. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A field's error text (rendered only while there is one). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

/** The message length counter, `N / 1200` (`N / 1,200` in English), with a fuller text for screen readers. */
export function Counter({ count, max, label, locale }: { count: number; max: number; label: string; locale: Locale }) {
  return (
    <span className={clsx(styles.counter, count > max && styles.counterOver)}>
      <span aria-hidden="true">
        {formatInteger(count, locale)} / {formatInteger(max, locale)}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Two fields side by side (one above the other on a phone). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** "Fields marked * are required.", above a form. */
export function RequiredNote() {
  return <p className={styles.requiredNote}>{requiredNote()}</p>;
}
