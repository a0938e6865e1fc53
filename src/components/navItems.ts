/**
 * The navigation of header and footer: home,
 * services, about, contact; sponsorships only when `showSponsorshipsInNav`
 * is on; and the footer's explore column (automations, computer repair, apps,
 * about), labelled as the footer words them. Items whose page is not built
 * are left out.
 */
import { translate } from '@docusaurus/Translate';
import type { RouteKey } from '../config/routes';
import { pathOf } from '../config/routes';
import { useBuiltRoutes, useLocale, useSiteFlags } from '../hooks/build-data';

/** One navigation entry: route key, localized path and label. */
export interface NavItem {
  key: RouteKey;
  path: string;
  label: string;
}

/** Where a list of links stands: the header, the footer's link column, the footer's explore column. */
export type NavPlace = 'header' | 'footer' | 'explore';

// Called at render time, so each build's language is read; the explore column words some pages its own way.
const labels: Record<'nav' | 'explore', Partial<Record<RouteKey, () => string>>> = {
  nav: {
    home: () => translate({ id: 'nav.home', message: 'Inicio', description: 'Navigation link to the home page' }),
    services: () => translate({ id: 'nav.services', message: 'Servicios', description: 'Navigation link to the services overview' }),
    about: () => translate({ id: 'nav.about', message: 'Sobre nosotros', description: 'Navigation link to the about page' }),
    contact: () => translate({ id: 'nav.contact', message: 'Contacto', description: 'Navigation link to the contact page' }),
    sponsorships: () =>
      translate({ id: 'nav.sponsorships', message: 'Patrocinios', description: 'Navigation link to the sponsorships page' }),
  },
  explore: {
    apps: () =>
      translate({ id: 'footer.explore.apps', message: 'Nuestras apps', description: 'Footer explore link to the apps catalogue' }),
    about: () => translate({ id: 'footer.explore.about', message: 'Sobre nosotros', description: 'Footer explore link to the about page' }),
    computerRepair: () =>
      translate({
        id: 'footer.explore.repair',
        message: 'Reparación de ordenadores',
        description: 'Footer explore link to computer repair',
      }),
    automations: () =>
      translate({
        id: 'footer.explore.automations',
        message: 'Automatizaciones con IA',
        description: 'Footer explore link to AI automations',
      }),
  },
};

/** The route keys of each place, in display order, before the flag and the built pages are applied. */
const placeKeys: Record<NavPlace, readonly RouteKey[]> = {
  header: ['home', 'services', 'about', 'contact'],
  footer: ['services', 'contact'],
  explore: ['automations', 'computerRepair', 'apps', 'about'],
};

/**
 * Navigation items for the header (home, services, about, contact) or the
 * footer's link column (services, contact), both with sponsorships behind its
 * flag, or the footer's explore column.
 */
export function useNavItems(where: NavPlace): NavItem[] {
  const locale = useLocale();
  const built = useBuiltRoutes();
  const flags = useSiteFlags();
  const keys = [...placeKeys[where]];
  if (where !== 'explore' && flags.showSponsorshipsInNav) keys.push('sponsorships');
  const table = labels[where === 'explore' ? 'explore' : 'nav'];
  return keys.filter((k) => built.has(k)).map((key) => ({ key, path: pathOf(key, locale), label: table[key]?.() ?? key }));
}
