/**
 * The app's root (replaces the theme's empty `Root`): preloads the brand
 * heading face, so it arrives within the short wait `font-display: optional`
 * allows (src/css/custom.css). The import gives the file's built URL, the
 * same file the stylesheet's `@font-face` points at.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2';

export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      <Head>
        <link rel="preload" href={interBold} as="font" type="font/woff2" crossOrigin="anonymous" />
      </Head>
      {children}
    </>
  );
}
