/**
 * The services overview: hero with trust bar and, beside its text, the four
 * 90-day indicators; the three featured AI services with price and link; the
 * catalogue of every service as price cards (each price once on the page: the
 * AI services' entries link to their featured cards); the promise and the
 * deliverables, each folded under its toggle, and the closing contact band,
 * in compact sections. Copy: `src/content/services/overview.json` and its
 * English counterpart.
 */
import type { ReactNode } from 'react';
import PageLayout from '@site/src/components/PageLayout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import SectionPair from '@site/src/components/Section/Pair';
import TrustBar from '@site/src/components/TrustBar';
import ContactCta from '@site/src/components/ContactCta';
import ProofBlock from '@site/src/components/Proof/Block';
import type { ProofModule } from '@site/src/utils/proof';
import RouteLink from '@site/src/components/RouteLink';
import PointList from '@site/src/components/PointList';
import CheckList from '@site/src/components/CheckList';
import Disclosure from '@site/src/components/Disclosure';
import { pointIconSets } from '@site/src/components/icons';
import type { ServicesOverviewContent } from '@site/src/schemas/servicesOverview';
import Featured from './Featured';
import Catalogue from './Catalogue';
import Indicators from './Indicators';

/** The services overview rendered from its parsed content. */
export default function ServicesOverview({
  content,
  proof,
}: {
  content: ServicesOverviewContent;
  /** The owner's reviews and case studies about this page's services, absent while there are none. */
  proof?: ProofModule;
}): ReactNode {
  const { meta, hero, trustBar, indicators, featured, promise, deliverables, catalogue, cta } = content;
  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <main>
        <Hero
          aside={<Indicators indicators={indicators} />}
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={hero.lead}
          actions={
            <>
              <RouteLink route={hero.primary.route} className="button button--primary button--lg">
                {hero.primary.label}
              </RouteLink>
              <a href="#catalogue" className="button button--outline button--primary button--lg">
                {hero.catalogueLabel}
              </a>
            </>
          }
        >
          <TrustBar items={trustBar} page="services" />
        </Hero>

        <Section id="featured" tone="surface" title={featured.title} intro={featured.intro} compact>
          <Featured cards={featured.cards} />
        </Section>

        <Section id="catalogue" title={catalogue.title} intro={catalogue.intro} compact>
          <Catalogue catalogue={catalogue} featuredRoutes={featured.cards.map((card) => card.route)} />
        </Section>

        <SectionPair
          tone="surface"
          sections={[
            {
              id: 'promise',
              title: promise.title,
              body: (
                <Disclosure title={promise.listLabel}>
                  <PointList items={promise.items} icons={pointIconSets.promise} />
                </Disclosure>
              ),
            },
            {
              id: 'deliverables',
              title: deliverables.title,
              intro: deliverables.intro,
              body: (
                <Disclosure title={deliverables.listLabel}>
                  <CheckList items={deliverables.items} variant="plain" />
                </Disclosure>
              ),
            },
          ]}
        />

        <ProofBlock proof={proof} />

        <ContactCta title={cta.title} text={cta.text} whatsappMessage={cta.whatsappMessage} emailSubject={cta.emailSubject} />
      </main>
    </PageLayout>
  );
}
