/**
 * The kit's fields: a text input, the message
 * box with its counter, and a select, each on the {@link Field} frame and
 * bound to the form's state by `useFormState().bind(field)`.
 */
import type { ReactNode } from 'react';
import { limits } from '@site/src/config/limits';
import { phonePatternAttribute } from '@site/src/form-rules/fields';
import { useLocale } from '@site/src/hooks/build-data';
import type { BoundField } from './useFormState';
import { Counter, Field, FieldRow } from './Field';
import { counterLabel } from './strings';

/** What every kit field takes besides its binding. */
interface FieldCommon extends BoundField {
  label: ReactNode;
  hint?: ReactNode;
  /**
   * Shows the required mark; the control says so with `aria-required`, or
   * with `required` when `checkedByBrowser` (the contact form posts without
   * JavaScript, and the browser then checks those fields; once the script
   * runs it checks them itself).
   */
  required?: boolean;
  checkedByBrowser?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
}

/** The required attribute of a control, as {@link FieldCommon} describes. */
function requiredAttributes({ required, checkedByBrowser }: Pick<FieldCommon, 'required' | 'checkedByBrowser'>) {
  if (!required) return {};
  return checkedByBrowser ? { required: true } : { 'aria-required': true as const };
}

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldCommon {
  /** `email` and `tel` bring their keyboard, autofill and (phone) the pattern of docs/product.md. */
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  pattern?: string;
  /** In characters; the server's field limit unless given. */
  maxLength?: number;
  spellCheck?: boolean;
}

/** Attributes each input type brings. */
const typeAttributes: Record<NonNullable<TextFieldProps['type']>, { inputMode?: 'tel'; autoComplete?: string; pattern?: string }> = {
  text: {},
  email: { autoComplete: 'email' },
  tel: { inputMode: 'tel', autoComplete: 'tel', pattern: phonePatternAttribute },
};

/** A one-line text, e-mail or phone field. */
export function TextField({ type = 'text', maxLength = limits.serverFieldMaxChars, ...props }: TextFieldProps) {
  const {
    id,
    name,
    value,
    onChange,
    inputRef,
    label,
    hint,
    required,
    optional,
    error,
    invalidBy,
    autoComplete,
    placeholder,
    pattern,
    spellCheck,
  } = props;
  const byType = typeAttributes[type];
  return (
    <Field id={id} label={label} hint={hint} required={required} optional={optional} error={error} invalidBy={invalidBy}>
      {(a11y) => (
        <input
          {...a11y}
          {...requiredAttributes(props)}
          ref={inputRef}
          type={type}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={byType.inputMode}
          autoComplete={autoComplete ?? byType.autoComplete}
          placeholder={placeholder}
          pattern={pattern ?? byType.pattern}
          spellCheck={spellCheck}
          maxLength={maxLength}
        />
      )}
    </Field>
  );
}

/** Props of {@link MessageField}. */
export interface MessageFieldProps extends FieldCommon {
  /** In characters: what the box accepts. The counter counts against `limits.messageMaxChars`. */
  maxLength: number;
}

/** The message box, with its `N / 1200` counter in the page's number style. */
export function MessageField({ maxLength, ...props }: MessageFieldProps) {
  const { id, name, value, onChange, inputRef, label, hint, required, error, invalidBy } = props;
  const max = limits.messageMaxChars;
  const locale = useLocale();
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      required={required}
      error={error}
      invalidBy={invalidBy}
      extra={{
        id: `${id}-counter`,
        node: <Counter count={value.length} max={max} locale={locale} label={counterLabel(value.length, max, locale)} />,
      }}
    >
      {(a11y) => (
        <textarea
          {...a11y}
          {...requiredAttributes(props)}
          ref={inputRef}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={6}
          maxLength={maxLength}
        />
      )}
    </Field>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends string> extends FieldCommon {
  options: ReadonlyArray<{ value: T; label: string }>;
}

/** A select of fixed options (the contact topic). */
export function SelectField<T extends string>({ options, ...props }: SelectFieldProps<T>) {
  const { id, name, value, onChange, inputRef, label, hint, error, invalidBy } = props;
  return (
    <Field id={id} label={label} hint={hint} error={error} invalidBy={invalidBy}>
      {(a11y) => (
        <select {...a11y} ref={inputRef} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Props of {@link EmailPhoneFields}. */
export interface EmailPhoneFieldsProps {
  email: BoundField;
  phone: BoundField;
  labels: { email: TextFieldProps['label']; phone: TextFieldProps['label'] };
  /** The field the visitor's preferred contact method needs. */
  requires: 'email' | 'phone';
}

/**
 * The e-mail and phone fields side by side:
 * the one the preferred contact method needs is required, the other optional.
 */
export function EmailPhoneFields({ email, phone, labels, requires }: EmailPhoneFieldsProps) {
  return (
    <FieldRow>
      <TextField {...email} label={labels.email} type="email" required={requires === 'email'} />
      <TextField {...phone} label={labels.phone} type="tel" required={requires === 'phone'} />
    </FieldRow>
  );
}
