/**
 * The home page: hero, trust bar, the service cards (each with its service's
 * icon, its title linking to its page, its text and its price from the price
 * table or a note in its place), the prompt for visitors not finding their
 * service, four stats, the five-step process, company intro, sponsorship link and the
 * WhatsApp call to action. Copy: `src/content/home.json` and its English
 * counterpart, handed in by the site-pages plugin, which also hands in the
 * newest posts of the page's language for the latest-news strip.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import PageLayout from '@site/src/components/PageLayout';
import { HeartHandshake, Search } from 'lucide-react';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import TrustBar from '@site/src/components/TrustBar';
import { Card, CardGrid } from '@site/src/components/Cards';
import { cardIcon } from '@site/src/components/icons';
import Stats from '@site/src/components/Stats';
import Steps from '@site/src/components/Steps';
import ContactCta from '@site/src/components/ContactCta';
import RouteLink from '@site/src/components/RouteLink';
import ArrowLink from '@site/src/components/ArrowLink';
import type { HomeContent } from '@site/src/schemas/home';
import { usePriceFormatter } from '@site/src/hooks/build-data';
import type { LatestNewsPost } from '@site/src/plugins/site-pages';
import ProofBlock from '@site/src/components/Proof/Block';
import type { ProofModule } from '@site/src/utils/proof';
import LatestNews from './LatestNews';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

export default function Home({
  content,
  latestNews = [],
  proof,
}: {
  content: HomeContent;
  latestNews?: readonly LatestNewsPost[];
  /** The owner's reviews and case studies, absent while there are none. */
  proof?: ProofModule;
}): ReactNode {
  const { meta, hero, trustBar, services, notListed, stats, process, intro, sponsorship, whatsapp } = content;
  const formatPrice = usePriceFormatter();
  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <main>
        <Hero
          art="home"
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={hero.lead}
          actions={
            <>
              <RouteLink route={hero.primary.route} className="button button--primary button--lg">
                {hero.primary.label}
              </RouteLink>
              <RouteLink route={hero.secondary.route} className="button button--outline button--primary button--lg">
                {hero.secondary.label}
              </RouteLink>
            </>
          }
        >
          <TrustBar items={trustBar} page="home" />
        </Hero>

        <Section id="services" title={services.title} intro={services.intro}>
          <CardGrid className={styles.serviceCards}>
            {services.cards.map((card, i) => {
              // The service's own icon, else the rotating one for its position.
              const Icon = cardIcon(card.route, i);
              return (
                <Card
                  key={card.route}
                  icon={<Icon aria-hidden="true" size={26} />}
                  title={<RouteLink route={card.route}>{card.title}</RouteLink>}
                >
                  <p>{card.text}</p>
                  <p className={styles.price} data-price-key={card.priceKey}>
                    {card.priceKey ? formatPrice(card.priceKey) : card.priceNote}
                  </p>
                </Card>
              );
            })}
          </CardGrid>
          <div className={styles.notListed}>
            <Search aria-hidden="true" size={28} className={styles.notListedIcon} />
            <div className={styles.notListedText}>
              <h3>{notListed.title}</h3>
              <p>{notListed.text}</p>
            </div>
            <RouteLink route="contact" className="button button--primary">
              {notListed.linkLabel}
            </RouteLink>
          </div>
        </Section>

        <Section id="stats" tone="surface" title={stats.title} intro={stats.note}>
          <Stats items={stats.items} />
        </Section>

        <ProofBlock proof={proof} />

        <Section id="process" title={process.title} intro={process.intro}>
          <Steps steps={process.steps} />
        </Section>

        <Section id="about-us" tone="surface">
          <div className={clsx(ui.split, styles.split)}>
            <div>
              <h2 id="about-us-title" className={ui.titleSize}>
                {intro.title}
              </h2>
              {intro.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              <ArrowLink route={intro.link.route}>{intro.link.label}</ArrowLink>
            </div>
            <div className={clsx(ui.panel, styles.sponsorCard)}>
              <HeartHandshake aria-hidden="true" size={32} className={styles.sponsorIcon} />
              <p className={clsx(ui.kicker, styles.sponsorEyebrow)}>{sponsorship.eyebrow}</p>
              <h2 className={styles.sponsorTitle}>{sponsorship.title}</h2>
              <p>{sponsorship.text}</p>
              <ArrowLink route={sponsorship.link.route}>{sponsorship.link.label}</ArrowLink>
            </div>
          </div>
        </Section>

        <LatestNews posts={latestNews} />

        <ContactCta
          id="whatsapp"
          title={whatsapp.title}
          text={whatsapp.text}
          whatsappMessage={whatsapp.message}
          whatsappLabel={whatsapp.buttonLabel}
        />
      </main>
    </PageLayout>
  );
}
