/**
 * Unknown paths go to the home page of their language (spec §2, decisions:
 * "Redirects"). The static `404.html` of each locale carries `noindex` and
 * replaces the location in the browser; the server answers 302 before this
 * page is ever reached.
 */
import { useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { pathOf } from '@site/src/config/routes';
import { localeOfPath } from '@site/src/config/locales';
import { useLocale } from '@site/src/hooks/site';
import styles from './styles.module.css';

export default function NotFoundContent(): ReactNode {
  const home = pathOf('home', useLocale());
  useEffect(() => {
    // The language of the requested path decides, not the build that served
    // this page: a static host may answer every unknown path with the root 404.
    window.location.replace(pathOf('home', localeOfPath(window.location.pathname)));
  }, []);
  return (
    <main className={styles.notFound}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="container">
        <h1>
          <Translate id="notFound.title" description="Heading of the page shown for an unknown address">
            Esta página no existe
          </Translate>
        </h1>
        <p>
          <Translate id="notFound.text" description="Text while redirecting an unknown address to the home page">
            Te llevamos a la página de inicio.
          </Translate>{' '}
          <Link to={home}>
            <Translate id="notFound.link" description="Link to the home page on the not-found page">
              Ir al inicio
            </Translate>
          </Link>
        </p>
      </div>
    </main>
  );
}
