/**
 * «← Todos los servicios» above the hero of every service page, landing or
 * generic: a strip laid over the hero's top padding, so
 * the hero's background runs unbroken up to the navbar. Only while the
 * services overview is built; the page's `<main>` takes {@link backToServicesPageClass}
 * so the strip is placed over its hero.
 */
import type { ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { ArrowLeft } from 'lucide-react';
import RouteLink from '@site/src/components/RouteLink';
import { useRoutePath } from '@site/src/hooks/build-data';
import styles from './styles.module.css';

/** Class for the page's `<main>` while the strip is shown (positions it and makes room on narrow screens). */
export const backToServicesPageClass = styles.page;

/** Whether the strip is shown: the services overview is built. */
export function useHasServicesOverview(): boolean {
  return useRoutePath('services') !== undefined;
}

/** The strip with the link back to the services overview, or nothing when the overview is not built. */
export default function BackToServices(): ReactNode {
  if (!useHasServicesOverview()) return null;
  return (
    <nav
      className={styles.crumbs}
      aria-label={translate({
        id: 'servicePage.crumbs.aria',
        message: 'Ruta de navegación',
        description: 'Accessible name of the back-to-services link strip on a service page',
      })}
    >
      <div className="container">
        <RouteLink route="services" className={styles.backLink}>
          <ArrowLeft aria-hidden="true" size={16} />
          <Translate id="servicePage.backToServices" description="Link from a service page back to the services overview">
            Todos los servicios
          </Translate>
        </RouteLink>
      </div>
    </nav>
  );
}
