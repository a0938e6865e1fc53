import styles from './form.module.css';

/** Props of {@link ChoiceCards}: the group's legend, the radios' `name`, the options and the chosen value. */
export interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  /** Each option's value, its name and a line saying what it includes. */
  options: ReadonlyArray<{ value: T; label: string; detail: string }>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * A radio group whose options each carry a line of detail under their name
 * (the sponsorship level): one card per row, so the text wraps on a phone
 * instead of being cut off as in a closed select.
 */
export function ChoiceCards<T extends string>({ legend, name, options, value, onChange }: ChoiceCardsProps<T>) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceCards}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span>
              <span className={styles.choiceName}>{o.label}</span> <span className={styles.choiceDetail}>{o.detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
