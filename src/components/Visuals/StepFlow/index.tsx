/**
 * A service's path drawn as steps with icons, for a page that sells a job
 * done in a few moves (computer repair: you bring it, the free diagnosis, the
 * repair, you collect it). Three or four steps, each a short text from the
 * page's content, icons by position; a row from 768 px, a column on phones.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { CircleCheck, Laptop, Search, Wrench, type LucideIcon } from 'lucide-react';
import ui from '../../ui.module.css';
import Caption from '../Caption';
import styles from './styles.module.css';

/** Props of {@link StepFlow}. */
export interface StepFlowProps {
  /** The caption's label ("Así funciona"). */
  title: string;
  /** One sentence under it. */
  text: string;
  /** Three or four steps, in order. */
  steps: readonly string[];
}

const icons: readonly LucideIcon[] = [Laptop, Search, Wrench, CircleCheck];

/** The steps as a `figure`: caption, then an ordered list, an arrow between steps on wide screens. */
export default function StepFlow({ title, text, steps }: StepFlowProps): ReactNode {
  return (
    <figure className={styles.figure} data-visual="steps">
      <Caption label={title} text={text} />
      <ol className={clsx(ui.plainList, styles.steps)}>
        {steps.map((step, i) => {
          const Icon = icons[i % icons.length];
          return (
            <li key={step} className={clsx(styles.step, i === steps.length - 1 && styles.last)}>
              <span className={styles.badge} aria-hidden="true">
                <Icon size={22} />
              </span>
              <span className={styles.text}>{step}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
