/**
 * One view for the three service landing pages (docs/product.md §2 "Service landing
 * pages": AI virtual switchboard, AI automations, AI app development): hero
 * with trust bar and price card, for whom, deliverables, process steps,
 * tools (when the content has them), security, impact (when present), the
 * pricing anchor, FAQ, cross-links and the closing contact band, plus a
 * `Service` JSON-LD block. Copy: `src/content/services/<key>.json` and its
 * English counterpart, handed in by the site-pages plugin; its running
 * texts may carry link markers (`src/utils/inlineMarkers.ts`), like the
 * generic service pages'.
 */
import type { ReactNode } from 'react';
import PageLayout from '@site/src/components/PageLayout';
import { pointIconSets } from '@site/src/components/icons';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import TrustBar from '@site/src/components/TrustBar';
import Stats from '@site/src/components/Stats';
import Steps from '@site/src/components/Steps';
import Faq from '@site/src/components/Faq';
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
import PointGrid from './PointGrid';
import Pricing from './Pricing';
import Tools from './Tools';
import CrossLinks from './CrossLinks';

/** A body section of the page before tones are assigned. */
interface Block {
  id: string;
  title: string;
  intro?: ReactNode;
  body: ReactNode;
}

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
  const { meta, hero, trustBar, forWhom, deliverables, process, security, tools, impact, price, faq, cta, crossLinks } = content;
  const hrefOptions = { whatsappMessage: cta.whatsappMessage, emailSubject: cta.emailSubject };
  const rich = (text: string | undefined) => text && <RichText text={text} {...hrefOptions} />;

  // Optional sections come and go per page, so tones alternate by position
  // rather than being fixed per section.
  const blocks: Block[] = [
    {
      id: 'for-whom',
      title: forWhom.title,
      intro: rich(forWhom.intro),
      body: <PointGrid items={forWhom.items} icons={pointIconSets.forWhom} hrefOptions={hrefOptions} />,
    },
    {
      id: 'deliverables',
      title: deliverables.title,
      intro: rich(deliverables.intro),
      body: <PointGrid items={deliverables.items} icons={pointIconSets.deliverables} hrefOptions={hrefOptions} />,
    },
    { id: 'process', title: process.title, intro: rich(process.intro), body: <Steps steps={process.steps} /> },
    ...(tools
      ? [{ id: 'tools', title: tools.title, intro: rich(tools.intro), body: <Tools items={tools.items} hrefOptions={hrefOptions} /> }]
      : []),
    {
      id: 'security',
      title: security.title,
      intro: rich(security.intro),
      body: <PointGrid items={security.items} icons={pointIconSets.security} hrefOptions={hrefOptions} />,
    },
    ...(impact ? [{ id: 'impact', title: impact.title, intro: rich(impact.note), body: <Stats items={impact.items} /> }] : []),
    {
      id: 'pricing',
      title: price.title,
      body: <Pricing price={price} emailSubject={cta.emailSubject} whatsappMessage={cta.whatsappMessage} />,
    },
    { id: 'faq', title: faq.title, body: <Faq items={faq.items} hrefOptions={hrefOptions} /> },
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

        {blocks.map((block, i) => (
          <Section key={block.id} id={block.id} tone={toneAt(i)} title={block.title} intro={block.intro}>
            {block.body}
          </Section>
        ))}

        <CrossLinks crossLinks={crossLinks} tone={toneAt(blocks.length)} />

        <ProofBlock proof={proof} />

        <ContactCta title={cta.title} text={rich(cta.text)} whatsappMessage={cta.whatsappMessage} emailSubject={cta.emailSubject} />
      </main>
    </PageLayout>
  );
}
