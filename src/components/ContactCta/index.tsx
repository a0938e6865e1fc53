import type { ReactNode } from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { company, mailtoUrl, telUrl, whatsappLink } from '../../config/company';
import PhoneHours from '../PhoneHours';
import styles from './styles.module.css';

/** Props of {@link ContactCta}. */
export interface ContactCtaProps {
  id?: string;
  title: ReactNode;
  text?: ReactNode;
  /** Text prefilled in the WhatsApp chat. */
  whatsappMessage?: string;
  /** Subject prefilled in the e-mail. */
  emailSubject?: string;
  /** Label of the WhatsApp button (default: the interface string `cta.whatsapp`). */
  whatsappLabel?: ReactNode;
  /** Which buttons to show (default all three). */
  channels?: ReadonlyArray<'whatsapp' | 'phone' | 'email'>;
  /** The page's own main action, shown first, above the channel buttons (e.g. a link to a proposal form). */
  mainAction?: ReactNode;
  /** Extra actions after the channel buttons (e.g. a link to the contact form). */
  children?: ReactNode;
}

/**
 * The closing call to action of a page: a dark band with WhatsApp, phone
 * (`tel:`) and e-mail (`mailto:`) buttons from the company module; the
 * phone's hours (the company's call window) stand under the call button.
 */
export default function ContactCta({
  id = 'contact-cta',
  title,
  text,
  whatsappMessage,
  emailSubject,
  whatsappLabel,
  channels = ['whatsapp', 'phone', 'email'],
  mainAction,
  children,
}: ContactCtaProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.band}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {text && <p className={styles.lead}>{text}</p>}
        </div>
        <div className={styles.actions}>
          {mainAction}
          {channels.includes('whatsapp') && (
            <a className="button button--whatsapp button--lg" href={whatsappLink(whatsappMessage)} rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" size={20} className={styles.icon} />
              {whatsappLabel ?? (
                <Translate id="cta.whatsapp" description="Button opening a WhatsApp chat">
                  Escríbenos por WhatsApp
                </Translate>
              )}
            </a>
          )}
          {channels.includes('phone') && (
            <a className={clsx('button button--on-dark button--lg', styles.channel)} href={telUrl}>
              <Phone aria-hidden="true" size={20} className={styles.icon} />
              {company.phoneDisplay}
            </a>
          )}
          {channels.includes('phone') && <PhoneHours as="span" className={styles.phoneHours} />}
          {channels.includes('email') && (
            <a className={clsx('button button--on-dark button--lg', styles.channel)} href={mailtoUrl(emailSubject)}>
              <Mail aria-hidden="true" size={20} className={styles.icon} />
              {company.email}
            </a>
          )}
          {children}
        </div>
      </div>
    </section>
  );
}
