/**
 * The apps catalogue: hero showing the first three apps and
 * a link to the catalogue anchor, one card per app (status, name, tagline,
 * description, highlights, free trial) in a 3-column grid that collapses to
 * one column on phones, each with its slugified name as `id`; pillars;
 * metrics; numbered roadmap; call to action (contact, brochure by e-mail,
 * phone, WhatsApp). Emits an `ItemList` JSON-LD block of the apps.
 * Copy: `src/content/apps.json` and its English counterpart.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import PageLayout from '@site/src/components/PageLayout';
import {
  ArrowDown,
  ArrowRight,
  CalendarCheck,
  Compass,
  Gift,
  HeartHandshake,
  MapPinned,
  ReceiptText,
  ShieldCheck,
  Sprout,
} from 'lucide-react';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import { Card, CardGrid, IconCardGrid } from '@site/src/components/Cards';
import Stats from '@site/src/components/Stats';
import Steps from '@site/src/components/Steps';
import ContactCta from '@site/src/components/ContactCta';
import RouteLink from '@site/src/components/RouteLink';
import { mailtoUrl } from '@site/src/config/company';
import { limits } from '@site/src/config/limits';
import { pathOf } from '@site/src/config/routes';
import { useLocale, useSiteUrl } from '@site/src/hooks/build-data';
import { fillDeep } from '@site/src/utils/placeholders';
import { slugify } from '@site/src/utils/slugify';
import type { AppContent, AppsContent } from '@site/src/schemas/apps';
import { appsItemList } from './structuredData';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** How many apps the hero shows (apps hero shows 3). */
const HERO_APP_COUNT = 3;

/** Anchor of the catalogue section. */
const CATALOGUE_ID = 'catalogue';

// One icon per catalogue position; content files do not name icons.
const appIcons = [CalendarCheck, MapPinned, ReceiptText];
const pillarIcons = [Sprout, ShieldCheck, HeartHandshake, Compass];

function StatusBadge({ app }: { app: AppContent }) {
  return <span className={clsx(styles.status, styles[app.stage])}>{app.status}</span>;
}

/** The apps page. */
export default function Apps({ content }: { content: AppsContent }): ReactNode {
  const c = fillDeep(content, { days: String(limits.appTrialDays) });
  const locale = useLocale();
  const pageUrl = useSiteUrl() + pathOf('apps', locale);
  const itemList = appsItemList({
    apps: c.products,
    pageUrl,
    listName: c.structuredData.listName,
    offerDescription: c.structuredData.offerDescription,
    trialDays: limits.appTrialDays,
    inLanguage: locale,
  });

  return (
    <PageLayout title={c.metaTitle} description={c.metaDescription} keywords={c.keywords}>
      <Head>
        <script type="application/ld+json">{JSON.stringify(itemList)}</script>
      </Head>
      <main>
        <Hero
          eyebrow={c.hero.eyebrow}
          title={c.hero.title}
          lead={c.hero.lead}
          actions={
            <>
              <a href={`#${CATALOGUE_ID}`} className="button button--primary button--lg">
                {c.hero.catalogueLink} <ArrowDown aria-hidden="true" size={18} className={styles.buttonIcon} />
              </a>
              <RouteLink route="contact" className="button button--outline button--primary button--lg">
                {c.cta.button}
              </RouteLink>
            </>
          }
          aside={
            <div className={clsx(ui.panel, styles.showcase)}>
              <h2 id="showcase-title" className={clsx(ui.kicker, styles.showcaseTitle)}>
                {c.hero.showcaseTitle}
              </h2>
              <ul aria-labelledby="showcase-title" className={clsx(ui.plainList, styles.showcaseList)}>
                {c.products.slice(0, HERO_APP_COUNT).map((app, i) => {
                  const Icon = appIcons[i % appIcons.length];
                  return (
                    <li key={app.name}>
                      <a href={`#${slugify(app.name)}`} className={styles.showcaseItem}>
                        <span className={styles.showcaseIcon}>
                          <Icon aria-hidden="true" size={22} />
                        </span>
                        <span className={styles.showcaseText}>
                          <strong className={styles.showcaseName}>{app.name}</strong>
                          <span className={styles.showcaseTagline}>{app.tagline}</span>
                          <StatusBadge app={app} />
                        </span>
                        <ArrowRight aria-hidden="true" size={18} className={styles.showcaseArrow} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          }
        />

        <Section id={CATALOGUE_ID} title={c.productsTitle} intro={c.productsIntro}>
          <CardGrid columns={3}>
            {c.products.map((app, i) => {
              const Icon = appIcons[i % appIcons.length];
              return (
                <Card
                  key={app.name}
                  id={slugify(app.name)}
                  className={styles.appCard}
                  icon={<Icon aria-hidden="true" size={26} />}
                  title={app.name}
                  footer={
                    <p className={styles.trial}>
                      <Gift aria-hidden="true" size={18} /> {c.trialLabel}
                    </p>
                  }
                >
                  <StatusBadge app={app} />
                  <p className={styles.tagline}>{app.tagline}</p>
                  <p>{app.description}</p>
                  <ul className={styles.highlights}>
                    {app.highlights.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                </Card>
              );
            })}
          </CardGrid>
        </Section>

        <Section id="pillars" tone="surface" title={c.pillars.title} intro={c.pillars.intro}>
          <IconCardGrid items={c.pillars.items} icons={pillarIcons} />
        </Section>

        <Section id="metrics" title={c.metricsTitle}>
          <Stats items={c.metrics} />
        </Section>

        <Section id="roadmap" tone="surface" title={c.roadmap.title} intro={c.roadmap.intro}>
          <Steps steps={c.roadmap.steps} />
        </Section>

        <ContactCta
          id="apps-cta"
          title={c.cta.title}
          text={c.cta.hint}
          whatsappLabel={c.cta.whatsappLabel}
          whatsappMessage={c.cta.whatsappMessage}
          channels={['whatsapp', 'phone']}
        >
          <RouteLink route="contact" className={'button button--lg button--light'}>
            {c.cta.button}
          </RouteLink>
          <a className="button button--on-dark button--lg" href={mailtoUrl(c.cta.brochureSubject)}>
            {c.cta.secondary}
          </a>
        </ContactCta>
      </main>
    </PageLayout>
  );
}
