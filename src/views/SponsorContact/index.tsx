/**
 * The sponsorship-proposal page (spec §2 "Sponsor contact"; issue 5): the
 * proposal form beside a "what happens next" panel. Copy:
 * `src/content/sponsorContact.json` and its English counterpart; form labels
 * and messages are interface strings (`./messages.ts`).
 */
import type { ReactNode } from 'react';
import PageLayout from '@site/src/components/PageLayout';
import { ArrowLeft, Clock } from 'lucide-react';
import Hero from '@site/src/components/Hero';
import RouteLink from '@site/src/components/RouteLink';
import Section from '@site/src/components/Section';
import Steps from '@site/src/components/Steps';
import type { SponsorContactContent } from '@site/src/schemas/sponsorContact';
import SponsorshipForm from './SponsorshipForm';
import styles from './styles.module.css';

/** The sponsorship-proposal page's view; `content` is the locale's validated `sponsorContact.json`. */
export default function SponsorContactPage({ content }: { content: SponsorContactContent }): ReactNode {
  const { meta, hero, form, next } = content;
  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <main>
        <Hero art="sponsorContact" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
        <Section id="sponsor-form" className={styles.formSection}>
          <div className={styles.layout}>
            <section className={styles.formCard} aria-labelledby="sponsor-form-title">
              <h2 id="sponsor-form-title" className={styles.formTitle}>
                {form.title}
              </h2>
              <p className={styles.formIntro}>{form.intro}</p>
              <SponsorshipForm privacyNote={form.privacyNote} />
            </section>
            <aside className={styles.panel} aria-labelledby="sponsor-next-title">
              <h2 id="sponsor-next-title" className={styles.panelTitle}>
                {next.title}
              </h2>
              <Steps steps={next.steps} />
              <p className={styles.reply}>
                <Clock aria-hidden="true" size={18} />
                <span>{next.reply}</span>
              </p>
              <RouteLink route={next.link.route} className={styles.backLink}>
                <ArrowLeft aria-hidden="true" size={18} /> {next.link.label}
              </RouteLink>
            </aside>
          </div>
        </Section>
      </main>
    </PageLayout>
  );
}
