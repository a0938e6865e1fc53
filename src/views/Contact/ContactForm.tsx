/**
 * The contact form. It renders the state that
 * `src/form-rules/contact.ts` computes and performs the two side effects that
 * module leaves out: the `fetch` to `/api/contact.php` and, when that fails,
 * opening the visitor's mail client with the lead prefilled.
 *
 * States: idle → sending (button disabled, "Enviando..." / "Sending…") →
 * success (everything reset, thank-you message) or failure (error logged,
 * mail client opened, failure message, typed data kept).
 *
 * Before (or without) JavaScript the same markup is a plain form that the
 * browser posts to the endpoint itself (`action`, `method`, `enctype`, a
 * hidden `lang`, the consent box's `name`); the server answers with a 303 to
 * the thank-you page or back here filled in, the message in `#contact-notice`
 * and its code in `data-error` (docs/server.md "Posting without JavaScript").
 * On hydration the form takes over what the page holds — server-filled or
 * typed before the script ran — and that refusal.
 *
 * A link may preset the topic and start the message (`?topic=other&message=…`,
 * e.g. an app's "ask for your free trial"): read once, when the form first
 * renders in the browser, and applied unless the form already holds what the
 * visitor typed or what the server filled in. Without JavaScript the link
 * opens the plain form.
 *
 * Required fields and formats: without JavaScript the browser checks them
 * from the fields' attributes (`required`, `type`, `pattern`) and shows its
 * own bubble. Once the script runs it sets `novalidate` on the form and
 * checks the same rules itself (`fieldErrors`), so the visitor sees only the
 * site's messages, under each field, with focus on the first to fix.
 */
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import { Send } from 'lucide-react';
import { company } from '@site/src/config/company';
import { limits } from '@site/src/config/limits';
import {
  initialContactValues,
  browserSubmitTimeStore,
  contactEndpoint,
  contactFormRules,
  contactFallbackMailto,
  contactFormData,
  contactRequestInit,
  decideSubmit,
  fieldErrors,
  isSuccessfulResponse,
  readLastSubmitAt,
  writeLastSubmitAt,
  type ContactValues,
} from '@site/src/form-rules/contact';
import { buildContactSubject, isFilled } from '@site/src/form-rules/contact-contract';
import { contactTopics, isContactTopic } from '@site/src/form-rules/fields';
import { contactMessageText, topicLabelText } from '@site/src/form-rules/messages';
import { useLocale } from '@site/src/hooks/build-data';
import { Consent, type FormViewProps } from '@site/src/components/forms/Consent';
import { FieldRow, RequiredNote } from '@site/src/components/forms/Field';
import { FormStatus } from '@site/src/components/forms/FormStatus';
import { Honeypots } from '@site/src/components/forms/Honeypots';
import { MethodChoice } from '@site/src/components/forms/MethodChoice';
import { SubmitButton } from '@site/src/components/forms/SubmitButton';
import { EmailPhoneFields, MessageField, SelectField, TextField } from '@site/src/components/forms/TextField';
import { trimNotice } from '@site/src/components/forms/strings';
import { readTypedValues } from '@site/src/components/forms/typedValues';
import { useFormState } from '@site/src/components/forms/useFormState';
import { contactHints, contactLabels } from './messages';
import styles from '@site/src/components/forms/form.module.css';

/** The longest message start a link may preset, in characters; the rest of a longer one is dropped. */
export const PRESET_MESSAGE_MAX_CHARS = 300;

/** What a link to the contact page presets: an offered topic and the start of the message. */
type ContactPreset = Partial<Pick<ContactValues, 'topic' | 'message'>>;

/**
 * The preset of a query string (`location.search`): `topic` when it is one the form offers, `message` with control
 * characters turned to spaces, trimmed and cut to {@link PRESET_MESSAGE_MAX_CHARS}; anything else is ignored.
 */
export function presetFromSearch(search: string): ContactPreset {
  const params = new URLSearchParams(search);
  const topic = params.get('topic');
  const message = (params.get('message') ?? '')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, PRESET_MESSAGE_MAX_CHARS)
    .trim();
  return { ...(isContactTopic(topic) ? { topic } : {}), ...(message ? { message } : {}) };
}

/**
 * The preset of the page's address, minus what the form already holds: read during the first render in the browser,
 * before React sets the controls to the rendered values (the same moment the form takes over typed input). Nothing
 * when the server sent the form back with a refusal.
 */
function readPreset(): ContactPreset {
  if (typeof window === 'undefined') return {};
  const preset = presetFromSearch(window.location.search);
  const form = document.querySelector<HTMLFormElement>(contactFormRules.selector);
  if (!form) return preset;
  if (form.dataset.error) return {};
  const held = readTypedValues(form, initialContactValues);
  return {
    ...(preset.topic && held.topic === initialContactValues.topic ? { topic: preset.topic } : {}),
    ...(preset.message && !isFilled(held.message) ? { message: preset.message } : {}),
  };
}

