/**
 * The legal notice every Spanish business website carries: who holds the site — legal name, brand, tax id, address, e-mail,
 * phone (with its hours) and commercial-register entry, all read from the company module —
 * then purpose, conditions of use, the repair guarantee, intellectual
 * property, liability, links, a link to the privacy policy and the
 * applicable law. Copy: `src/content/legalNotice.json` and its English
 * counterpart.
 */
import type { ReactNode } from 'react';
import PageLayout from '@site/src/components/PageLayout';
import Hero from '@site/src/components/Hero';
import PhoneHours from '@site/src/components/PhoneHours';
import RichText from '@site/src/components/RichText';
import RouteLink from '@site/src/components/RouteLink';
import LegalPage, { FactList, LegalSection } from '@site/src/components/LegalPage';
import { company, mailtoUrl, telUrl } from '@site/src/config/company';
import { keepFiguresTogether } from '@site/src/utils/typography';
import { localeInfo } from '@site/src/config/locales';
import { useLocale } from '@site/src/hooks/build-data';
import type { LegalNoticeContent } from '@site/src/schemas/legalNotice';
import styles from './styles.module.css';

/** The holder's details as a description list; the register line only when the company module has one. */
function Holder({ labels }: { labels: LegalNoticeContent['holder']['labels'] }): ReactNode {
  const locale = useLocale();
  const a = company.address;
  const country = new Intl.DisplayNames([localeInfo[locale].intl], { type: 'region' }).of(a.country);
  return (
    <FactList>
      <dt>{labels.legalName}</dt>
      <dd>{company.legal.name}</dd>
      <dt>{labels.brand}</dt>
      <dd>{company.name}</dd>
      <dt>{labels.taxId}</dt>
      <dd>{keepFiguresTogether(company.taxId)}</dd>
      <dt>{labels.address}</dt>
      <dd>
        {a.street}, {a.postalCode} {a.locality} ({a.region}, {country})
      </dd>
      <dt>{labels.email}</dt>
      <dd>
        <a href={mailtoUrl()}>{company.email}</a>
      </dd>
      <dt>{labels.phone}</dt>
      <dd>
        <a href={telUrl}>{company.phoneDisplay}</a>
        <PhoneHours as="span" className={styles.phoneHours} />
      </dd>
      {company.legal.register && (
        <>
          <dt>{labels.register}</dt>
          <dd>{keepFiguresTogether(company.legal.register)}</dd>
        </>
      )}
    </FactList>
  );
}

/** The legal notice page. */
export default function LegalNotice({ content: c }: { content: LegalNoticeContent }): ReactNode {
  return (
    <PageLayout title={c.meta.title} description={c.meta.description} keywords={c.meta.keywords}>
      <main>
        <Hero art="privacy" eyebrow={c.hero.eyebrow} title={c.hero.title} lead={c.hero.lead} />

        <LegalPage tocLabel={c.tocLabel} toc={[{ id: 'holder', title: c.holder.title }, ...c.sections]}>
          <LegalSection id="holder" title={c.holder.title}>
            <RichText as="p" text={c.holder.intro} />
            <Holder labels={c.holder.labels} />
          </LegalSection>

          {c.sections.map((section) => (
            <LegalSection key={section.id} id={section.id} title={section.title}>
              {section.paragraphs.map((p) => (
                <RichText key={p} as="p" text={p} />
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>
                      <RichText text={item} />
                    </li>
                  ))}
                </ul>
              )}
              {section.after?.map((p) => (
                <RichText key={p} as="p" text={p} />
              ))}
              {section.id === 'conditions' && <p id="vat">{company.legal.pricesIncludeVat ? c.vat.included : c.vat.excluded}</p>}
              {section.link && (
                <p>
                  <RouteLink route={section.link.route} className={styles.pageLink}>
                    {section.link.label}
                  </RouteLink>
                </p>
              )}
            </LegalSection>
          ))}
        </LegalPage>
      </main>
    </PageLayout>
  );
}
