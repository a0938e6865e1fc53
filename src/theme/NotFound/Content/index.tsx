/**
 * Unknown paths go to the home page of their language. The static `404.html` of each locale carries `noindex` and replaces
 * the location in the browser; the server answers 302 before this page is
 * ever reached.
 *
 * In development a server previews one language (`npm run dev`, or
 * `npm run dev -- --locale en`), and it answers every path — the other
 * language's too — with its own app. Sending the visitor to the other
 * language's home would land here again and reload forever, so a path of the
 * other language instead shows how to preview both (`npm run dev:all`,
 * README) and links back to the page in the language being served.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { counterpartPath, pathOf } from '@site/src/config/routes';
import { localeOfPath } from '@site/src/config/locales';
import { useBlogPostPaths, useBuiltRoutes, useLocale } from '@site/src/hooks/build-data';
import styles from './styles.module.css';

/** Whether this is a development server (one locale per `docusaurus start`). */
const isDevServer = process.env.NODE_ENV === 'development';
/** The command that previews both languages (README). */
const previewBothCommand = 'npm run dev:all';

export default function NotFoundContent(): ReactNode {
  const locale = useLocale();
  const built = useBuiltRoutes();
  const posts = useBlogPostPaths();
  const home = pathOf('home', locale);
  /** In development, the same page in the served language when the path is of the other one. */
  const [servedCounterpart, setServedCounterpart] = useState<string>();
  useEffect(() => {
    // The language of the requested path decides, not the build that served
    // this page: a static host may answer every unknown path with the root 404.
    const { pathname } = window.location;
    const pathLocale = localeOfPath(pathname);
    if (isDevServer && pathLocale !== locale) {
      setServedCounterpart(counterpartPath(pathname, locale, (key) => built.has(key), posts));
      return;
    }
    window.location.replace(pathOf('home', pathLocale));
  }, [locale, built, posts]);
  return (
    <main className={styles.notFound}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="container">
        {servedCounterpart ? (
          <>
            <h1>
              <Translate
                id="notFound.preview.title"
                description="Heading on the development preview when the other language is not being served"
              >
                Esta vista previa muestra un solo idioma
              </Translate>
            </h1>
            <p>
              <Translate
                id="notFound.preview.text"
                description="Development preview: how to preview both languages; {command} is a terminal command"
                values={{ command: <code>{previewBothCommand}</code> }}
              >
                {
                  'El servidor de desarrollo sirve solo el idioma con el que lo arrancaste. Para ver los dos idiomas y cambiar de uno a otro, páralo y arranca {command}.'
                }
              </Translate>
            </p>
            <p>
              <Link to={servedCounterpart}>
                <Translate id="notFound.preview.back" description="Development preview: link back to the page in the language being served">
                  Volver a la página en español
                </Translate>
              </Link>
            </p>
          </>
        ) : (
          <>
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
          </>
        )}
      </div>
    </main>
  );
}
