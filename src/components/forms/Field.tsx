/**
 * The form kit's field frame: every control labelled,
 * its hint, counter and error tied to it with `aria-describedby`, and
 * `aria-invalid` while it has an error. `./TextField.tsx` builds the text,
 * message and select fields on it.
 */
import type { ChangeEvent, ReactNode } from 'react';
import clsx from 'clsx';
import type { Locale } from '@site/src/config/locales';
import { formatInteger } from '@site/src/utils/intl';
import { counterLabel, optionalMarker, requiredNote } from './strings';
import type { BoundField } from './useFormState';
import styles from './form.module.css';

/** What every kit field takes besides its control's own attributes: its binding (`useFormState().bind(field)`), label and hint. */
export interface FieldProps extends BoundField {
  label: ReactNode;
  hint?: ReactNode;
  /**
   * Shows the required mark (`*`, hidden from screen readers); the control says so with `aria-required`, or with `required`
   * when `checkedByBrowser` (the contact form posts without JavaScript, and the browser then checks those fields; once the
   * script runs it checks them itself).
   */
  required?: boolean;
  checkedByBrowser?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
}

/** What {@link Field} gives its control: its label, hint and error (`aria-invalid` while it has one), its binding, its look. */
interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className: string;
  required?: true;
  'aria-required'?: true;
  ref: BoundField['inputRef'];
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/**
 * A labelled form control with optional hint, counter and error (`${id}-hint`, `extra.id`, `${id}-error`), or the id of an
 * error shown elsewhere (`invalidBy`: the form's status, for forms whose one message covers several fields).
 * @param extra something under the control that describes it too (the message counter), with its element id.
 * @param children renders the control with the attributes it must carry.
 */
export function Field({
  extra,
  children,
  ...field
}: FieldProps & { extra?: { id: string; node: ReactNode }; children: (control: ControlProps) => ReactNode }) {
  const { id, label, hint, required, checkedByBrowser, optional, error, invalidBy, onChange } = field;
  const describedBy = [hint && `${id}-hint`, extra?.id, error && `${id}-error`, invalidBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
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
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error || invalidBy ? true : undefined,
        className: styles.control,
        ...(required ? (checkedByBrowser ? { required: true } : { 'aria-required': true }) : {}),
        ref: field.inputRef,
        name: field.name,
        value: field.value,
        onChange: (e) => onChange(e.target.value),
      })}
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
export function Counter({ count, max, locale }: { count: number; max: number; locale: Locale }) {
  return (
    <span className={clsx(styles.counter, count > max && styles.counterOver)}>
      <span aria-hidden="true">
        {formatInteger(count, locale)} / {formatInteger(max, locale)}
      </span>
      <span className="visually-hidden">{counterLabel(count, max, locale)}</span>
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
