/**
 * One view for the three service landing pages (docs/product.md, "Service landing
 * pages": AI virtual switchboard, AI automations, AI app development): hero
 * with trust bar and price card, for whom, deliverables, process steps,
 * tools (when the content has them) and security as two disclosures a buyer
 * opens when they matter to them, the pricing anchor, FAQ, cross-links and
 * the closing contact band, in compact sections, plus a
 * `Service` JSON-LD block. Copy: `src/content/services/<key>.json` and its
 * English counterpart, handed in by the site-pages plugin; its running
 * texts may carry link markers (`src/utils/inlineMarkers.ts`), like the
 * generic service pages'.
 */
import type { ReactNode } from 'react';
import PageLayout from '@site/src/components/PageLayout';
import { pointIconSets } from '@site/src/components/icons';
import PointList from '@site/src/components/PointList';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import SectionPair from '@site/src/components/Section/Pair';
import TrustBar from '@site/src/components/TrustBar';
import Steps from '@site/src/components/Steps';
import Faq from '@site/src/components/Faq';
import Disclosure, { DisclosureGroup } from '@site/src/components/Disclosure';
import RichText from '@site/src/components/RichText';
import ServiceJsonLd from '@site/src/components/ServiceJsonLd';
import ContactCta from '@site/src/components/ContactCta';
import BackToServices, { backToServicesPageClass, useHasServicesOverview } from '@site/src/components/BackToServices';
import ProofBlock from '@site/src/components/Proof/Block';
import type { ProofModule } from '@site/src/utils/proof';
import ActionLink from '@site/src/components/ActionLink';
import { whatsappLink } from '@site/src/config/company';
import { usePriceFormatter } from '@site/src/hooks/build-data';
import type { ServiceLandingContent } from '@site/src/schemas/serviceLanding';
import PriceCard from './PriceCard';
import Pricing from './Pricing';
import CrossLinks, { useBuiltCrossLinks } from './CrossLinks';

/** Whether a row is two sections side by side. */
function isPair(row: Row): row is readonly [Block, Block] {
  return Array.isArray(row);
}

/** A body section of the page before tones are assigned. */
interface Block {
  id: string;
  title: string;
  intro?: ReactNode;
  body: ReactNode;
}

/** One band of the page: a section, or two side by side ({@link SectionPair}). */
type Row = Block | readonly [Block, Block];

/** A service landing page rendered from its parsed content. */
export default function ServiceLanding({
  content,
  proof,
}: {
  content: ServiceLandingContent;
  /** The owner's reviews and case studies about this page's services, absent while there are none. */
  proof?: ProofModule;
}): ReactNode {
  const formatPrice = usePriceFormatter();
  const { meta, hero, trustBar, forWhom, deliverables, process, security, tools, details, price, faq, cta, crossLinks } = content;
  const hrefOptions = { whatsappMessage: cta.whatsappMessage, emailSubject: cta.emailSubject };
  const rich = (text: string | undefined) => text && <RichText text={text} {...hrefOptions} />;
  const related = useBuiltCrossLinks(crossLinks.items);

  const faqBlock: Block = { id: 'faq', title: faq.title, body: <Faq items={faq.items} hrefOptions={hrefOptions} /> };
  // Short sections a reader takes together share a band: two columns on a desktop.
  const rows: Row[] = [
    [
      {
        id: 'for-whom',
        title: forWhom.title,
        intro: rich(forWhom.intro),
        body: <PointList items={forWhom.items} icons={pointIconSets.forWhom} hrefOptions={hrefOptions} />,
      },
      {
        id: 'deliverables',
        title: deliverables.title,
        intro: rich(deliverables.intro),
        body: <PointList items={deliverables.items} icons={pointIconSets.deliverables} hrefOptions={hrefOptions} />,
      },
    ],
    { id: 'process', title: process.title, intro: rich(process.intro), body: <Steps steps={process.steps} /> },
    [
      {
        id: 'pricing',
        title: price.title,
        body: <Pricing price={price} emailSubject={cta.emailSubject} whatsappMessage={cta.whatsappMessage} />,
      },
      {
        id: 'details',
        title: details.title,
        body: (
          <DisclosureGroup>
            {tools && (
              <Disclosure id="tools" title={tools.title} hint={rich(tools.intro)}>
                <PointList
                  items={tools.items.map(({ name, text }) => ({ title: name, text }))}
                  icons={pointIconSets.tools}
                  layout="tiles"
                  hrefOptions={hrefOptions}
                />
              </Disclosure>
            )}
            <Disclosure id="security" title={security.title} hint={rich(security.intro)}>
              <PointList items={security.items} icons={pointIconSets.security} hrefOptions={hrefOptions} />
            </Disclosure>
          </DisclosureGroup>
        ),
      },
    ],
    related.length > 0 ? [faqBlock, { id: 'related', title: crossLinks.title, body: <CrossLinks items={related} /> }] : faqBlock,
  ];
  const toneAt = (i: number) => (i % 2 === 0 ? 'plain' : 'surface');
  const hasOverview = useHasServicesOverview();

  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <ServiceJsonLd name={content.name} description={meta.description} prices={[{ key: price.priceKey, name: content.name }]} />
      <main className={hasOverview ? backToServicesPageClass : undefined}>
        <BackToServices />
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={rich(hero.lead)}
          actions={
            <>
              <ActionLink route="contact" href={whatsappLink(cta.whatsappMessage)} className="button button--primary button--lg">
                {hero.contactLabel}
              </ActionLink>
              <a href="#pricing" className="button button--outline button--primary button--lg">
                {hero.pricingLabel}
              </a>
            </>
          }
          aside={<PriceCard caption={price.title} price={formatPrice(price.priceKey)} detail={price.bullets[0]} />}
        >
          <TrustBar items={trustBar} page="services" />
        </Hero>

        {rows.map((row, i) =>
          isPair(row) ? (
            <SectionPair key={row[0].id} sections={row} tone={toneAt(i)} compact />
          ) : (
            <Section key={row.id} id={row.id} tone={toneAt(i)} title={row.title} intro={row.intro} compact>
              {row.body}
            </Section>
          ),
        )}

        <ProofBlock proof={proof} />

        <ContactCta title={cta.title} text={rich(cta.text)} whatsappMessage={cta.whatsappMessage} emailSubject={cta.emailSubject} />
      </main>
    </PageLayout>
  );
}
