/**
 * What a server-rendered form holds before React hydrates it
 *. Pages paint before their script runs, so a
 * visitor may type into a form that React has not taken over yet; hydration
 * then resets every control to the value React rendered (empty). A form reads
 * its controls with this helper during its hydrating render and starts from
 * what it finds, so nothing typed is lost.
 *
 * Browser-only: call it where `document` exists.
 */

import type { FormShape } from '@site/src/form-rules/state-rules';

/**
 * Reads the controls of `form` into a copy of `initial`, one key per
 * control: text inputs, text areas and selects give their value, check boxes
 * whether they are ticked, radio groups the value of the ticked radio.
 * Keys whose control is missing keep their initial value.
 *
 * @param form the server-rendered form.
 * @param initial the form's empty values; its keys name the controls.
 * @param names control names that differ from the keys (e.g. `{ method: 'preferredMethod' }`).
 * @returns the values the page holds, in the shape of `initial`.
 */
export function readTypedValues<V extends FormShape<V>>(
  form: HTMLFormElement,
  initial: V,
  names: Partial<Record<keyof V, string>> = {},
): V {
  const values: Record<string, string | boolean> = { ...initial };
  for (const key of Object.keys(initial)) {
    const control = form.elements.namedItem(names[key as keyof V] ?? key);
    if (control instanceof RadioNodeList) {
      if (control.value) values[key] = control.value;
    } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      values[key] = control.checked;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
      values[key] = control.value;
    }
  }
  return values as V;
}
