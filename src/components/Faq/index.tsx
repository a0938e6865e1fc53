/**
 * The one FAQ block of the site (service landing pages,
 * generic service pages, About): questions and answers as native disclosure
 * widgets, so they open and close without JavaScript. Answers are content
 * strings in the one content syntax (`src/utils/inlineMarkers.ts`): link
 * markers become WhatsApp, `tel:` and `mailto:` links.
 */
import type { ReactNode } from 'react';
import RichText from '../RichText';
import type { FaqItem } from '../../schemas/common';
import type { MarkerHrefOptions } from '../../utils/inlineMarkers';
import styles from './styles.module.css';

/** Props of {@link Faq}. */
export interface FaqProps {
  items: readonly FaqItem[];
  /** Prefilled WhatsApp text and e-mail subject of the links in the answers (default: none). */
  hrefOptions?: MarkerHrefOptions;
}

export default function Faq({ items, hrefOptions }: FaqProps): ReactNode {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <RichText as="p" className={styles.answer} text={item.answer} {...hrefOptions} />
        </details>
      ))}
    </div>
  );
}
