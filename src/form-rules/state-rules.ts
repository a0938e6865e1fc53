/** Types of what a form's rules tell the form kit's `useFormState`; no React, so rules modules need not import the kit. */

/** A refusal: a message code and the fields to mark invalid. */
export interface Refusal<F extends string, C extends string> {
  code: C;
  fields: readonly F[];
}

/** A form's values: text and choices as strings, check boxes as booleans (an interface is fine: no index signature needed). */
export type FormShape<V> = { [K in keyof V]: string | boolean };

/** A form's own rules for the kit's `useFormState` (`contactFormRules`, `sponsorshipFormRules`). */
export interface FormRules<V extends FormShape<V>, C extends string> {
  /** Prefix of every control's id: `${idPrefix}-${field}`. */
  idPrefix: string;
  /** Selects the server-rendered form, read once before hydration. */
  selector: string;
  /** The form as first shown and after a success. */
  initial: Readonly<V>;
  /** Control names that differ from the value keys (e.g. `{ method: 'preferredMethod' }`). */
  names?: Partial<Record<keyof V, string>>;
  /** Turns what the page holds into values the form offers (an unknown choice falls back to the initial one). */
  accept?: (held: V) => V;
  /** The refusal the server wrote into the page after a post made without JavaScript, if any. */
  refusalIn?: (form: HTMLFormElement) => Refusal<Extract<keyof V, string>, C> | undefined;
  /** Fields a change of `field` may fix besides itself (the method choice: e-mail and phone). */
  alsoFixes?: Partial<Record<keyof V, ReadonlyArray<Extract<keyof V, string>>>>;
  /** A refusal tied to no field ends on the next change (`clear`) or stays until the next submit (`keep`). */
  unboundRefusal: 'clear' | 'keep';
}
