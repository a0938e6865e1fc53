/**
 * The about page: hero (its call button with the phone's hours), purpose, principles, commitments,
 * founder block, how we work, quick FAQ and the book-a-call button (a `tel:`
 * link, with the contact page as the written alternative). The founder's
 * name and role come from the company module. Copy:
 * `src/content/about.json` and its English counterpart.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ArrowLabel from '@site/src/components/ArrowLabel';
import PageLayout from '@site/src/components/PageLayout';
import { Eye, HeartHandshake, Lock, Phone, Scale } from 'lucide-react';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import { IconCardGrid } from '@site/src/components/Cards';
import Steps from '@site/src/components/Steps';
import CheckList from '@site/src/components/CheckList';
import Prose from '@site/src/components/Prose';
import Faq from '@site/src/components/Faq';
import PhoneHours from '@site/src/components/PhoneHours';
import RouteLink from '@site/src/components/RouteLink';
import { company, founderPortrait, telUrl } from '@site/src/config/company';
import { useLocale } from '@site/src/hooks/build-data';
import { fillDeep } from '@site/src/utils/placeholders';
import type { AboutContent } from '@site/src/schemas/about';
import FounderPortrait from '@site/src/components/FounderPortrait';
import { translate } from '@docusaurus/Translate';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

const principleIcons = [Eye, Scale, HeartHandshake, Lock];

/** The about page. */
export default function About({ content }: { content: AboutContent }): ReactNode {
  const locale = useLocale();
  const c = fillDeep(content, { brand: company.name, founder: company.founder.name, phone: company.phoneDisplay });
  return (
    <PageLayout title={c.meta.title} description={c.meta.description} keywords={c.meta.keywords}>
      <main>
        <Hero
          art="about"
          eyebrow={c.hero.eyebrow}
          title={c.hero.title}
          lead={c.hero.lead}
          actions={
            <>
              <a href={telUrl} className="button button--primary button--lg">
                <Phone aria-hidden="true" size={18} className={styles.buttonIcon} />
                {c.hero.bookCall}
              </a>
              <RouteLink route="contact" className="button button--outline button--primary button--lg">
                {c.hero.secondary}
              </RouteLink>
            </>
          }
          actionsNote={<PhoneHours />}
        />

        <Section id="purpose" eyebrow={c.purpose.eyebrow} title={c.purpose.title}>
          <Prose paragraphs={c.purpose.paragraphs} />
        </Section>

        <Section id="principles" tone="surface" title={c.principles.title} intro={c.principles.intro}>
          <IconCardGrid items={c.principles.items} icons={principleIcons} />
        </Section>

        <Section id="commitments" title={c.commitments.title} intro={c.commitments.intro}>
          <CheckList items={c.commitments.items} />
        </Section>

        <Section id="founder" tone="surface">
          <div className={clsx(ui.beside, styles.founder)}>
            <FounderPortrait
              label={
                founderPortrait
                  ? translate(
                      {
                        id: 'about.founder.photo',
                        message: 'Retrato de {founder}',
                        description: 'Accessible name of the founder photo on the about page',
                      },
                      { founder: company.founder.name },
                    )
                  : translate(
                      {
                        id: 'about.founder.portrait',
                        message: 'Ilustración que representa a {founder}',
                        description: 'Accessible name of the founder portrait on the about page while it is an illustration (no photo yet)',
                      },
                      { founder: company.founder.name },
                    )
              }
            />
            <div>
              <p className={clsx(ui.kicker, styles.eyebrow)}>{c.founder.eyebrow}</p>
              <h2 id="founder-title" className={clsx(ui.titleSize, styles.founderName)}>
                {company.founder.name}
              </h2>
              <p className={ui.subtitle}>{company.founder.jobTitle[locale]}</p>
              {c.founder.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        </Section>

        <Section id="how-we-work" title={c.howWeWork.title} intro={c.howWeWork.intro}>
          <Steps steps={c.howWeWork.steps} />
        </Section>

        <Section id="faq" tone="surface" title={c.faq.title}>
          <Faq items={c.faq.items} />
        </Section>

        <Section id="book-call" tone="dark">
          <div className={clsx(ui.split, styles.bookCall)}>
            <div>
              <h2 id="book-call-title" className={ui.titleSize}>
                {c.bookCall.title}
              </h2>
              <p className={styles.bookCallText}>{c.bookCall.text}</p>
              <p className={styles.bookCallHours}>{c.bookCall.hours}</p>
            </div>
            <div className={styles.bookCallActions}>
              <a href={telUrl} className={'button button--lg button--light'}>
                <Phone aria-hidden="true" size={20} className={styles.buttonIcon} />
                {c.bookCall.button}
              </a>
              <p className={styles.phone}>{company.phoneDisplay}</p>
              <RouteLink route="contact" className={styles.contactLink}>
                <ArrowLabel label={c.bookCall.contactLink} />
              </RouteLink>
            </div>
          </div>
        </Section>
      </main>
    </PageLayout>
  );
}
