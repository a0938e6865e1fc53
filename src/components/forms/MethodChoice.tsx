import { contactMethods, type ContactMethod } from '@site/src/form-rules/fields';
import { methodLabel, methodLegend } from './strings';
import styles from './form.module.css';

/**
 * The preferred-contact radio group shared by the contact and sponsorship
 * forms (email or phone; the choice decides which field is
 * required).
 */
export function MethodChoice({ value, onChange }: { value: ContactMethod; onChange: (method: ContactMethod) => void }) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{methodLegend()}</legend>
      <div className={styles.choiceList}>
        {contactMethods.map((m) => (
          <label key={m} className={styles.choice}>
            <input type="radio" name="preferredMethod" value={m} checked={value === m} onChange={() => onChange(m)} />
            {methodLabel(m)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
