import { ArrowRight, Mail, MessageCircle, Phone } from 'lucide-react';
import { company, mailtoUrl, telUrl, whatsappLink } from '@site/src/config/company';
import { FormPagePanel, PanelLink, ReplyTime } from '@site/src/components/forms/FormPage';
import CompanyAddress from '@site/src/components/CompanyAddress';
import type { ContactContent } from '@site/src/schemas/contactPage';
import styles from './styles.module.css';

/**
 * The contact page's support panel: opening hours per channel
 * (calls Monday–Friday 10:00–12:00; WhatsApp and e-mail 10:00–16:00,
 * Spanish time), the reply time, and phone, WhatsApp and e-mail links from the
 * company module, and where the workshop is (address, hours, map link).
 */
export default function SupportPanel({ support, sponsorship }: Pick<ContactContent, 'support' | 'sponsorship'>) {
  const channels: Array<{ href: string; icon: typeof Phone; label: string; value?: string; external?: boolean }> = [
    { href: telUrl, icon: Phone, label: support.phoneLabel, value: company.phoneDisplay },
    { href: whatsappLink(support.whatsappMessage), icon: MessageCircle, label: support.whatsappLabel, external: true },
    { href: mailtoUrl(), icon: Mail, label: support.emailLabel, value: company.email },
  ];
  return (
    <FormPagePanel titleId="support-title" title={support.title}>
      <p className={styles.panelIntro}>{support.intro}</p>

      <ul className={styles.channels}>
        {channels.map(({ href, icon: Icon, label, value, external }) => (
          <li key={href}>
            <a className={styles.channel} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
              <Icon aria-hidden="true" size={22} className={styles.channelIcon} />
              <span>
                <span className={styles.channelLabel}>{label}</span>
                {value && <span className={styles.channelValue}>{value}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>

      <dl className={styles.hours}>
        {support.hours.map((h) => (
          <div key={h.channel} className={styles.hoursRow}>
            <dt>{h.channel}</dt>
            <dd>{h.when}</dd>
          </div>
        ))}
      </dl>
      <ReplyTime text={support.reply} className={styles.reply} />

      <div className={styles.visit}>
        <h3 className={styles.visitTitle}>{support.visitTitle}</h3>
        <CompanyAddress />
      </div>

      <div className={styles.sponsor}>
        <p>{sponsorship.text}</p>
        <PanelLink route={sponsorship.link.route}>
          {sponsorship.link.label} <ArrowRight aria-hidden="true" size={18} />
        </PanelLink>
      </div>
    </FormPagePanel>
  );
}
