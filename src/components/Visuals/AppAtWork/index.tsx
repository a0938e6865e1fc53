/**
 * An AI app at work, drawn small: a document comes in (a page drawn in SVG
 * with its name), the app reads its fields (their names, the values drawn as
 * bars so no data is made up) and a person checks them. Labelled as an
 * illustration by its caption; every word is content.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Check, UserCheck } from 'lucide-react';
import ui from '../../ui.module.css';
import Caption from '../Caption';
import styles from './styles.module.css';

/** Props of {@link AppAtWork}. */
export interface AppAtWorkProps {
  /** The label that says it is an illustration. */
  title: string;
  /** One sentence on what the app does in the picture. */
  text: string;
  /** The document's name, written on the drawn page. */
  document: string;
  /** The names of the fields the app reads (three or four). */
  fields: readonly string[];
  /** The three stages' labels: document in, fields read, a person's review. */
  steps: readonly string[];
}

/** A page with its folded corner and lines of text, the lines the app reads tinted; decoration (the name is beside it). */
function DocumentArt(): ReactNode {
  return (
    <svg className={styles.page} viewBox="0 0 60 76" width="60" height="76" aria-hidden="true" focusable="false">
      <path className={styles.sheet} d="M4 1h38l15 15v56a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V4a3 3 0 0 1 3-3z" />
      <path className={styles.fold} d="M42 1v12a3 3 0 0 0 3 3h12" />
      {[22, 31, 40, 49, 58].map((y, i) => (
        <rect key={y} className={i % 2 === 0 ? styles.read : styles.line} x="9" y={y} width={i % 2 === 0 ? 40 : 30} height="4" rx="2" />
      ))}
    </svg>
  );
}

/** The illustration as a `figure`: caption, then the three stages as an ordered list. */
export default function AppAtWork({ title, text, document, fields, steps }: AppAtWorkProps): ReactNode {
  return (
    <figure className={styles.figure} data-visual="app">
      <Caption label={title} text={text} />
      <ol className={clsx(ui.plainList, styles.stages)}>
        <li className={styles.stage}>
          <div className={styles.art}>
            <DocumentArt />
            <span className={styles.documentName}>{document}</span>
          </div>
          <span className={styles.stageLabel}>{steps[0]}</span>
        </li>
        <li className={styles.stage}>
          <div className={styles.art}>
            <ul className={clsx(ui.plainList, styles.fieldList)}>
              {fields.map((field) => (
                <li key={field} className={styles.field}>
                  <span className={styles.fieldName}>{field}</span>
                  <span className={styles.value} aria-hidden="true" />
                </li>
              ))}
            </ul>
          </div>
          <span className={styles.stageLabel}>{steps[1]}</span>
        </li>
        <li className={styles.stage}>
          <div className={styles.art}>
            <span className={clsx(ui.emblem, styles.person)}>
              <UserCheck aria-hidden="true" size={26} />
            </span>
            <span className={styles.ticks} aria-hidden="true">
              {fields.map((field) => (
                <span key={field} className={styles.tick}>
                  <Check size={12} strokeWidth={3} />
                  <span className={styles.tickBar} />
                </span>
              ))}
            </span>
          </div>
          <span className={styles.stageLabel}>{steps[2]}</span>
        </li>
      </ol>
    </figure>
  );
}
