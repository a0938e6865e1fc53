/**
 * The sponsorship-proposal page: the
 * proposal form beside a "what happens next" panel. Copy:
 * `src/content/sponsorContact.json` and its English counterpart; form labels
 * and messages are interface strings (`./messages.ts`).
 */
import type { ReactNode } from 'react';
import { ArrowLeft, Mail, MessageCircle, Phone } from 'lucide-react';
import { company, mailtoUrl, telUrl, whatsappLink } from '@site/src/config/company';
import { FormPageView, FormPagePanel, PanelLink, ReplyTime } from '@site/src/components/forms/FormPage';
import PhoneHours from '@site/src/components/PhoneHours';
import RichText from '@site/src/components/RichText';
import Steps from '@site/src/components/Steps';
import type { SponsorContactContent } from '@site/src/schemas/sponsorContact';
import SponsorshipForm from './SponsorshipForm';
import styles from './styles.module.css';

/**
 * How to reach us when the form cannot work: it opens the visitor's mail
 * client from its script, so without JavaScript this note (in a
 * `<noscript>`) gives the company's e-mail, phone (with its hours) and WhatsApp instead.
 */
function WithoutScript({ copy }: { copy: SponsorContactContent['form']['withoutScript'] }) {
  return (
    <div className={styles.withoutScript} id="sponsor-without-script">
      <p>{copy.text}</p>
      <ul>
        <li>
          <Mail aria-hidden="true" size={18} /> {copy.emailLabel}: <a href={mailtoUrl()}>{company.email}</a>
        </li>
        <li>
          <Phone aria-hidden="true" size={18} /> {copy.phoneLabel}: <a href={telUrl}>{company.phoneDisplay}</a>
          <PhoneHours as="span" className={styles.phoneHours} />
        </li>
        <li>
          <MessageCircle aria-hidden="true" size={18} />{' '}
          <a href={whatsappLink()} rel="noopener noreferrer">
            {copy.whatsappLabel}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The sponsorship-proposal page's view; `content` is the locale's validated `sponsorContact.json`. */
export default function SponsorContactPage({ content }: { content: SponsorContactContent }): ReactNode {
  const { meta, hero, form, next } = content;
  return (
    <FormPageView
      meta={meta}
      hero={hero}
      art="sponsorContact"
      id="sponsor-form"
      card={form}
      panel={
        <FormPagePanel titleId="sponsor-next-title" title={next.title} className={styles.panel}>
          <Steps steps={next.steps} />
          <ReplyTime text={<RichText text={next.reply} />} className={styles.reply} />
          <PanelLink route={next.link.route}>
            <ArrowLeft aria-hidden="true" size={18} /> {next.link.label}
          </PanelLink>
        </FormPagePanel>
      }
    >
      {/* Only without JavaScript: before hydration the submit button waits for the script, and removing the
          note once it arrived would move the whole form up under the visitor's eyes. */}
      <noscript>
        <WithoutScript copy={form.withoutScript} />
      </noscript>
      <SponsorshipForm privacyNote={form.privacyNote} />
    </FormPageView>
  );
}