/** The contact form with its honeypots, consent box and live status. */
export default function ContactForm({ privacyNote }: FormViewProps) {
  const locale = useLocale();
  const labels = contactLabels();
  const hints = contactHints();
  const form = useFormState(contactFormRules, { message: (code) => contactMessageText(code, translate), errorsIn: 'field' });
  const { values, status, update } = form;
  // The server's message stays as rendered until the form has taken it over (hydration must match).
  const [notice, setNotice] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById('contact-notice')?.textContent ?? ''),
  );
  useLayoutEffect(() => setNotice(''), []);

  // A link's preset (an app's free trial): the topic, and the message started so the visitor goes on typing after it.
  const [preset] = useState(readPreset);
  useLayoutEffect(() => {
    if (preset.topic) update('topic', preset.topic);
    if (preset.message) update('message', `${preset.message} `);
    // `preset` never changes: this runs once, on hydration.
  }, [preset]);

  // From hydration on, the submit handler checks the fields, not the browser: no bubble over the site's messages.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const invalid = fieldErrors(values);
    if (invalid.length > 0) {
      // Every field to fix shows its message; the first is focused and its message announced.
      const [first, ...rest] = invalid;
      form.refuse({ code: first.code, fields: [first.field] }, true);
      for (const { field, code } of rest) form.markInvalid(field, code);
      return;
    }
    const store = browserSubmitTimeStore();
    const now = Date.now();
    const decision = decideSubmit(values, readLastSubmitAt(store), now);
    if (decision.kind === 'ignore') return;
    if (decision.kind === 'refuse') {
      form.refuse({ code: decision.code, fields: decision.field ? [decision.field] : [] }, Boolean(decision.field));
      return;
    }

    writeLastSubmitAt(store, now);
    form.startSending();
    const topic = topicLabelText(values.topic, translate);
    const subject = buildContactSubject(topic, values);
    try {
      const response = await fetch(contactEndpoint, contactRequestInit(contactFormData(values, locale, subject)));
      if (!(await isSuccessfulResponse(response))) throw new Error(`Contact request refused (HTTP ${response.status})`);
      form.succeed();
    } catch (error) {
      console.error('Contact form: the message could not be sent; opening the mail client instead.', error);
      form.setStatus({ kind: 'failure' });
      window.location.assign(contactFallbackMailto(company.email, values, subject, topic, { ...labels, trimNotice: trimNotice() }));
    }
  }

  const sending = status.kind === 'sending';
  const statusMessage =
    status.kind === 'idle' || sending ? undefined : contactMessageText(status.kind === 'refused' ? status.code : status.kind, translate);

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={contactEndpoint}
      method="post"
      encType="multipart/form-data"
      data-contact-form=""
      onSubmit={onSubmit}
      aria-busy={sending}
      data-state={status.kind}
    >
      <RequiredNote />
      <p id="contact-notice" className={clsx(styles.status, styles.statusError, styles.notice)}>
        {notice}
      </p>
      <input type="hidden" name="lang" value={locale} />

      <SelectField
        {...form.bind('topic')}
        label={labels.topic}
        hint={hints.topic}
        options={contactTopics.map((t) => ({ value: t, label: topicLabelText(t, translate) }))}
      />

      <MethodChoice {...form.bind('method')} />

      <FieldRow>
        <TextField {...form.bind('fullName')} label={labels.fullName} required checkedByBrowser autoComplete="name" />
        <TextField {...form.bind('company')} label={labels.company} optional autoComplete="organization" />
      </FieldRow>

      <EmailPhoneFields
        email={form.bind('email')}
        phone={form.bind('mobileNumber')}
        labels={{ email: labels.email, phone: labels.mobileNumber }}
        method={values.method}
      />

      <MessageField
        {...form.bind('message')}
        label={labels.message}
        hint={hints.message}
        required
        checkedByBrowser
        maxLength={limits.serverMessageMaxChars}
      />

      <Honeypots fields={[form.bind('website'), form.bind('nickname')]} />

      <Consent field={form.bind('consent')} note={privacyNote} />

      <div>
        {/* A refusal tied to a field is shown under that field; the region still announces it. */}
        <div className={clsx(status.kind === 'refused' && status.fields.length > 0 && 'visually-hidden')}>
          <FormStatus
            id="contact-status"
            className={styles.statusAbove}
            tone={status.kind === 'success' ? 'success' : 'error'}
            message={statusMessage}
          />
        </div>
        <SubmitButton
          icon={<Send aria-hidden="true" size={18} />}
          label={sending ? contactMessageText('sending', translate) : labels.submit}
          disabled={sending}
        />
      </div>
    </form>
  );
}
