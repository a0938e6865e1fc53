/**
 * The services overview (docs/product.md §2 "Services overview"): hero with trust bar,
 * the four 90-day indicators (docs/product.md §9), the three featured AI services with
 * price and link, other solutions, the promise, deliverables, the catalogue
 * of every service of docs/product.md §1, and the closing contact band. Copy:
 * `src/content/services/overview.json` and its English counterpart.
 */
import type { ReactNode } from 'react';
import PageLayout from '@site/src/components/PageLayout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import TrustBar from '@site/src/components/TrustBar';
import Stats from '@site/src/components/Stats';
import ContactCta from '@site/src/components/ContactCta';
import ProofBlock from '@site/src/components/Proof/Block';
import type { ProofModule } from '@site/src/utils/proof';
import RouteLink from '@site/src/components/RouteLink';
import type { ServicesOverviewContent } from '@site/src/schemas/servicesOverview';
import Featured from './Featured';
import OtherSolutions from './OtherSolutions';
import OurPromise from './OurPromise';
import Checklist from './Checklist';
import Catalogue from './Catalogue';

/**
 * A body section of the overview. Without `title` the block draws its own
 * heading (`<id>-title`) on the page background (other solutions).
 */
interface Block {
  id: string;
  tone?: 'plain' | 'surface';
  title?: string;
  intro?: string;
  body: ReactNode;
}

/** The services overview rendered from its parsed content. */
export default function ServicesOverview({
  content,
  proof,
}: {
  content: ServicesOverviewContent;
  /** The owner's reviews and case studies about this page's services, absent while there are none. */
  proof?: ProofModule;
}): ReactNode {
  const { meta, hero, trustBar, indicators, featured, otherSolutions, promise, deliverables, catalogue, cta } = content;
  const blocks: Block[] = [
    { id: 'indicators', title: indicators.title, intro: indicators.note, body: <Stats items={indicators.items} /> },
    { id: 'featured', tone: 'surface', title: featured.title, intro: featured.intro, body: <Featured cards={featured.cards} /> },
    { id: 'other-solutions', body: <OtherSolutions content={otherSolutions} /> },
    { id: 'promise', tone: 'surface', title: promise.title, body: <OurPromise items={promise.items} /> },
    { id: 'deliverables', title: deliverables.title, intro: deliverables.intro, body: <Checklist items={deliverables.items} /> },
    { id: 'catalogue', tone: 'surface', title: catalogue.title, intro: catalogue.intro, body: <Catalogue entries={catalogue.entries} /> },
  ];
  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <main>
        <Hero
          art="services"
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

        {blocks.map(({ id, tone, title, intro, body }) =>
          title === undefined ? (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="padding-vert--xl">
              <div className="container">{body}</div>
            </section>
          ) : (
            <Section key={id} id={id} tone={tone} title={title} intro={intro}>
              {body}
            </Section>
          ),
        )}

        <ProofBlock proof={proof} />

        <ContactCta title={cta.title} text={cta.text} whatsappMessage={cta.whatsappMessage} emailSubject={cta.emailSubject} />
      </main>
    </PageLayout>
  );
}
