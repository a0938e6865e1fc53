/**
 * The contact form (docs/product.md §3–§5, §7, §8). It renders the state that
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
 */
import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Send } from 'lucide-react';
import { company } from '@site/src/config/company';
import { limits } from '@site/src/config/limits';
import {
  browserSubmitTimeStore,
  buildContactSubject,
  contactEndpoint,
  contactFormRules,
  contactFallbackMailto,
  contactFormData,
  contactRequestInit,
  decideSubmit,
  isSuccessfulResponse,
  nativeFallback,
  nativeFieldError,
  nativeFields,
  readLastSubmitAt,
  requiredContactField,
  writeLastSubmitAt,
  type NativeField,
} from '@site/src/form-rules/contact';
import { contactTopics } from '@site/src/form-rules/fields';
import { useLocale } from '@site/src/hooks/build-data';
import { Consent, type FormViewProps } from '@site/src/components/forms/Consent';
import { FieldRow, RequiredNote } from '@site/src/components/forms/Field';
import { FormStatus } from '@site/src/components/forms/FormStatus';
import { Honeypots } from '@site/src/components/forms/Honeypots';
import { MethodChoice } from '@site/src/components/forms/MethodChoice';
import { SubmitButton } from '@site/src/components/forms/SubmitButton';
import { EmailPhoneFields, MessageField, SelectField, TextField } from '@site/src/components/forms/TextField';
import { trimNotice } from '@site/src/components/forms/strings';
import { useFormState } from '@site/src/components/forms/useFormState';
import { contactHints, contactLabels, contactMessage, topicLabel } from './messages';
import styles from '@site/src/components/forms/form.module.css';

/** The contact form with its honeypots, consent box and live status. */
export default function ContactForm({ privacyNote }: FormViewProps) {
  const locale = useLocale();
  const labels = contactLabels();
  const hints = contactHints();
  const form = useFormState(contactFormRules, { message: contactMessage, errorsIn: 'field' });
  const { values, status, update } = form;
  // The server's message stays as rendered until the form has taken it over (hydration must match).
  const [notice, setNotice] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById('contact-notice')?.textContent ?? ''),
  );
  useLayoutEffect(() => setNotice(''), []);

  // The browser's own messages, in the page's language (docs/product.md §17).
  useEffect(() => {
    for (const field of nativeFields) {
      const code = nativeFieldError(field, values[field]);
      (form.control(field) as HTMLInputElement | null | undefined)?.setCustomValidity(code ? contactMessage(code) : '');
    }
  });

  function onInvalid(event: FormEvent<HTMLFormElement>) {
    const el = event.target as HTMLInputElement | HTMLTextAreaElement;
    const field = el.name as NativeField;
    if (!nativeFields.includes(field)) return;
    const code = nativeFieldError(field, el.value) ?? nativeFallback[field];
    form.markInvalid(field, code);
    // The browser focuses the first invalid control itself; its message is the one announced.
    if (el === event.currentTarget.querySelector('input:invalid, textarea:invalid')) {
      form.setStatus({ kind: 'refused', code, fields: [field] });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
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
    const topic = topicLabel(values.topic);
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

  const required = requiredContactField(values.method);
  const sending = status.kind === 'sending';
  const statusMessage =
    status.kind === 'idle' || sending ? undefined : contactMessage(status.kind === 'refused' ? status.code : status.kind);

  return (
    <form
      className={styles.form}
      action={contactEndpoint}
      method="post"
      encType="multipart/form-data"
      data-contact-form=""
      onSubmit={onSubmit}
      onInvalidCapture={onInvalid}
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
        options={contactTopics.map((t) => ({ value: t, label: topicLabel(t) }))}
      />

      <MethodChoice value={values.method} onChange={(m) => update('method', m)} />

      <FieldRow>
        <TextField {...form.bind('fullName')} label={labels.fullName} required checkedByBrowser autoComplete="name" />
        <TextField {...form.bind('company')} label={labels.company} optional autoComplete="organization" />
      </FieldRow>

      <EmailPhoneFields
        email={form.bind('email')}
        phone={form.bind('mobileNumber')}
        labels={{ email: labels.email, phone: labels.mobileNumber }}
        requires={required === 'email' ? 'email' : 'phone'}
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

      <Consent
        field={form.bind('consent')}
        checked={values.consent}
        onChange={(checked) => update('consent', checked)}
        note={privacyNote}
      />

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
          label={sending ? contactMessage('sending') : labels.submit}
          disabled={sending}
        />
      </div>
    </form>
  );
}
