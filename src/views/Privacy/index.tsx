/**
 * The privacy policy: controller
 * (from the company module), then data processed, purposes, legal bases,
 * retention, recipients, transfers, rights, security, cookies and changes, with
 * the last-updated date in the locale's format. The copy states what the
 * contact endpoint really does with an enquiry (stored without IP address,
 * e-mailed to the company, purged after 12 months). Copy:
 * `src/content/privacy.json` and its English counterpart.
 */
import { Fragment, type ReactNode } from 'react';
import PageLayout from '@site/src/components/PageLayout';
import { ExternalLink } from 'lucide-react';
import Hero from '@site/src/components/Hero';
import LegalPage, { FactList, LegalSection } from '@site/src/components/LegalPage';
import { company, mailtoUrl } from '@site/src/config/company';
import { keepFiguresTogether, typesetDeep } from '@site/src/utils/typography';
import { limits } from '@site/src/config/limits';
import { localeInfo } from '@site/src/config/locales';
import { lastSubmitStorageKey } from '@site/src/form-rules/contact';
import { useLocale } from '@site/src/hooks/build-data';
import { fillDeep } from '@site/src/utils/placeholders';
import type { PrivacyContent } from '@site/src/schemas/privacy';
import { formatIsoDate } from '@site/src/utils/isoDate';
import styles from './styles.module.css';

/** Text with each `{email}` turned into a `mailto:` link to the company. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split('{email}');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <a href={mailtoUrl()}>{company.email}</a>}
    </Fragment>
  ));
}

/** The privacy policy page. */
export default function Privacy({ content }: { content: PrivacyContent }): ReactNode {
  const locale = useLocale();
  // The page's own placeholders, then the site's typography over what they brought in.
  const c = typesetDeep(
    fillDeep(content, {
      brand: company.name,
      storageKey: lastSubmitStorageKey,
      waitSeconds: String(limits.resubmitWaitSeconds),
    }),
    locale,
  );
  const country = new Intl.DisplayNames([localeInfo[locale].intl], { type: 'region' }).of(company.address.country);

  return (
    <PageLayout title={c.meta.title} description={c.meta.description} keywords={c.meta.keywords}>
      <main>
        <Hero art="privacy" eyebrow={c.hero.eyebrow} title={c.hero.title} lead={c.hero.lead}>
          <p className={styles.updated}>
            {c.updatedLabel} <time dateTime={c.updated}>{formatIsoDate(c.updated, locale)}</time>
          </p>
        </Hero>

        <LegalPage tocLabel={c.tocLabel} toc={[{ id: 'controller', title: c.controller.title }, ...c.sections]}>
          <LegalSection id="controller" title={c.controller.title}>
            <p>{c.controller.intro}</p>
            <FactList>
              <dt>{c.controller.labels.name}</dt>
              <dd>{company.legal.name}</dd>
              <dt>{c.controller.labels.taxId}</dt>
              <dd>{keepFiguresTogether(company.taxId)}</dd>
              <dt>{c.controller.labels.email}</dt>
              <dd>
                <a href={mailtoUrl()}>{company.email}</a>
              </dd>
              <dt>{c.controller.labels.address}</dt>
              <dd>
                {company.address.street}, {company.address.postalCode} {company.address.locality} ({company.address.region}, {country})
              </dd>
            </FactList>
          </LegalSection>

          {c.sections.map((section) => (
            <LegalSection key={section.id} id={section.id} title={section.title}>
              {section.paragraphs.map((p) => (
                <p key={p}>{withEmailLinks(p)}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{withEmailLinks(item)}</li>
                  ))}
                </ul>
              )}
              {section.after?.map((p) => (
                <p key={p}>{withEmailLinks(p)}</p>
              ))}
              {section.link && (
                <p>
                  <a href={section.link.href} rel="noopener noreferrer" className={styles.external}>
                    {section.link.label} <ExternalLink aria-hidden="true" size={16} />
                  </a>
                </p>
              )}
            </LegalSection>
          ))}
        </LegalPage>
      </main>
    </PageLayout>
  );
}
