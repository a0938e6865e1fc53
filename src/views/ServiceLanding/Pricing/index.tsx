/**
 * The pricing anchor (`#pricing`): the price from the price table formatted
 * for the locale, for a per-minute price what it is made of and one worked
 * month (its figures formatted by the build from the same table: `figures`),
 * what it includes, a note and a link to the contact page (an e-mail link
 * while that page is not built).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Calculator, Check } from 'lucide-react';
import { mailtoUrl } from '@site/src/config/company';
import RichText from '@site/src/components/RichText';
import ActionLink from '@site/src/components/ActionLink';
import { useLocale, usePriceFormatter } from '@site/src/hooks/build-data';
import type { ServiceLandingContent } from '@site/src/schemas/serviceLanding';
import ArrowLabel from '@site/src/components/ArrowLabel';
import ui from '@site/src/components/ui.module.css';
import { priceTexts } from './priceTexts';
import styles from './styles.module.css';

/** Props of {@link Pricing}. */
export interface PricingProps {
  price: ServiceLandingContent['price'];
  /** Subject of the e-mail used when the contact page is not built, and of the e-mail links in the texts. */
  emailSubject: string;
  /** Text prefilled in the WhatsApp links of the texts. */
  whatsappMessage?: string;
}

/** The price box: amount, breakdown and worked example (per-minute prices) beside the bullets, note and contact link. */
export default function Pricing({ price, emailSubject, whatsappMessage }: PricingProps): ReactNode {
  const formatPrice = usePriceFormatter();
  const { breakdown, example, fill } = priceTexts(price, useLocale());
  const hrefOptions = { emailSubject, whatsappMessage };
  return (
    <div className={clsx(ui.split, styles.box)}>
      <div>
        <p className={clsx(ui.figure, styles.amount)} data-price-key={price.priceKey}>
          {formatPrice(price.priceKey)}
        </p>
        {breakdown && <RichText as="p" className={styles.breakdown} text={breakdown} {...hrefOptions} />}
        {example && (
          <p className={styles.example} data-price-example>
            <Calculator aria-hidden="true" size={18} className={styles.exampleIcon} />
            <span className={ui.kicker}>{example.title}</span> <span className={styles.sum}>{example.text}</span>
          </p>
        )}
      </div>
      <div>
        <ul className={clsx(ui.plainList, styles.bullets)}>
          {price.bullets.map((bullet) => (
            <li key={bullet} className={ui.marked}>
              <Check aria-hidden="true" size={20} className={ui.marker} />
              <RichText as="span" text={fill(bullet)} {...hrefOptions} />
            </li>
          ))}
        </ul>
        <RichText as="p" className={styles.note} text={fill(price.note)} {...hrefOptions} />
        <ActionLink route="contact" href={mailtoUrl(emailSubject)} className="button button--primary">
          <ArrowLabel label={price.contactLabel} />
        </ActionLink>
      </div>
    </div>
  );
}
