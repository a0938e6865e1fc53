/**
 * The one view of every generic, content-driven service page: hero with the
 * h1, summary, WhatsApp and call buttons (the phone's hours under them), the
 * card beside them with the prices the content names (`prices`, by key of the
 * price table) and the short facts, and an optional notice; the content's
 * sections (groups, items, description, optional price from the prices
 * module) in compact bands, the workshop's address when the content asks for
 * it (`visit`), the FAQ and the WhatsApp / phone / e-mail call to action,
 * plus a `Service` JSON-LD block.
 * Pages: advisory, websites, computerRepair, dataRecovery and, with
 * `offersPhoneRepair`, phoneRepair and microsoldering; each gets its content
 * file (`services/<routeKey>`) from the site-pages plugin.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import PageLayout from '@site/src/components/PageLayout';
import Translate, { translate } from '@docusaurus/Translate';
import { CheckCircle2, MessageCircle, Phone, ShieldAlert } from 'lucide-react';
import Hero from '@site/src/components/Hero';
import StepFlow from '@site/src/components/Visuals/StepFlow';
import Section from '@site/src/components/Section';
import ContactCta from '@site/src/components/ContactCta';
import BackToServices, { backToServicesPageClass, useHasServicesOverview } from '@site/src/components/BackToServices';
import ProofBlock from '@site/src/components/Proof/Block';
import type { ProofModule } from '@site/src/utils/proof';
import RichText from '@site/src/components/RichText';
import CompanyAddress from '@site/src/components/CompanyAddress';
import PhoneHours from '@site/src/components/PhoneHours';
import Faq from '@site/src/components/Faq';
import ServiceJsonLd from '@site/src/components/ServiceJsonLd';
import { telUrl, whatsappLink } from '@site/src/config/company';
import type { ServicePageContent } from '@site/src/schemas/servicePage';
import { usePriceFormatter } from '@site/src/hooks/build-data';
import type { MarkerHrefOptions } from '@site/src/utils/inlineMarkers';
import ServiceSection from './ServiceSection';
import { pricedItems } from './pricedItems';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/**
 * The card beside the h1 ("En resumen"): the page's prices at a glance, each
 * named for its job and formatted from the price table, then the short facts
 * (free quote, no repair no charge…) behind check marks.
 */
function Summary({
  prices,
  highlights,
  hrefOptions,
}: Pick<ServicePageContent, 'prices' | 'highlights'> & { hrefOptions: MarkerHrefOptions }): ReactNode {
  const formatPrice = usePriceFormatter();
  return (
    <div className={styles.highlights}>
      <p id="highlights-title" className={styles.highlightsTitle}>
        {translate({
          id: 'servicePage.highlights.title',
          message: 'En resumen',
          description: 'Title of the short facts card beside the heading of a service page',
        })}
      </p>
      {prices && (
        <dl className={styles.glance}>
          {prices.map((price) => (
            <div key={price.priceKey} className={styles.glanceRow}>
              <dt>{price.label}</dt>
              <dd data-price-key={price.priceKey}>{formatPrice(price.priceKey)}</dd>
            </div>
          ))}
        </dl>
      )}
      {highlights && (
        <ul aria-labelledby="highlights-title" className={clsx(ui.plainList, styles.highlightsList)}>
          {highlights.map((item) => (
            <li key={item} className={ui.marked}>
              <CheckCircle2 aria-hidden="true" size={20} className={ui.marker} />
              <RichText as="span" text={item} {...hrefOptions} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A generic service page rendered from its parsed content. */
export default function ServicePage({
  content,
  proof,
}: {
  content: ServicePageContent;
  /** The owner's reviews and case studies about this page's services, absent while there are none. */
  proof?: ProofModule;
}): ReactNode {
  const { meta, eyebrow, h1, summary, prices, highlights, notice, flow, visit, sections, cta, faq } = content;
  const hasOverview = useHasServicesOverview();
  const hrefOptions = { whatsappMessage: cta.whatsappMessage, emailSubject: cta.emailSubject };
  // Sections alternate white and pale backgrounds; the FAQ continues the rhythm.
  const tone = (i: number) => (i % 2 === 0 ? 'plain' : 'surface');

  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <ServiceJsonLd name={h1} description={meta.description} prices={pricedItems(content)} />
      <main className={hasOverview ? backToServicesPageClass : undefined}>
        <BackToServices />
        <Hero
          eyebrow={eyebrow}
          title={h1}
          aside={(prices || highlights) && <Summary prices={prices} highlights={highlights} hrefOptions={hrefOptions} />}
          lead={<RichText text={summary} {...hrefOptions} />}
          actions={
            <>
              <a className="button button--whatsapp button--lg" href={whatsappLink(cta.whatsappMessage)} rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" size={20} className={styles.buttonIcon} />
                <Translate id="cta.whatsapp" description="Button opening a WhatsApp chat">
                  Escríbenos por WhatsApp
                </Translate>
              </a>
              <a className="button button--outline button--primary button--lg" href={telUrl}>
                <Phone aria-hidden="true" size={20} className={styles.buttonIcon} />
                <Translate id="servicePage.hero.call" description="Hero button calling the company phone">
                  Llámanos
                </Translate>
              </a>
            </>
          }
          actionsNote={<PhoneHours />}
        >
          {notice && (
            <aside className={styles.notice} aria-labelledby="notice-title">
              <ShieldAlert aria-hidden="true" size={26} className={styles.noticeIcon} />
              <div>
                <h2 id="notice-title" className={styles.noticeTitle}>
                  {notice.title}
                </h2>
                <RichText as="p" className={styles.noticeText} text={notice.text} {...hrefOptions} />
              </div>
            </aside>
          )}
        </Hero>

        {flow && (
          <Section id="how-it-works" tone="surface" compact>
            <StepFlow title={flow.title} text={flow.text} steps={flow.steps} />
          </Section>
        )}

        {sections.map((section, i) => (
          <ServiceSection key={section.title} id={`section-${i + 1}`} section={section} tone={tone(i)} hrefOptions={hrefOptions} />
        ))}

        {visit && (
          <Section
            id="visit"
            compact
            tone={tone(sections.length)}
            title={visit.title}
            intro={<RichText text={visit.text} {...hrefOptions} />}
          >
            <CompanyAddress className={styles.visitAddress} />
          </Section>
        )}

        <Section
          id="faq"
          compact
          tone={tone(sections.length + (visit ? 1 : 0))}
          title={translate({
            id: 'servicePage.faq.title',
            message: 'Preguntas frecuentes',
            description: 'Heading of the FAQ on a service page',
          })}
        >
          <Faq items={faq} hrefOptions={hrefOptions} />
        </Section>

        <ProofBlock proof={proof} />

        <ContactCta
          title={cta.title}
          text={<RichText text={cta.description} {...hrefOptions} linkClassName={styles.onDarkLink} />}
          whatsappMessage={cta.whatsappMessage}
          emailSubject={cta.emailSubject}
        />
      </main>
    </PageLayout>
  );
}
