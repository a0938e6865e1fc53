import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { localeInfo, locales } from '../config/locales';
import { counterpartPath } from '../config/routes';
import { useBlogPostPaths, useBuiltRoutes, useLocale } from '../hooks/build-data';
import styles from './LanguageSwitch.module.css';

/**
 * The ES/EN switch: each link goes to the counterpart of the
 * current page (a blog post: its translation, at that language's own slug),
 * or to the other language's home when there is none. Plain
 * anchors: each locale is its own Docusaurus app, so switching is a full
 * page load.
 *
 * @param onChoose called when a language is chosen (the mobile menu closes).
 */
export default function LanguageSwitch({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const locale = useLocale();
  const built = useBuiltRoutes();
  const posts = useBlogPostPaths();
  const { pathname } = useLocation();
  return (
    <ul
      className={clsx(styles.switch, className)}
      aria-label={translate({ id: 'nav.language', message: 'Idioma', description: 'Accessible name of the language switch' })}
    >
      {locales.map((l) => {
        const current = l === locale;
        return (
          <li key={l}>
            <a
              className={clsx(styles.option, current && styles.current)}
              href={current ? pathname : counterpartPath(pathname, l, (key) => built.has(key), posts)}
              hrefLang={localeInfo[l].htmlLang}
              lang={localeInfo[l].htmlLang}
              aria-current={current ? 'true' : undefined}
              title={localeInfo[l].name}
              onClick={onChoose}
            >
              <span aria-hidden="true">{localeInfo[l].label}</span>
              <span className="visually-hidden">{localeInfo[l].name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
