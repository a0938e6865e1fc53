/**
 * The kit's fields: a text input, the message
 * box with its counter, and a select, each on the {@link Field} frame and
 * bound to the form's state by `useFormState().bind(field)`.
 */
import { limits } from '@site/src/config/limits';
import { phonePatternAttribute, type ContactMethod } from '@site/src/form-rules/fields';
import { useLocale } from '@site/src/hooks/build-data';
import type { BoundField } from './useFormState';
import { Counter, Field, FieldRow, type FieldProps } from './Field';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldProps {
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
export function TextField(props: TextFieldProps) {
  const { type = 'text', maxLength = limits.serverFieldMaxChars, autoComplete, placeholder, pattern, spellCheck } = props;
  const byType = typeAttributes[type];
  return (
    <Field {...props}>
      {(control) => (
        <input
          {...control}
          type={type}
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

/**
 * The message box, with its `N / 1200` counter in the page's number style.
 * @param maxLength in characters: what the box accepts. The counter counts against `limits.messageMaxChars`.
 */
export function MessageField({ maxLength, ...field }: FieldProps & { maxLength: number }) {
  const locale = useLocale();
  const counter = <Counter count={field.value.length} max={limits.messageMaxChars} locale={locale} />;
  return (
    <Field {...field} extra={{ id: `${field.id}-counter`, node: counter }}>
      {(control) => <textarea {...control} rows={6} maxLength={maxLength} />}
    </Field>
  );
}

/** A select of fixed options (the contact topic). */
export function SelectField<T extends string>({ options, ...field }: FieldProps & { options: ReadonlyArray<{ value: T; label: string }> }) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control}>
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
  /** The visitor's preferred contact method: its field is required. */
  method: ContactMethod;
}

/**
 * The e-mail and phone fields side by side:
 * the one the preferred contact method needs is required, the other optional.
 */
export function EmailPhoneFields({ email, phone, labels, method }: EmailPhoneFieldsProps) {
  return (
    <FieldRow>
      <TextField {...email} label={labels.email} type="email" required={method === 'email'} />
      <TextField {...phone} label={labels.phone} type="tel" required={method === 'phone'} />
    </FieldRow>
  );
}
