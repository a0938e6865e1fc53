/**
 * The contact page: the contact form beside the
 * support panel. Copy: `src/content/contact.json` and its English
 * counterpart, handed in by the site-pages plugin; form labels and messages
 * are interface strings (`./messages.ts`, `src/components/forms/strings.ts`).
 */
import type { ReactNode } from 'react';
import { FormPageView } from '@site/src/components/forms/FormPage';
import type { ContactContent } from '@site/src/schemas/contactPage';
import ContactForm from './ContactForm';
import SupportPanel from './SupportPanel';

/** The contact page's view; `content` is the locale's validated `contact.json`. */
export default function ContactPage({ content }: { content: ContactContent }): ReactNode {
  const { meta, hero, form, support, sponsorship } = content;
  return (
    <FormPageView
      meta={meta}
      hero={hero}
      art="contact"
      id="contact-form"
      card={form}
      panel={<SupportPanel support={support} sponsorship={sponsorship} />}
    >
      <ContactForm privacyNote={form.privacyNote} />
    </FormPageView>
  );
}
