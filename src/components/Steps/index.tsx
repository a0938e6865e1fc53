import type { Step } from '../../schemas/common';
import { withoutLoneLastWord } from '../../utils/typography';
import styles from './styles.module.css';

/** A numbered process (`ol`): each step a title (never a lone last word on its line) and a short text. */
export default function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <h3 className={styles.title}>{withoutLoneLastWord(step.title)}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
