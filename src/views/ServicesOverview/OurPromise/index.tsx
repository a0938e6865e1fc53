/**
 * The company's promise on every job, with the
 * documented commitments: free quote, no repair no charge,
 * 24 h diagnosis, express and same-day repairs, courtesy computers over 48 h.
 */
import type { ReactNode } from 'react';
import { BadgeEuro, Clock, Laptop, UserRound, type LucideIcon } from 'lucide-react';
import type { ServicesOverviewContent } from '@site/src/schemas/servicesOverview';
import styles from './styles.module.css';

/** Icons taken in turn by the promises. */
const icons: readonly LucideIcon[] = [BadgeEuro, UserRound, Clock, Laptop];

/** The promises as a list: icon, title and one sentence each. */
export default function OurPromise({ items }: { items: ServicesOverviewContent['promise']['items'] }): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length];
        return (
          <li key={item.title} className={styles.item}>
            <Icon aria-hidden="true" size={22} className={styles.icon} />
            <div>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
