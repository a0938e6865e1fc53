/**
 * The site footer: contact (phone with its call hours, e-mail,
 * WhatsApp, the workshop's address, hours and map link), links (services, contact; sponsorships behind its flag),
 * explore links, the legal/trust line, copyright with the current year, the
 * tax id and the links to the legal notice and the privacy policy; after it the phone's quick-contact bar
 * (`ThumbBar`), for which it leaves room. Links to pages not built yet are left out.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import CompanyAddress from '@site/src/components/CompanyAddress';
import Logo from '@site/src/components/Logo';
import PhoneHours from '@site/src/components/PhoneHours';
import RouteLink from '@site/src/components/RouteLink';
import ThumbBar, { useShowsThumbBar } from '@site/src/components/ThumbBar';
import { useNavItems, type NavItem } from '@site/src/components/navItems';
import { company, mailtoUrl, telUrl } from '@site/src/config/company';
import { keepFiguresTogether } from '@site/src/utils/typography';
import styles from './styles.module.css';

/** A footer column of links: a `nav` named by its heading `title`, and the list; `children` are the `li` items. */
function LinkColumn({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}

/** A list item per navigation entry, each a link to its route. */
function navLinks(items: readonly NavItem[]): ReactNode {
  return items.map((item) => (
    <li key={item.key}>
      <RouteLink route={item.key}>{item.label}</RouteLink>
    </li>
  ));
}

export default function Footer(): ReactNode {
  const links = useNavItems('footer');
  const explore = useNavItems('explore');
  // The blog is not in the route map: its index is `/blog` under the locale's base URL.
  const blogPath = useBaseUrl('/blog');
  const year = new Date().getFullYear();
  const thumbBar = useShowsThumbBar();
  return (
    <>
      <footer className={clsx(styles.footer, thumbBar && styles.withThumbBar)}>
        <div className={clsx('container', styles.grid)}>
          <div className={styles.brandCol}>
            <Logo className={styles.logo} />
            <p className={styles.tagline}>
              <Translate id="footer.tagline" description="Short description of the company in the footer">
                Tecnología cercana para autónomos, pymes, equipos y clubes de Galicia: reparamos, protegemos tus datos y automatizamos lo
                que te quita tiempo.
              </Translate>
            </p>
          </div>
          <div className={styles.contactCol}>
            <h2 className={styles.heading}>
              <Translate id="footer.contact.title" description="Footer column heading: contact details">
                Contacto
              </Translate>
            </h2>
            <ul className={clsx(styles.list, styles.contactList)}>
              <li>
                <a href={telUrl} className={styles.iconLink}>
                  <Phone aria-hidden="true" size={18} />
                  {company.phoneDisplay}
                </a>
                <PhoneHours as="span" className={styles.phoneHours} />
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
            <LinkColumn
              title={translate({
                id: 'footer.links.title',
                message: 'Enlaces',
                description: 'Footer column heading and accessible name: main links',
              })}
            >
              {navLinks(links)}
            </LinkColumn>
          )}
          {/* Always shown: the blog link needs no built route. */}
          <LinkColumn
            title={translate({
              id: 'footer.explore.title',
              message: 'Explora',
              description: 'Footer column heading and accessible name: explore links',
            })}
          >
            {navLinks(explore)}
            <li>
              <Link to={blogPath}>
                <Translate id="footer.explore.blog" description="Footer explore link to the news blog">
                  Noticias
                </Translate>
              </Link>
            </li>
          </LinkColumn>
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
              © {year} {company.name} · {keepFiguresTogether(company.taxId)}
            </p>
            <div className={styles.bottomLinks}>
              <RouteLink route="legalNotice" className={styles.bottomLink}>
                <Translate id="footer.legalNotice" description="Footer link to the legal notice (holder's details and terms of use)">
                  Aviso legal
                </Translate>
              </RouteLink>
              <RouteLink route="privacy" className={styles.bottomLink}>
                <Translate id="footer.privacy" description="Footer link to the privacy policy">
                  Política de privacidad
                </Translate>
              </RouteLink>
            </div>
          </div>
        </div>
      </footer>
      <ThumbBar />
    </>
  );
}
