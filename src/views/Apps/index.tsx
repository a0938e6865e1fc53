/**
 * The apps catalogue: hero showing the first three apps and a link to the
 * catalogue anchor; one card per app (status, name, tagline, description, a
 * drawn screen of the app showing its highlights, and the action that asks
 * for the free trial) in a 3-column grid that collapses to one column on
 * phones, each with its slugified name as `id`; pillars (folded under one
 * toggle) beside the metrics; the numbered roadmap; call to action whose main
 * action is the contact page, with the brochure by e-mail, WhatsApp and the
 * phone as secondary actions.
 * Emits an `ItemList` JSON-LD block of the apps.
 * Copy: `src/content/apps.json` and its English counterpart.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import PageLayout from '@site/src/components/PageLayout';
import {
  ArrowDown,
  ArrowRight,
  CalendarCheck,
  Compass,
  HeartHandshake,
  Mail,
  MapPinned,
  MessageCircle,
  Phone,
  ReceiptText,
  ShieldCheck,
  Sprout,
} from 'lucide-react';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import SectionPair from '@site/src/components/Section/Pair';
import PointList from '@site/src/components/PointList';
import Disclosure from '@site/src/components/Disclosure';
import Stats from '@site/src/components/Stats';
import Steps from '@site/src/components/Steps';
import ContactCta from '@site/src/components/ContactCta';
import PhoneHours from '@site/src/components/PhoneHours';
import RouteLink from '@site/src/components/RouteLink';
import { AppScreen, appScreenKinds } from '@site/src/components/AppScreens';
import { company, mailtoUrl, telUrl, whatsappLink } from '@site/src/config/company';
import { limits } from '@site/src/config/limits';
import { pathOf } from '@site/src/config/routes';
import { useLocale, useRoutePath, useSiteUrl } from '@site/src/hooks/build-data';
import { fillDeep } from '@site/src/utils/placeholders';
import { slugify } from '@site/src/utils/slugify';
import type { AppsContent } from '@site/src/schemas/apps';
import { appsItemList } from './structuredData';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** How many apps the hero shows. */
const HERO_APP_COUNT = 3;

/** Anchor of the catalogue section. */
const CATALOGUE_ID = 'catalogue';

// One icon per catalogue position; content files do not name icons.
const appIcons = [CalendarCheck, MapPinned, ReceiptText];
const pillarIcons = [Sprout, ShieldCheck, HeartHandshake, Compass];

/** The apps page. */
export default function Apps({ content }: { content: AppsContent }): ReactNode {
  const c = fillDeep(content, { days: String(limits.appTrialDays) });
  const locale = useLocale();
  const contactPath = useRoutePath('contact');
  const pageUrl = useSiteUrl() + pathOf('apps', locale);
  const itemList = appsItemList(c, pageUrl, locale);

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
                          <Icon aria-hidden="true" size={20} />
                        </span>
                        <span className={styles.showcaseText}>
                          <strong className={styles.showcaseName}>{app.name}</strong>
                          <span className={styles.showcaseTagline}>{app.tagline}</span>
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

        <Section id={CATALOGUE_ID} title={c.productsTitle} intro={c.productsIntro} compact>
          <ul className={clsx(ui.plainList, styles.appGrid)}>
            {c.products.map((app, i) => {
              const Icon = appIcons[i % appIcons.length];
              // The contact page asking for the app's free trial (`?topic=other&message=PlanOri%3A…`), preset by the form on
              // hydration, in plain spaces and hyphens (the page's typography keeps figures with no-break ones).
              const text = `${app.name}: ${c.trialMessage}`.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2011/g, '-');
              const href = contactPath && `${contactPath}?${new URLSearchParams({ topic: 'other', message: text }).toString()}`;
              return (
                <li key={app.name} id={slugify(app.name)} className={clsx(ui.panel, styles.appCard)}>
                  <div className={styles.appHead}>
                    <span className={styles.appIcon}>
                      <Icon aria-hidden="true" size={22} />
                    </span>
                    <h3 className={styles.appName}>{app.name}</h3>
                    <span className={clsx(styles.status, styles[app.stage])}>{app.status}</span>
                  </div>
                  <p className={styles.tagline}>{app.tagline}</p>
                  <p className={styles.description}>{app.description}</p>
                  <AppScreen name={app.name} highlights={app.highlights} kind={appScreenKinds[i % appScreenKinds.length]} />
                  {href && (
                    <Link to={href} className={clsx('button button--primary', styles.trialButton)}>
                      {c.trialAction}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>

        <SectionPair
          tone="surface"
          sections={[
            {
              id: 'pillars',
              title: c.pillars.title,
              intro: c.pillars.intro,
              body: (
                <Disclosure title={c.pillars.listLabel}>
                  <PointList items={c.pillars.items} icons={pillarIcons} />
                </Disclosure>
              ),
            },
            { id: 'metrics', title: c.metricsTitle, body: <Stats items={c.metrics} variant="plain" /> },
          ]}
        />

        <Section id="roadmap" title={c.roadmap.title} intro={c.roadmap.intro} compact>
          <Steps steps={c.roadmap.steps} />
        </Section>

        <ContactCta
          id="apps-cta"
          title={c.cta.title}
          text={c.cta.hint}
          channels={[]}
          mainAction={
            <RouteLink route="contact" className="button button--lg button--light">
              {c.cta.button}
            </RouteLink>
          }
        >
          <div className={styles.ctaSecondary}>
            <a className={clsx('button button--on-dark', styles.brochure)} href={mailtoUrl(c.cta.brochureSubject)}>
              <Mail aria-hidden="true" size={18} />
              {c.cta.secondary}
            </a>
            <ul className={clsx(ui.plainList, styles.ctaLinks)}>
              <li>
                <a href={whatsappLink(c.cta.whatsappMessage)} rel="noopener noreferrer">
                  <MessageCircle aria-hidden="true" size={18} />
                  {c.cta.whatsappLabel}
                </a>
              </li>
              <li>
                <a href={telUrl}>
                  <Phone aria-hidden="true" size={18} />
                  {company.phoneDisplay}
                </a>
                <PhoneHours as="span" className={styles.ctaHours} />
              </li>
            </ul>
          </div>
        </ContactCta>
      </main>
    </PageLayout>
  );
}
