import { honeypotLabel } from './strings';
import type { BoundField } from './useFormState';
import styles from './form.module.css';

/**
 * Honeypot fields: off-screen, hidden from assistive technology
 * (`aria-hidden` wrapper), out of the tab order and never autofilled, so
 * only bots fill them in. Not `display: none`, which some bots detect.
 * @param fields the honeypots' bindings (`useFormState().bind(…)`); their posted names are each form's.
 */
export function Honeypots({ fields }: { fields: readonly BoundField[] }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      {fields.map(({ id, name, value, onChange }) => (
        <div key={name}>
          <label htmlFor={id}>{honeypotLabel()}</label>
          <input
            id={id}
            type="text"
            name={name}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
      ))}
    </div>
  );
}
