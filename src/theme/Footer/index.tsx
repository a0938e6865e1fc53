/**
 * The site footer (docs/product.md §2 "Layout"): contact (phone, e-mail,
 * WhatsApp, the workshop's address, hours and map link), links (services, contact; sponsorships behind its flag),
 * explore links, the legal/trust line, copyright with the current year, the
 * tax id and the privacy link. Links to pages not built yet are left out.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import CompanyAddress from '@site/src/components/CompanyAddress';
import Logo from '@site/src/components/Logo';
import RouteLink from '@site/src/components/RouteLink';
import { useNavItems } from '@site/src/components/navItems';
import { company, mailtoUrl, telUrl } from '@site/src/config/company';
import type { RouteKey } from '@site/src/config/routes';
import { useBuiltRoutes } from '@site/src/hooks/site';
import styles from './styles.module.css';

function exploreLabel(key: RouteKey): string {
  switch (key) {
    case 'apps':
      return translate({ id: 'footer.explore.apps', message: 'Nuestras apps', description: 'Footer explore link to the apps catalogue' });
    case 'about':
      return translate({ id: 'footer.explore.about', message: 'Quiénes somos', description: 'Footer explore link to the about page' });
    case 'sponsorships':
      return translate({ id: 'footer.explore.sponsorships', message: 'Patrocinios', description: 'Footer explore link to sponsorships' });
    case 'computerRepair':
      return translate({ id: 'footer.explore.repair', message: 'Reparación de ordenadores', description: 'Footer explore link to computer repair' });
    case 'automations':
      return translate({ id: 'footer.explore.automations', message: 'Automatizaciones con IA', description: 'Footer explore link to AI automations' });
    default:
      return key;
  }
}

const exploreKeys: RouteKey[] = ['automations', 'computerRepair', 'apps', 'about'];

export default function Footer(): ReactNode {
  const links = useNavItems('footer');
  const built = useBuiltRoutes();
  const explore = exploreKeys.filter((k) => built.has(k));
  // The blog is not in the route map: one slug per language under the locale's base URL.
  const blogPath = useBaseUrl('/blog');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={clsx('container', styles.grid)}>
        <div className={styles.brandCol}>
          <Logo className={styles.logo} />
          <p className={styles.tagline}>
            <Translate id="footer.tagline" description="Short description of the company in the footer">
              Tecnología cercana para autónomos, pymes, equipos y clubes de Galicia: reparamos, protegemos tus datos y
              automatizamos lo que te quita tiempo.
            </Translate>
          </p>
        </div>
        <div>
          <h2 className={styles.heading}>
            <Translate id="footer.contact.title" description="Footer column heading: contact details">
              Contacto
            </Translate>
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telUrl} className={styles.iconLink}>
                <Phone aria-hidden="true" size={18} />
                {company.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={mailtoUrl()} className={styles.iconLink}>
                <Mail aria-hidden="true" size={18} />
                {company.email}
              </a>
            </li>
            <li>
              <a href={company.whatsappUrl} className={styles.iconLink} rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" size={18} />
                WhatsApp
              </a>
            </li>
          </ul>
          <CompanyAddress variant="compact" className={styles.address} />
        </div>
        {links.length > 0 && (
          <nav aria-label={translate({ id: 'footer.links.aria', message: 'Enlaces', description: 'Accessible name of the footer links' })}>
            <h2 className={styles.heading}>
              <Translate id="footer.links.title" description="Footer column heading: main links">
                Enlaces
              </Translate>
            </h2>
            <ul className={styles.list}>
              {links.map((item) => (
                <li key={item.key}>
                  <RouteLink route={item.key}>{item.label}</RouteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {/* Always shown: the blog link needs no built route. */}
        <nav aria-label={translate({ id: 'footer.explore.aria', message: 'Explora', description: 'Accessible name of the footer explore links' })}>
          <h2 className={styles.heading}>
            <Translate id="footer.explore.title" description="Footer column heading: explore links">
              Explora
            </Translate>
          </h2>
          <ul className={styles.list}>
            {explore.map((key) => (
              <li key={key}>
                <RouteLink route={key}>{exploreLabel(key)}</RouteLink>
              </li>
            ))}
            <li>
              <Link to={blogPath}>
                <Translate id="footer.explore.blog" description="Footer explore link to the news blog">
                  Noticias
                </Translate>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={clsx('container', styles.trust)}>
        <p>
          <Translate id="footer.trust" description="Legal/trust line of the footer">
            Sin cookies ni analítica: esta web no te sigue. Trabajamos en Galicia, en toda España y en Europa.
          </Translate>
        </p>
      </div>
      <div className={styles.bottom}>
        <div className={clsx('container', styles.bottomInner)}>
          <p>
            © {year} {company.name} · {company.taxId}
          </p>
          <RouteLink route="privacy" className={styles.bottomLink}>
            <Translate id="footer.privacy" description="Footer link to the privacy policy">
              Política de privacidad
            </Translate>
          </RouteLink>
        </div>
      </div>
    </footer>
  );
}
