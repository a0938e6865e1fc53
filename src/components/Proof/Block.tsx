/**
 * {@link Proof} with the page's language and the site origin read from
 * Docusaurus: what the views place where the owner's proof belongs.
 */
import type { ReactNode } from 'react';
import { useLocale, useSiteUrl } from '@site/src/hooks/site';
import type { ProofModule } from '@site/src/utils/proof';
import Proof from '.';

/** The page's reviews and case studies, or nothing when `proof` is absent. */
export default function ProofBlock({ proof, tone }: { proof?: ProofModule; tone?: 'plain' | 'surface' }): ReactNode {
  const locale = useLocale();
  const siteUrl = useSiteUrl();
  return <Proof proof={proof} siteUrl={siteUrl} locale={locale} tone={tone} />;
}
