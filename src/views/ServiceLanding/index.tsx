/**
 * One view for the three service landing pages (docs/product.md, "Service landing
 * pages": AI virtual switchboard, AI automations, AI app development): hero
 * with trust bar and the price at a glance, the page's picture of the service
 * at work (a sample call, a before-and-after of one automation, an app
 * reading a document), for whom and what the buyer gets (with tools, when the
 * content has them, and security as two disclosures a buyer opens when they
 * matter), process steps, the pricing anchor, FAQ, cross-links and the
 * closing contact band, in compact sections, plus a `Service` JSON-LD block.
 * Copy: `src/content/services/<key>.json` and its English counterpart,
 * handed in by the site-pages plugin; its running texts may carry link
 * markers (`src/utils/inlineMarkers.ts`), like the generic service pages'.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import PageLayout from '@site/src/components/PageLayout';
import { pointIconSets } from '@site/src/components/icons';
import PointList from '@site/src/components/PointList';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import SectionPair from '@site/src/components/Section/Pair';
import TrustBar from '@site/src/components/TrustBar';
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
import { useLocale, usePriceFormatter } from '@site/src/hooks/build-data';
import type { ServiceLandingContent } from '@site/src/schemas/serviceLanding';
import CallTranscript from '@site/src/components/Visuals/CallTranscript';
import FlowCompare from '@site/src/components/Visuals/FlowCompare';
import AppAtWork from '@site/src/components/Visuals/AppAtWork';
import PriceCard from './PriceCard';
import Pricing from './Pricing';
import { priceTexts } from './Pricing/priceTexts';
import Points, { PointText, type FoldedPoint } from './Points';
import CrossLinks, { useBuiltCrossLinks } from './CrossLinks';
import styles from './styles.module.css';

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
  const { meta, hero, trustBar, forWhom, deliverables, process, security, tools, price, faq, cta, crossLinks } = content;
  const hrefOptions = { whatsappMessage: cta.whatsappMessage, emailSubject: cta.emailSubject };
  const rich = (text: string | undefined) => text && <RichText text={text} {...hrefOptions} />;
  const related = useBuiltCrossLinks(crossLinks.items);
  const { breakdown } = priceTexts(price, useLocale());
  const { callExample, flowExample, appExample } = content;
  // The page's picture of the service at work, from whichever of the three the content has.
  const visual =
    (callExample && <CallTranscript {...callExample} />) ||
    (flowExample && <FlowCompare {...flowExample} />) ||
    (appExample && <AppAtWork {...appExample} />);

  /** Content points as rows shown open, each with its section's icon in turn and its sentence as the body. */
  const foldedPoints = (items: readonly { title: string; text: string }[], icons: readonly LucideIcon[]): FoldedPoint[] =>
    items.map((item, i) => ({
      title: item.title,
      icon: icons[i % icons.length],
      body: <PointText>{rich(item.text)}</PointText>,
      open: true,
    }));

  const faqSection = { id: 'faq', title: faq.title, body: <Faq items={faq.items} hrefOptions={hrefOptions} /> };
  // Bands alternate from the pale surface, which sets the picture off the white end of the hero: band 0 follows the picture.
  const toneAt = (band: number) => ((band + (visual ? 1 : 0)) % 2 === 0 ? 'surface' : 'plain');
  const hasOverview = useHasServicesOverview();

  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <ServiceJsonLd name={content.name} description={meta.description} prices={[{ key: price.priceKey, name: content.name }]} />
      <main className={clsx(styles.page, hasOverview && backToServicesPageClass)}>
        <BackToServices />
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={rich(hero.lead)}
          actions={
            <ActionLink route="contact" href={whatsappLink(cta.whatsappMessage)} className="button button--primary button--lg">
              {hero.contactLabel}
            </ActionLink>
          }
          aside={
            <PriceCard
              caption={price.title}
              price={formatPrice(price.priceKey)}
              detail={rich(breakdown ?? price.bullets[0])}
              linkLabel={hero.pricingLabel}
            />
          }
        >
          <TrustBar items={trustBar} page="services" />
        </Hero>

        {visual && (
          <Section id="example" tone="surface" compact>
            {visual}
          </Section>
        )}
        {/* Short sections a reader takes together share a band: two columns on a desktop. */}
        <SectionPair
          tone={toneAt(0)}
          sections={[
            {
              id: 'for-whom',
              title: forWhom.title,
              intro: rich(forWhom.intro),
              body: <Points items={foldedPoints(forWhom.items, pointIconSets.forWhom)} />,
            },
            {
              id: 'deliverables',
              title: deliverables.title,
              intro: rich(deliverables.intro),
              body: (
                <Points
                  items={[
                    ...foldedPoints(deliverables.items, pointIconSets.deliverables),
                    ...(tools
                      ? [
                          {
                            id: 'tools',
                            title: tools.title,
                            icon: pointIconSets.tools[0],
                            body: (
                              <>
                                <PointText>{rich(tools.intro)}</PointText>
                                <PointList
                                  items={tools.items.map(({ name, text }) => ({ title: name, text }))}
                                  icons={pointIconSets.tools}
                                  hrefOptions={hrefOptions}
                                />
                              </>
                            ),
                          },
                        ]
                      : []),
                    {
                      id: 'security',
                      title: security.title,
                      icon: pointIconSets.security[0],
                      body: (
                        <>
                          <PointText>{rich(security.intro)}</PointText>
                          <PointList items={security.items} icons={pointIconSets.security} hrefOptions={hrefOptions} />
                        </>
                      ),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
        <Section id="process" tone={toneAt(1)} title={process.title} intro={rich(process.intro)} compact>
          <Steps steps={process.steps} />
        </Section>
        <Section id="pricing" tone={toneAt(2)} title={price.title} compact>
          <Pricing price={price} emailSubject={cta.emailSubject} whatsappMessage={cta.whatsappMessage} />
        </Section>
        {related.length > 0 ? (
          <SectionPair
            tone={toneAt(3)}
            sections={[faqSection, { id: 'related', title: crossLinks.title, body: <CrossLinks items={related} /> }]}
          />
        ) : (
          <Section id="faq" tone={toneAt(3)} title={faq.title} compact>
            {faqSection.body}
          </Section>
        )}

        <ProofBlock proof={proof} />

        <ContactCta title={cta.title} text={rich(cta.text)} whatsappMessage={cta.whatsappMessage} emailSubject={cta.emailSubject} />
      </main>
    </PageLayout>
  );
}
