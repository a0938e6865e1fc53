/**
 * The frame of a page built around a form (* "Sponsor contact"): the form card (title, intro, the form) beside a side
 * panel, stacked on narrow screens.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Clock } from 'lucide-react';
import Hero from '@site/src/components/Hero';
import type { HeroArtName } from '@site/src/components/HeroArt';
import PageLayout from '@site/src/components/PageLayout';
import RouteLink from '@site/src/components/RouteLink';
import Section from '@site/src/components/Section';
import type { RouteKey } from '@site/src/config/routes';
import type { Meta } from '@site/src/schemas/common';
import styles from './FormPage.module.css';

/** Props of {@link FormPageView}: the page's head tags and hero, then the form card and its side panel. */
export interface FormPageViewProps {
  meta: Meta;
  hero: { eyebrow?: string; title: string; lead: string };
  /** The hero's illustration. */
  art: HeroArtName;
  /** Anchor id of the form card's section; the card's title gets `${id}-title`. */
  id: string;
  /** The form card's title and intro. */
  card: { title: ReactNode; intro: ReactNode };
  /** What the card holds under its intro: the form, and any note before it. */
  children: ReactNode;
  /** The side panel ({@link FormPagePanel}). */
  panel: ReactNode;
}

/** A whole form page: head tags, the hero, then the form card beside its panel. */
export function FormPageView({ meta, hero, art, id, card, children, panel }: FormPageViewProps) {
  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <main>
        <Hero art={art} eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
        <Section id={id} className={styles.formSection}>
          <div className={styles.layout}>
            <section className={styles.formCard} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`} className={styles.formTitle}>
                {card.title}
              </h2>
              <p className={styles.formIntro}>{card.intro}</p>
              {children}
            </section>
            {panel}
          </div>
        </Section>
      </main>
    </PageLayout>
  );
}

/** Props of {@link FormPagePanel}. */
export interface FormPagePanelProps {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
  /** The page's own class, for rules about the panel's content. */
  className?: string;
}

/** The side panel: a titled `aside`, sticky beside the form on wide screens. */
export function FormPagePanel({ titleId, title, children, className }: FormPagePanelProps) {
  return (
    <aside className={clsx(styles.panel, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </aside>
  );
}

/** The reply-time note (clock icon); `className` sets its margins. */
export function ReplyTime({ text, className }: { text: ReactNode; className?: string }) {
  return (
    <p className={clsx(styles.reply, className)}>
      <Clock aria-hidden="true" size={18} />
      <span>{text}</span>
    </p>
  );
}

/** A bold link to another page, with an icon before or after its label. */
export function PanelLink({ route, children }: { route: RouteKey; children: ReactNode }) {
  return (
    <RouteLink route={route} className={styles.panelLink}>
      {children}
    </RouteLink>
  );
}
