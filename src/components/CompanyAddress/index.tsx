/**
 * The workshop's postal address, opening hours and map link, all from the
 * company module. Used by the footer, the
 * contact page, the repair and data-recovery pages and the privacy policy,
 * so the address is written once.
 *
 * The map is a plain link to OpenStreetMap that the visitor chooses to
 * follow: nothing is embedded and the page makes no third-party request
 *.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { Clock, MapPin } from 'lucide-react';
import { company, mapUrl } from '@site/src/config/company';
import { useFacts } from '@site/src/hooks/build-data';
import styles from './styles.module.css';

/** Props of {@link CompanyAddress}. */
export interface CompanyAddressProps {
  /** `compact`: smaller type, street and city on one line (no company name, no region), for the footer. */
  variant?: 'block' | 'compact';
  className?: string;
}

/** The address block: street, postal code and city, hours and the map link. */
export default function CompanyAddress({ variant = 'block', className }: CompanyAddressProps): ReactNode {
  const facts = useFacts();
  // "Taller con cita previa: de lunes a viernes, de 10:00 a 16:00 (hora peninsular)" in the page's language.
  const hours = translate(
    {
      id: 'company.workshopHours',
      message: 'Taller con cita previa: de {days}, {hours}',
      description: 'Opening hours of the workshop; {days} is e.g. "lunes a viernes", {hours} e.g. "de 10:00 a 16:00 (hora peninsular)"',
    },
    { days: facts.openDays, hours: facts.workshopHours },
  );
  const a = company.address;
  return (
    <div className={clsx(styles.address, variant === 'compact' && styles.compact, className)}>
      <div className={styles.line}>
        <MapPin aria-hidden="true" size={18} className={styles.icon} />
        <address className={styles.postal}>
          {variant === 'block' ? (
            <>
              {company.name}
              <br />
              {a.street}
              <br />
              {a.postalCode} {a.locality} ({a.region})
            </>
          ) : (
            <>
              {a.street}, {a.postalCode} {a.locality}
            </>
          )}
        </address>
      </div>
      <p className={styles.line}>
        <Clock aria-hidden="true" size={18} className={styles.icon} />
        <span>{hours}</span>
      </p>
      <p className={styles.mapLine}>
        <a href={mapUrl} rel="noopener noreferrer" className={styles.mapLink}>
          {translate({
            id: 'company.mapLink',
            message: 'Ver en el mapa (OpenStreetMap)',
            description: 'Link opening the workshop location on openstreetmap.org',
          })}
        </a>
      </p>
    </div>
  );
}
