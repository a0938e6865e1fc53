import styles from './form.module.css';

/** Props of {@link RadioChoices}: the group's legend, the radios' `name`, the options and the chosen value. */
export interface RadioChoicesProps<T extends string> {
  legend: string;
  name: string;
  /** Each option's value, its label and, optionally, a line saying what it includes. */
  options: ReadonlyArray<{ value: T; label: string; detail?: string }>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * A radio group of the forms: short options side by side as pills (the
 * preferred contact method); options with a line of detail under their
 * name as cards, one a row, so the text wraps on a phone (the sponsorship
 * level).
 */
export function RadioChoices<T extends string>({ legend, name, options, value, onChange }: RadioChoicesProps<T>) {
  const cards = options.some((o) => o.detail);
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={cards ? styles.choiceCards : styles.choiceList}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            {cards ? (
              <span>
                <span className={styles.choiceName}>{o.label}</span> <span className={styles.choiceDetail}>{o.detail}</span>
              </span>
            ) : (
              o.label
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
