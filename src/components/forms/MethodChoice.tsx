import { contactMethods } from '@site/src/form-rules/fields';
import { RadioChoices } from './RadioChoices';
import { methodLabel, methodLegend } from './strings';
import type { BoundField } from './useFormState';

/**
 * The preferred-contact radio group shared by the contact and sponsorship
 * forms (email or phone; the choice decides which field is
 * required), bound like any field (`useFormState().bind('method')`, posted as `preferredMethod`).
 */
export function MethodChoice(field: BoundField) {
  return <RadioChoices {...field} legend={methodLegend()} options={contactMethods.map((m) => ({ value: m, label: methodLabel(m) }))} />;
}
