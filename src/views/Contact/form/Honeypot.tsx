import { honeypotLabel } from './strings';
import styles from './form.module.css';

/** Props of {@link Honeypots}. */
export interface HoneypotsProps {
  /** Field names (`website`, `nickname`; `company` on the sponsorship form) with their values. */
  fields: ReadonlyArray<{ name: string; value: string }>;
  onChange: (name: string, value: string) => void;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
}

/**
 * Honeypot fields (docs/product.md §5): off-screen, hidden from assistive technology
 * (`aria-hidden` wrapper), out of the tab order and never autofilled, so
 * only bots fill them in. Not `display: none`, which some bots detect.
 */
export function Honeypots({ fields, onChange, idPrefix }: HoneypotsProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      {fields.map(({ name, value }) => (
        <div key={name}>
          <label htmlFor={`${idPrefix}-${name}`}>{honeypotLabel()}</label>
          <input
            id={`${idPrefix}-${name}`}
            type="text"
            name={name}
            value={value}
            onChange={(e) => onChange(name, e.target.value)}
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
      ))}
    </div>
  );
}
