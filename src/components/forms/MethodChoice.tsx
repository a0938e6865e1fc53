import { contactMethods, type ContactMethod } from '@site/src/form-rules/fields';
import { RadioChoices } from './RadioChoices';
import { methodLabel, methodLegend } from './strings';

/**
 * The preferred-contact radio group shared by the contact and sponsorship
 * forms (email or phone; the choice decides which field is
 * required).
 */
export function MethodChoice({ value, onChange }: { value: ContactMethod; onChange: (method: ContactMethod) => void }) {
  return (
    <RadioChoices
      legend={methodLegend()}
      name="preferredMethod"
      options={contactMethods.map((m) => ({ value: m, label: methodLabel(m) }))}
      value={value}
      onChange={onChange}
    />
  );
}
