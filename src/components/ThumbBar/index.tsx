/**
 * The phone's quick-contact bar: "WhatsApp" and "Llamar" / "Call", fixed at
 * the bottom of the screen below 641 px, where a thumb reaches. Left out of the
 * pages whose form has its own submit button at the bottom (contact, sponsor
 * contact) and of the thank-you page; the footer leaves room under itself for it.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { MessageCircle, Phone } from 'lucide-react';
import { company, telUrl } from '@site/src/config/company';
import { normalizePath, pathOf, type RouteKey } from '@site/src/config/routes';
import { useLocale } from '@site/src/hooks/build-data';
import styles from './styles.module.css';

/** Pages that show no bar: a form's submit button or the thank-you page would sit under it. */
export const pagesWithoutThumbBar: readonly RouteKey[] = ['contact', 'sponsorContact', 'contactThanks'];

/** The two actions as big links: WhatsApp (the company's chat link) and a `tel:` call. */
export function QuickActions({ className }: { className?: string }): ReactNode {
  return (
    <div className={className}>
      <a className={clsx('button button--whatsapp', styles.action)} href={company.whatsappUrl} rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" size={20} />
        WhatsApp
      </a>
      <a className={clsx('button button--primary', styles.action)} href={telUrl}>
        <Phone aria-hidden="true" size={20} />
        {translate({
          id: 'quickActions.call',
          message: 'Llamar',
          description: 'Short label of the call button in the phone bar and the mobile menu',
        })}
      </a>
    </div>
  );
}

/** Whether the bar shows on the current page (see {@link pagesWithoutThumbBar}). */
export function useShowsThumbBar(): boolean {
  const locale = useLocale();
  const current = normalizePath(useLocation().pathname);
  return !pagesWithoutThumbBar.some((key) => pathOf(key, locale) === current);
}

/** The bar itself, a labelled `nav`; nothing on pages in {@link pagesWithoutThumbBar}. */
export default function ThumbBar(): ReactNode {
  if (!useShowsThumbBar()) return null;
  return (
    <nav
      className={styles.bar}
      aria-label={translate({
        id: 'quickActions.aria',
        message: 'Contacto rápido',
        description: 'Accessible name of the phone quick-contact bar',
      })}
    >
      <QuickActions className={styles.actions} />
    </nav>
  );
}
