/**
 * {@link Proof} with the page's language and the site origin read from
 * Docusaurus: what the views place where the owner's proof belongs.
 */
import type { ReactNode } from 'react';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useLocale, useSiteUrl } from '@site/src/hooks/build-data';
import type { ProofModule } from '@site/src/utils/proof';
import Proof from '.';

/** The page's reviews and case studies, or nothing when `proof` is absent. */
export default function ProofBlock({ proof }: { proof?: ProofModule }): ReactNode {
  const locale = useLocale();
  const siteUrl = useSiteUrl();
  const { withBaseUrl } = useBaseUrlUtils();
  // Each language's build has its own copy of static/ under its base URL (/ or /en/).
  return <Proof proof={proof} siteUrl={siteUrl} locale={locale} withBaseUrl={(path) => withBaseUrl(path)} />;
}
