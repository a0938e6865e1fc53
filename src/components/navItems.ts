/**
 * The navigation of header and footer (docs/product.md §16): home,
 * services, about, contact; sponsorships only when `showSponsorshipsInNav`
 * is on. Items whose page is not built are left out.
 */
import { translate } from '@docusaurus/Translate';
import type { RouteKey } from '../config/routes';
import { pathOf } from '../config/routes';
import { useBuiltRoutes, useLocale, useSiteFlags } from '../hooks/site';

/** One navigation entry: route key, localized path and label. */
export interface NavItem {
  key: RouteKey;
  path: string;
  label: string;
}

function label(key: RouteKey): string {
  switch (key) {
    case 'home':
      return translate({ id: 'nav.home', message: 'Inicio', description: 'Navigation link to the home page' });
    case 'services':
      return translate({ id: 'nav.services', message: 'Servicios', description: 'Navigation link to the services overview' });
    case 'about':
      return translate({ id: 'nav.about', message: 'Sobre nosotros', description: 'Navigation link to the about page' });
    case 'contact':
      return translate({ id: 'nav.contact', message: 'Contacto', description: 'Navigation link to the contact page' });
    case 'sponsorships':
      return translate({ id: 'nav.sponsorships', message: 'Patrocinios', description: 'Navigation link to the sponsorships page' });
    default:
      return key;
  }
}

/**
 * Navigation items for the header (home, services, about, contact) or the
 * footer's link column (services, contact), with sponsorships behind its flag.
 */
export function useNavItems(where: 'header' | 'footer'): NavItem[] {
  const locale = useLocale();
  const built = useBuiltRoutes();
  const flags = useSiteFlags();
  const keys: RouteKey[] = where === 'header' ? ['home', 'services', 'about', 'contact'] : ['services', 'contact'];
  if (flags.showSponsorshipsInNav) keys.push('sponsorships');
  return keys.filter((k) => built.has(k)).map((key) => ({ key, path: pathOf(key, locale), label: label(key) }));
}
