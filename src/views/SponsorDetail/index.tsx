/**
 * A sponsor detail page, here the Fuerteventura
 * archery club: back link to the list; hero with eyebrow, title, subtitle,
 * contact and see-all buttons; club card; about; how-we-help list in three
 * columns; impact list; optional quote (nothing when absent); contact call to
 * action. Copy: `src/content/sponsors/maxoarco.json` and its English
 * counterpart (missing English fields fall back to Spanish at build).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import PageLayout from '@site/src/components/PageLayout';
import { ArrowLeft, CheckCircle2, Globe, LifeBuoy, MapPin, Target, Users, Workflow } from 'lucide-react';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import { IconCardGrid } from '@site/src/components/Cards';
import ContactCta from '@site/src/components/ContactCta';
import CheckList from '@site/src/components/CheckList';
import Prose from '@site/src/components/Prose';
import RouteLink from '@site/src/components/RouteLink';
import ActionLink from '@site/src/components/ActionLink';
import type { SponsorContent } from '@site/src/schemas/sponsor';
import Quote from './Quote';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

const supportIcons = [Globe, Workflow, LifeBuoy];

/** The sponsor detail page. */
export default function SponsorDetail({ content: c }: { content: SponsorContent }): ReactNode {
  return (
    <PageLayout title={c.metaTitle} description={c.metaDescription} keywords={c.keywords}>
      <main>
        <div className={styles.backBar}>
          <div className="container">
            <RouteLink route="sponsorships" className={styles.back}>
              <ArrowLeft aria-hidden="true" size={18} /> {c.back}
            </RouteLink>
          </div>
        </div>
        <Hero
          eyebrow={c.heroEyebrow}
          title={c.heroTitle}
          lead={c.heroSubtitle}
          actions={
            <>
              <ActionLink route="sponsorContact" fallbackRoute="contact" className="button button--primary button--lg">
                {c.contactButton}
              </ActionLink>
              <RouteLink route="sponsorships" className="button button--outline button--primary button--lg">
                {c.seeAllButton}
              </RouteLink>
            </>
          }
          aside={
            <div className={clsx(ui.panel, styles.clubCard)}>
              <div className={clsx(ui.emblem, styles.clubEmblem)} aria-hidden="true">
                <Target size={44} strokeWidth={1.5} />
              </div>
              <h2 className={styles.clubName}>{c.club.name}</h2>
              <ul className={clsx(ui.plainList, styles.clubFacts)} aria-label={c.club.label}>
                <li>
                  <Target aria-hidden="true" size={18} /> {c.club.discipline}
                </li>
                <li>
                  <MapPin aria-hidden="true" size={18} /> {c.club.place}
                </li>
                {c.club.facts.map((fact, i) => (
                  <li key={fact}>
                    {i === 0 ? <Users aria-hidden="true" size={18} /> : <CheckCircle2 aria-hidden="true" size={18} />} {fact}
                  </li>
                ))}
              </ul>
            </div>
          }
        />

        <Section id="about-club" title={c.about.title}>
          <Prose paragraphs={c.about.text} />
        </Section>

        <Section id="support" tone="surface" title={c.support.title} intro={c.support.intro}>
          <IconCardGrid items={c.support.items} icons={supportIcons} />
        </Section>

        <Section id="impact" title={c.impact.title}>
          <CheckList items={c.impact.items} />
        </Section>

        <Quote quote={c.quote} />

        <ContactCta
          id="sponsor-cta"
          title={c.cta.title}
          text={c.cta.text}
          whatsappMessage={c.cta.whatsappMessage}
          channels={['whatsapp', 'email']}
          mainAction={
            <ActionLink route="sponsorContact" fallbackRoute="contact" className="button button--lg button--light">
              {c.cta.button}
            </ActionLink>
          }
        />
      </main>
    </PageLayout>
  );
}
