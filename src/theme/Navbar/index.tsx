/**
 * The site header. Replaces the theme's
 * navbar, whose mobile sidebar and item system cost JavaScript this site does
 * not need: sticky bar, logo, four links (sponsorships behind its flag), the
 * ES/EN switch to the counterpart page, and a mobile menu (with WhatsApp and
 * call actions, over a backdrop that dims the page) that closes on a link
 * click, on the language choice, on Escape and on a click on the backdrop.
 *
 * The markup is the same before and after hydration, so hydration changes
 * nothing in the page. Until Docusaurus marks the page hydrated
 * (`html[data-has-hydrated]`, or never without JavaScript) the stylesheet
 * shows a `<details>` disclosure whose open state shows the menu; from then on
 * it shows the button, which keeps the menu open if the visitor opened it
 * meanwhile.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { Menu, X } from 'lucide-react';
import Logo from '@site/src/components/Logo';
import LanguageSwitch from '@site/src/components/LanguageSwitch';
import { QuickActions } from '@site/src/components/ThumbBar';
import { useNavItems } from '@site/src/components/navItems';
import { normalizePath, pathOf } from '@site/src/config/routes';
import { useLocale } from '@site/src/hooks/build-data';
import styles from './styles.module.css';

export default function Navbar(): ReactNode {
  const locale = useLocale();
  const items = useNavItems('header');
  const { pathname } = useLocation();
  const current = normalizePath(pathname);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const fallbackRef = useRef<HTMLDetailsElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  // Opened before the script ran: stays open once the button replaces the fallback.
  useEffect(() => {
    if (fallbackRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const menuLabel = open
    ? translate({ id: 'nav.menu.close', message: 'Cerrar menú', description: 'Label of the mobile menu button when open' })
    : translate({ id: 'nav.menu.open', message: 'Abrir menú', description: 'Label of the mobile menu button when closed' });

  return (
    <header className={styles.header}>
      <div className={clsx('container', styles.inner)}>
        <Link
          to={pathOf('home', locale)}
          className={styles.brand}
          aria-label={translate({ id: 'nav.home.aria', message: 'Brétema Tech, inicio', description: 'Accessible name of the logo link' })}
        >
          <Logo className={styles.logo} />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={clsx(styles.toggle, styles.button)}
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={menuLabel}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
        </button>
        <details ref={fallbackRef} className={styles.fallback} onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary className={styles.toggle} aria-label={menuLabel}>
            <Menu aria-hidden="true" size={24} />
          </summary>
        </details>
        <div id="site-menu" ref={menuRef} className={clsx(styles.menu, open && styles.menuOpen)}>
          <nav aria-label={translate({ id: 'nav.aria', message: 'Principal', description: 'Accessible name of the main navigation' })}>
            <ul className={styles.links}>
              {items.map((item) => {
                const active = item.path === current || (item.path !== pathOf('home', locale) && current.startsWith(`${item.path}/`));
                return (
                  <li key={item.key}>
                    <Link
                      to={item.path}
                      className={clsx(styles.link, active && styles.linkActive)}
                      aria-current={item.path === current ? 'page' : undefined}
                      onClick={() => close(false)}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <LanguageSwitch className={styles.lang} onChoose={() => close(false)} />
          <QuickActions className={styles.quickActions} />
        </div>
        {/* Dims the page under the open menu; a click on it closes the menu (Escape and the button do too). */}
        <div className={styles.backdrop} aria-hidden="true" onClick={() => close(false)} />
      </div>
    </header>
  );
}
