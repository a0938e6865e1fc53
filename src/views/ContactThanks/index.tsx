/**
 * The contact thank-you page: where the contact
 * form lands when the browser posted it itself (before or without
 * JavaScript) and the lead was stored; the script's own path shows its
 * success message in the form instead. Copy: `src/content/contactThanks.json`
 * and its English counterpart. `noindex`, and left out of the sitemap.
 */
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import PageLayout from '@site/src/components/PageLayout';
import Hero from '@site/src/components/Hero';
import RouteLink from '@site/src/components/RouteLink';
import Section from '@site/src/components/Section';
import { company } from '@site/src/config/company';
import type { ContactThanksContent } from '@site/src/schemas/contactThanks';
import { fillDeep } from '@site/src/utils/placeholders';
import styles from './styles.module.css';

/** The thank-you page's view; `content` is the locale's validated `contactThanks.json`. */
export default function ContactThanksPage({ content }: { content: ContactThanksContent }): ReactNode {
  const { meta, hero, next, links } = fillDeep(content, { brand: company.name });
  return (
    <PageLayout title={meta.title} description={meta.description} noindex>
      <main>
        <Hero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
        <Section id="contact-thanks">
          <p className={styles.next}>{next}</p>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.route}>
                <RouteLink route={link.route} className="button button--primary button--lg">
                  {link.label} <ArrowRight aria-hidden="true" size={18} />
                </RouteLink>
              </li>
            ))}
          </ul>
        </Section>
      </main>
    </PageLayout>
  );
}
