import { translate } from '@docusaurus/Translate';
import { CheckCircle2 } from 'lucide-react';
import styles from './styles.module.css';

/** Pages that carry a trust bar: the home page, or the services overview and the service landing pages. */
export type TrustBarPage = 'home' | 'services';

/** The list's accessible name on `page`, in the page's locale. */
function barLabel(page: TrustBarPage): string {
  return page === 'home'
    ? translate({ id: 'home.trustBar.aria', message: 'Por qué confiar en nosotros', description: 'Accessible name of the trust bar' })
    : translate({
        id: 'services.trustBar.aria',
        message: 'Datos del servicio',
        description: 'Accessible name of the trust bar on service pages',
      });
}

/**
 * Short facts in a row (the trust bar states facts — service
 * area, response times, free quote — never invented reviews), named for
 * assistive technology after the kind of `page` it stands on.
 */
export default function TrustBar({ items, page }: { items: readonly string[]; page: TrustBarPage }) {
  return (
    <ul className={styles.bar} aria-label={barLabel(page)}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CheckCircle2 aria-hidden="true" size={20} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
