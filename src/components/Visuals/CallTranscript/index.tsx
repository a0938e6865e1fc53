/**
 * A sample call with the AI receptionist, drawn as a chat: the caption labels
 * it as an example, the AI's turns sit on the left and the caller's on the
 * right, and each turn starts with its speaker's name for screen readers (a
 * legend shows the two sides to sighted readers). All words are content.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { PhoneIncoming } from 'lucide-react';
import ui from '../../ui.module.css';
import Caption from '../Caption';
import styles from './styles.module.css';

/** Who says a turn. */
export type Speaker = 'caller' | 'ai';

/** Props of {@link CallTranscript}. */
export interface CallTranscriptProps {
  /** The label that says it is an example ("Ejemplo de llamada"). */
  title: string;
  /** One sentence on the situation of the call. */
  text: string;
  /** What each side is called. */
  speakers: Record<Speaker, string>;
  /** The conversation, in order. */
  turns: ReadonlyArray<{ speaker: Speaker; text: string }>;
}

/** The example call as a `figure`: caption, then the transcript as an ordered list of turns. */
export default function CallTranscript({ title, text, speakers, turns }: CallTranscriptProps): ReactNode {
  return (
    <figure className={styles.figure} data-visual="call">
      <Caption label={title} text={text} />
      <div className={clsx(ui.panel, styles.call)}>
        <div className={styles.legend} aria-hidden="true">
          <PhoneIncoming size={18} className={styles.phone} />
          <span className={clsx(styles.key, styles.keyAi)}>{speakers.ai}</span>
          <span className={clsx(styles.key, styles.keyCaller)}>{speakers.caller}</span>
        </div>
        <ol className={clsx(ui.plainList, styles.turns)}>
          {turns.map((turn, i) => (
            <li key={i} className={clsx(styles.turn, styles[turn.speaker])}>
              <span className="visually-hidden">{speakers[turn.speaker]}: </span>
              {turn.text}
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
