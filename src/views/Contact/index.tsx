/**
 * The contact page (docs/product.md §2 "Contact"): the contact form beside the
 * support panel. Copy: `src/content/contact.json` and its English
 * counterpart, handed in by the site-pages plugin; form labels and messages
 * are interface strings (`./messages.ts`, `./form/strings.ts`).
 */
import type { ReactNode } from 'react';
import PageLayout from '@site/src/components/PageLayout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import type { ContactContent } from '@site/src/schemas/contact';
import ContactForm from './ContactForm';
import SupportPanel from './SupportPanel';
import styles from './styles.module.css';

/** The contact page's view; `content` is the locale's validated `contact.json`. */
export default function ContactPage({ content }: { content: ContactContent }): ReactNode {
  const { meta, hero, form, support, sponsorship } = content;
  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <main>
        <Hero art="contact" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
        <Section id="contact-form" className={styles.formSection}>
          <div className={styles.layout}>
            <section className={styles.formCard} aria-labelledby="contact-form-title">
              <h2 id="contact-form-title" className={styles.formTitle}>
                {form.title}
              </h2>
              <p className={styles.formIntro}>{form.intro}</p>
              <ContactForm privacyNote={form.privacyNote} />
            </section>
            <SupportPanel support={support} sponsorship={sponsorship} />
          </div>
        </Section>
      </main>
    </PageLayout>
  );
}
