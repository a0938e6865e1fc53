/**
 * "Other solutions" (docs/product.md §2): the services beyond AI summed up as tags, with
 * a link down to the full catalogue.
 */
import type { ReactNode } from 'react';
import { ArrowDown, Wrench } from 'lucide-react';
import type { ServicesOverviewContent } from '@site/src/schemas/servicesOverview';
import styles from './styles.module.css';

/** A highlighted band: heading, text, tags and a link to `#catalogue`. */
export default function OtherSolutions({ content }: { content: ServicesOverviewContent['otherSolutions'] }): ReactNode {
  return (
    <div className={styles.band}>
      <Wrench aria-hidden="true" size={30} className={styles.icon} />
      <div className={styles.body}>
        <h2 id="other-solutions-title" className={styles.title}>
          {content.title}
        </h2>
        <p>{content.text}</p>
        <ul className={styles.tags}>
          {content.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <a href="#catalogue" className="button button--primary">
          {content.linkLabel} <ArrowDown aria-hidden="true" size={18} className={styles.arrow} />
        </a>
      </div>
    </div>
  );
}
