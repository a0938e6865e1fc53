/**
 * The FAQ of a generic service page. A local variant of
 * `src/components/Faq` (same look, its CSS module reused) whose answers may
 * carry inline markers: the shared block renders answers as plain strings.
 */
import type { ReactNode } from 'react';
import faqStyles from '@site/src/components/Faq/styles.module.css';
import RichText from '@site/src/components/RichText';
import type { FaqItem } from '@site/src/schemas/common';
import type { MarkerHrefOptions } from '@site/src/utils/inlineMarkers';

export default function ServiceFaq({ items, hrefOptions }: { items: readonly FaqItem[]; hrefOptions: MarkerHrefOptions }): ReactNode {
  return (
    <div className={faqStyles.faq}>
      {items.map((item) => (
        <details key={item.question} className={faqStyles.item}>
          <summary className={faqStyles.question}>{item.question}</summary>
          <p className={faqStyles.answer}>
            <RichText text={item.answer} {...hrefOptions} />
          </p>
        </details>
      ))}
    </div>
  );
}
