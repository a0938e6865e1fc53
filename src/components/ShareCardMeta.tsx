import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import { shareCardAlt, shareCardPath, shareCardText } from '@site/src/config/shareCard';
import { useLocale } from '@site/src/hooks/build-data';

/**
 * The page's own share card: `og:image` /
 * `twitter:image` point at the card drawn for this path at build time by
 * `src/plugins/share-cards`, and `og:image:alt` repeats what the card says.
 * The renderer reads the text back from that alt, so the two cannot drift.
 * @param title the page title, as passed to `<title>` (without the brand suffix).
 */
export default function ShareCardMeta({ title }: { title: string }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const alt = shareCardAlt(shareCardText(title, locale));
  return (
    <>
      <PageMetadata image={shareCardPath(pathname)} />
      <Head>
        <meta property="og:image:alt" content={alt} />
        <meta name="twitter:image:alt" content={alt} />
      </Head>
    </>
  );
}
