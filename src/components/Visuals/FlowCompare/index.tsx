/**
 * One automation drawn twice, for a before-and-after at a glance: the
 * process by hand (three steps: an order comes in, someone copies it, the
 * invoice by hand) and the same process automated (four steps: the order
 * comes in, the AI reads it, a person checks it, the invoice follows). The
 * icons are the view's, by position; the person's step stands out. All words
 * are content; side by side on phones, one lane above the other from 768 px.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Keyboard, Mail, ReceiptText, Sparkles, UserCheck, type LucideIcon } from 'lucide-react';
import ui from '../../ui.module.css';
import Caption from '../Caption';
import styles from './styles.module.css';

/** A lane: its title and its steps' texts. */
export interface FlowLane {
  title: string;
  steps: readonly string[];
}

/** Props of {@link FlowCompare}. */
export interface FlowCompareProps {
  /** The label that says what the example is ("Ejemplo: un pedido que llega por email"). */
  title: string;
  /** One sentence under it. */
  text: string;
  /** The process by hand, three steps. */
  manual: FlowLane;
  /** The process automated, four steps, the third a person's review. */
  automated: FlowLane;
}

const manualIcons: readonly LucideIcon[] = [Mail, Keyboard, ReceiptText];
const automatedIcons: readonly LucideIcon[] = [Mail, Sparkles, UserCheck, ReceiptText];
/** The automated lane's step done by a person. */
const reviewStep = 2;

function Lane({ lane, icons, kind }: { lane: FlowLane; icons: readonly LucideIcon[]; kind: 'manual' | 'automated' }): ReactNode {
  return (
    <div className={clsx(styles.lane, styles[kind])}>
      <p className={styles.laneTitle}>{lane.title}</p>
      <ol className={clsx(ui.plainList, styles.steps)}>
        {lane.steps.map((step, i) => {
          const Icon = icons[i % icons.length];
          return (
            <li key={i} className={clsx(styles.step, kind === 'automated' && i === reviewStep && styles.person)}>
              <Icon aria-hidden="true" size={20} className={styles.icon} />
              <span>{step}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The before-and-after as a `figure`: caption, then the two lanes as ordered lists. */
export default function FlowCompare({ title, text, manual, automated }: FlowCompareProps): ReactNode {
  return (
    <figure className={styles.figure} data-visual="flow">
      <Caption label={title} text={text} />
      <div className={styles.lanes}>
        <Lane lane={manual} icons={manualIcons} kind="manual" />
        <Lane lane={automated} icons={automatedIcons} kind="automated" />
      </div>
    </figure>
  );
}
