/**
 * The contact thank-you page: where the contact
 * form lands when the browser posted it itself (before or without
 * JavaScript) and the lead was stored; the script's own path shows its
 * success message in the form instead. One hero: the reply promise, the way
 * onward (the first link as the main button) and, under the buttons, the phone
 * (with its hours) and WhatsApp for what is urgent. Copy: `src/content/contactThanks.json`
 * and its English counterpart. `noindex`, and left out of the sitemap.
 */
import type { ReactNode } from 'react';
import ArrowLabel from '@site/src/components/ArrowLabel';
import PageLayout from '@site/src/components/PageLayout';
import Hero from '@site/src/components/Hero';
import RichText from '@site/src/components/RichText';
import RouteLink from '@site/src/components/RouteLink';
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
        <Hero
          art="contact"
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={hero.lead}
          actions={links.map((link, i) => (
            <RouteLink
              key={link.route}
              route={link.route}
              className={i === 0 ? 'button button--primary button--lg' : 'button button--outline button--primary button--lg'}
            >
              <ArrowLabel label={link.label} />
            </RouteLink>
          ))}
          actionsNote={<RichText as="p" text={next} className={styles.next} />}
        />
      </main>
    </PageLayout>
  );
}
