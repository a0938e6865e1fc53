import type { FaqItem } from '../../schemas/common';
import styles from './styles.module.css';

/** Questions and answers as native disclosure widgets (no JavaScript needed). */
export default function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
