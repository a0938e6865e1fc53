/**
 * A link label followed by an arrow icon, with the last word and the arrow
 * kept on one line so a wrapping label never leaves the arrow alone on the
 * next line (seen at 390 px) or at the far edge of a card. Used by the landing
 * pages, the overview and every `ArrowLink`.
 */
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import styles from './styles.module.css';

/** Renders `label` and a trailing `ArrowRight` (decorative, `aria-hidden`). */
export default function ArrowLabel({ label }: { label: string }): ReactNode {
  const cut = label.lastIndexOf(' ');
  const head = cut === -1 ? '' : label.slice(0, cut + 1);
  const last = cut === -1 ? label : label.slice(cut + 1);
  return (
    <>
      {head}
      <span className={styles.tail}>
        {last}
        <ArrowRight aria-hidden="true" size={18} className={styles.arrow} />
      </span>
    </>
  );
}
