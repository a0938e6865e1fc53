/**
 * The sponsorships list: hero, open-slot tiles
 * (default `limits.defaultOpenSponsorSlots`, or the content's `openSlots`),
 * values, the current sponsorship (the Fuerteventura archery club), the three
 * levels of docs/product.md, the four-step process and a call to action to the
 * sponsor contact page. Copy: `src/content/sponsorships.json` and its
 * English counterpart.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import PageLayout from '@site/src/components/PageLayout';
import { ArrowDown, Check, CheckCircle2, HandHeart, Medal, Repeat, Sprout, Target, Users } from 'lucide-react';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import { IconCardGrid } from '@site/src/components/Cards';
import Steps from '@site/src/components/Steps';
import ContactCta from '@site/src/components/ContactCta';
import RouteLink from '@site/src/components/RouteLink';
import ActionLink from '@site/src/components/ActionLink';
import ArrowLink from '@site/src/components/ArrowLink';
import { mailtoUrl } from '@site/src/config/company';
import { limits } from '@site/src/config/limits';
import type { SponsorshipsContent } from '@site/src/schemas/sponsorships';
import SlotTiles from './SlotTiles';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

const valueIcons = [Sprout, Repeat, HandHeart, Target];

/**
 * A link to the proposal form; while that page is not built, an e-mail with
 * the proposal subject, so the action never disappears.
 */
function ProposalLink({ label, subject, className }: { label: string; subject: string; className: string }) {
  return (
    <ActionLink route="sponsorContact" href={mailtoUrl(subject)} className={className}>
      {label}
    </ActionLink>
  );
}

/** A list without bullets, each item behind the same `icon` (the hero's facts, a level's benefits; give it the shared `marker` class). */
function MarkedList({
  items,
  icon,
  className,
  labelledBy,
}: {
  items: readonly string[];
  icon: ReactNode;
  className: string;
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={clsx(ui.plainList, className)}>
      {items.map((item) => (
        <li key={item} className={ui.marked}>
          {icon}
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The sponsorships list page. */
export default function Sponsorships({ content }: { content: SponsorshipsContent }): ReactNode {
  const { meta, hero, slots, values, current, levels, process, cta } = content;
  const openSlots = content.openSlots ?? limits.defaultOpenSponsorSlots;
  return (
    <PageLayout title={meta.title} description={meta.description} keywords={meta.keywords}>
      <main>
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={hero.lead}
          actions={
            <>
              <ProposalLink label={hero.primary} subject={cta.emailSubject} className="button button--primary button--lg" />
              <a href="#levels" className="button button--outline button--primary button--lg">
                {hero.secondary} <ArrowDown aria-hidden="true" size={18} className={styles.buttonIcon} />
              </a>
            </>
          }
          aside={
            <div className={clsx(ui.panel, styles.summary)}>
              <h2 id="summary-title" className={clsx(ui.kicker, styles.summaryTitle)}>
                {hero.factsTitle}
              </h2>
              <MarkedList
                items={hero.facts}
                icon={<CheckCircle2 aria-hidden="true" size={20} className={ui.marker} />}
                className={styles.summaryList}
                labelledBy="summary-title"
              />
            </div>
          }
        />

        <Section id="slots" title={slots.title} intro={slots.intro}>
          <SlotTiles
            count={openSlots}
            label={slots.title}
            openTitle={slots.openTitle}
            openText={slots.openText}
            action={<ProposalLink label={slots.action} subject={cta.emailSubject} className={clsx(ui.arrowLink, styles.arrowLink)} />}
            taken={[
              <>
                <Medal aria-hidden="true" size={28} className={styles.slotIcon} />
                <p className={styles.slotStatus}>{slots.takenLabel}</p>
                <h3 className={styles.slotTitle}>{current.name}</h3>
                <p className={styles.slotText}>{current.place}</p>
                <ArrowLink route="sponsorMaxoarco" className={styles.arrowLink}>
                  {current.link}
                </ArrowLink>
              </>,
            ]}
          />
        </Section>

        <Section id="values" tone="surface" title={values.title} intro={values.intro}>
          <IconCardGrid items={values.items} icons={valueIcons} />
        </Section>

        <Section id="current">
          <div className={clsx(ui.panel, ui.beside, styles.current)}>
            <div className={clsx(ui.emblem, styles.currentBadge)} aria-hidden="true">
              <Target size={56} strokeWidth={1.5} />
            </div>
            <div>
              <p className={clsx(ui.kicker, styles.eyebrow)}>{current.eyebrow}</p>
              <h2 id="current-title" className={clsx(ui.titleSize, styles.currentTitle)}>
                {current.name}
              </h2>
              <p className={ui.subtitle}>{current.place}</p>
              <p>{current.text}</p>
              <ul className={styles.facts}>
                {current.facts.map((fact, i) => (
                  <li key={fact}>
                    {i === 0 ? <Users aria-hidden="true" size={18} /> : <Check aria-hidden="true" size={18} />}
                    {fact}
                  </li>
                ))}
              </ul>
              <RouteLink route="sponsorMaxoarco" className="button button--primary">
                {current.link}
              </RouteLink>
            </div>
          </div>
        </Section>

        <Section id="levels" tone="surface" title={levels.title} intro={levels.intro}>
          <ol className={clsx(ui.plainList, styles.levels)}>
            {levels.items.map((level, i) => (
              <li key={level.id} className={clsx(styles.level, i === levels.items.length - 1 && styles.levelTop)} data-level={level.id}>
                <h3 className={styles.levelName}>{level.name}</h3>
                <p className={styles.levelSummary}>{level.summary}</p>
                <MarkedList
                  items={level.benefits}
                  icon={<Check aria-hidden="true" size={18} className={ui.marker} />}
                  className={styles.benefits}
                />
              </li>
            ))}
          </ol>
        </Section>

        <Section id="process" title={process.title} intro={process.intro}>
          <Steps steps={process.steps} />
          <p className={styles.note}>{process.note}</p>
        </Section>

        <ContactCta
          id="sponsorships-cta"
          title={cta.title}
          text={cta.text}
          whatsappMessage={cta.whatsappMessage}
          emailSubject={cta.emailSubject}
          channels={['whatsapp', 'email']}
          mainAction={<ProposalLink label={cta.button} subject={cta.emailSubject} className={'button button--lg button--light'} />}
        />
      </main>
    </PageLayout>
  );
}
