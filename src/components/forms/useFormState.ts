/**
 * The state both forms share: the values, the
 * fields marked invalid, and the status idle → sending → success or failure,
 * or refused with a message code and the fields to fix. It also keeps what the
 * server-rendered form holds when the script takes over (typed before
 * hydration, or filled in by the server after a post made without
 * JavaScript), moves focus to the first field to fix, and ties each field to
 * its message through `bind`.
 *
 * Each form's rules (what to check, what to send) stay in `src/form-rules/`.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormRules, FormShape, Refusal } from '@site/src/form-rules/state-rules';
import { readTypedValues } from './typedValues';

/** The form's status; `refused` names the message and the fields it is about (none: about the whole form). */
export type SubmissionStatus<C extends string> =
  { kind: 'idle' | 'sending' | 'success' | 'failure' } | { kind: 'refused'; code: C; fields: readonly string[] };

/** A control that can be focused and carry the browser's own message. */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** How a form shows its messages. */
interface FormMessages<C extends string> {
  /** The text of a message code in the page's locale. */
  message: (code: C) => string;
  /**
   * Where a field's message is shown: under the field (`field`), or once, in
   * the status region of this id, which then describes every invalid field
   * (one message can cover several fields).
   */
  errorsIn: 'field' | { statusId: string };
}

/** What `useFormState().bind` gives a kit field: id, posted name, value (a check box's as `checked`), change handler, element, message. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  /** Sets the value: the text typed, or whether a check box is ticked. */
  onChange: (value: string | boolean) => void;
  inputRef: (el: Control | null) => void;
  /** The message under the field. */
  error?: string;
  /** Id of the status region that holds the message about this field. */
  invalidBy?: string;
}

/**
 * The form state of docs/product.md for a form whose values are `V` and whose messages are codes `C`: the values and status,
 * `update` (sets one value, unmarks the fields it fixes, ends a refusal about them), `refuse` (marks `fields` invalid and, with
 * `focus`, moves focus to the first, or to the status when none), `markInvalid` (one field, without refusing the form: the
 * browser's own check), `startSending`, `succeed` (back to `initial`), `bind` (a kit field's props), `focusAfterRender` and
 * `statusRef` (for the status region, so focus can move to it).
 */
export function useFormState<V extends FormShape<V>, C extends string>(rules: FormRules<V, C>, { message, errorsIn }: FormMessages<C>) {
  type F = Extract<keyof V, string>;
  const { idPrefix, initial, unboundRefusal } = rules;
  const names: Partial<Record<keyof V, string>> = rules.names ?? {};
  const alsoFixes: Partial<Record<keyof V, readonly F[]>> = rules.alsoFixes ?? {};
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, C>>>({});
  const [status, setStatus] = useState<SubmissionStatus<C>>({ kind: 'idle' });
  const controls = useRef<Partial<Record<F, Control | null>>>({});
  const focusNext = useRef<F | 'status' | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // Read once, during the hydrating render, before React resets the controls to the rendered values.
  const [held] = useState(() => {
    const form = typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>(rules.selector);
    if (!form) return undefined;
    const read = readTypedValues(form, initial, names);
    return { values: rules.accept ? rules.accept(read) : read, refusal: rules.refusalIn?.(form) };
  });
  useLayoutEffect(() => {
    if (!held) return;
    // The held values are taken over only when one of them differs from the empty form.
    if ((Object.keys(initial) as Array<keyof V>).some((k) => held.values[k] !== initial[k])) setValues(held.values);
    if (held.refusal) refuse(held.refusal);
    // `held` never changes: this runs once, on hydration.
  }, [held]);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'status') statusRef.current?.focus();
    else controls.current[target]?.focus();
  });

  function refuse({ code, fields }: Refusal<F, C>, focus = false) {
    setErrors(Object.fromEntries(fields.map((f) => [f, code])) as Partial<Record<F, C>>);
    setStatus({ kind: 'refused', code, fields });
    if (focus) focusNext.current = fields[0] ?? 'status';
  }

  function update<K extends keyof V>(field: K, value: V[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    const fixed: readonly string[] = [field as string, ...(alsoFixes[field] ?? [])];
    setErrors((e) =>
      fixed.some((f) => f in e) ? (Object.fromEntries(Object.entries(e).filter(([f]) => !fixed.includes(f))) as typeof e) : e,
    );
    setStatus((s) => {
      if (s.kind !== 'refused') return s;
      if (s.fields.length === 0) return unboundRefusal === 'clear' ? { kind: 'idle' } : s;
      const left = s.fields.filter((f) => !fixed.includes(f));
      // Every field named by the message is fixed: the message no longer applies.
      return left.length === 0 ? { kind: 'idle' } : left.length === s.fields.length ? s : { ...s, fields: left };
    });
  }

  const statusId = errorsIn === 'field' ? undefined : errorsIn.statusId;
  return {
    values,
    status,
    update,
    markInvalid: (field: F, code: C) => setErrors((e) => ({ ...e, [field]: code })),
    refuse,
    setStatus,
    startSending: () => {
      setErrors({});
      setStatus({ kind: 'sending' });
    },
    succeed: () => {
      setValues(initial as V);
      setErrors({});
      setStatus({ kind: 'success' });
    },
    bind: (field: F): BoundField => {
      const code = errors[field];
      return {
        id: `${idPrefix}-${field}`,
        name: names[field] ?? field,
        value: String(values[field]),
        checked: values[field] === true,
        onChange: (value: string | boolean) => update(field, value as V[typeof field]),
        inputRef: (el: Control | null) => {
          controls.current[field] = el;
        },
        error: code && !statusId ? message(code) : undefined,
        invalidBy: code && statusId ? statusId : undefined,
      };
    },
    focusAfterRender: (target: F | 'status') => {
      focusNext.current = target;
    },
    statusRef,
  };
}
