/**
 * The caption of a page illustration (`figcaption`): a small label that says
 * what the picture is ("Ejemplo de llamada", "Ilustración") and one sentence
 * about it. It names the figure for assistive technology.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ui from '../ui.module.css';
import styles from './styles.module.css';

/** Props of {@link Caption}. */
export interface CaptionProps {
  /** The label, e.g. "Ejemplo de llamada". */
  label: string;
  /** One sentence about the picture. */
  text: string;
}

/** A `figcaption` with the illustration's label and sentence. */
export default function Caption({ label, text }: CaptionProps): ReactNode {
  return (
    <figcaption className={styles.caption}>
      <span className={clsx(ui.kicker, styles.label)}>{label}</span>
      <span className={styles.text}>{text}</span>
    </figcaption>
  );
}
