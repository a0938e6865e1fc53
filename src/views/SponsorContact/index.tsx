/**
 * The sponsorship-proposal page (docs/product.md §2 "Sponsor contact"): the
 * proposal form beside a "what happens next" panel. Copy:
 * `src/content/sponsorContact.json` and its English counterpart; form labels
 * and messages are interface strings (`./messages.ts`).
 */
import type { ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import PageLayout from '@site/src/components/PageLayout';
import { ArrowLeft, Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { company, mailtoUrl, telUrl, whatsappLink } from '@site/src/config/company';
import Hero from '@site/src/components/Hero';
import RouteLink from '@site/src/components/RouteLink';
import Section from '@site/src/components/Section';
import Steps from '@site/src/components/Steps';
import type { SponsorContactContent } from '@site/src/schemas/sponsorContact';
import SponsorshipForm from './SponsorshipForm';
import styles from './styles.module.css';

/**
 * How to reach us while the form cannot work: it opens the visitor's mail
 * client from its script, so before hydration (or without JavaScript) this
 * note gives the company's e-mail, phone and WhatsApp instead.
 */
function WithoutScript({ copy }: { copy: SponsorContactContent['form']['withoutScript'] }) {
  return (
    <div className={styles.withoutScript} id="sponsor-without-script">
      <p>{copy.text}</p>
      <ul>
        <li>
          <Mail aria-hidden="true" size={18} /> {copy.emailLabel}: <a href={mailtoUrl()}>{company.email}</a>
        </li>
        <li>
          <Phone aria-hidden="true" size={18} /> {copy.phoneLabel}: <a href={telUrl}>{company.phoneDisplay}</a>
        </li>
        <li>
          <MessageCircle aria-hidden="true" size={18} />{' '}
          <a href={whatsappLink()} rel="noopener noreferrer">
            {copy.whatsappLabel}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The sponsorship-proposal page's view; `content` is the locale's validated `sponsorContact.json`. */
export default function SponsorContactPage({ content }: { content: SponsorContactContent }): ReactNode {
  const { meta, hero, form, next } = content;
  const hydrated = useIsBrowser();
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
              {!hydrated && <WithoutScript copy={form.withoutScript} />}
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
