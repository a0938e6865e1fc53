/**
 * The pricing anchor (`#pricing`): the price from
 * the price table formatted for the locale, what it includes, a note and a
 * link to the contact page (an e-mail link while that page is not built).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { mailtoUrl } from '@site/src/config/company';
import RichText from '@site/src/components/RichText';
import ActionLink from '@site/src/components/ActionLink';
import { usePriceFormatter } from '@site/src/hooks/build-data';
import type { ServiceLandingContent } from '@site/src/schemas/serviceLanding';
import ArrowLabel from '@site/src/components/ArrowLabel';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** Props of {@link Pricing}. */
export interface PricingProps {
  price: ServiceLandingContent['price'];
  /** Subject of the e-mail used when the contact page is not built, and of the e-mail links in the texts. */
  emailSubject: string;
  /** Text prefilled in the WhatsApp links of the texts. */
  whatsappMessage?: string;
}

/** The price box: amount, bullets, note and contact link. */
export default function Pricing({ price, emailSubject, whatsappMessage }: PricingProps): ReactNode {
  const formatPrice = usePriceFormatter();
  return (
    <div className={clsx(ui.split, styles.box)}>
      <div>
        <p className={clsx(ui.figure, styles.amount)} data-price-key={price.priceKey}>
          {formatPrice(price.priceKey)}
        </p>
        <RichText as="p" className={styles.note} text={price.note} emailSubject={emailSubject} whatsappMessage={whatsappMessage} />
        <ActionLink route="contact" href={mailtoUrl(emailSubject)} className="button button--primary button--lg">
          <ArrowLabel label={price.contactLabel} />
        </ActionLink>
      </div>
      <ul className={clsx(ui.plainList, styles.bullets)}>
        {price.bullets.map((bullet) => (
          <li key={bullet} className={ui.marked}>
            <Check aria-hidden="true" size={20} className={ui.marker} />
            <RichText as="span" text={bullet} emailSubject={emailSubject} whatsappMessage={whatsappMessage} />
          </li>
        ))}
      </ul>
    </div>
  );
}
