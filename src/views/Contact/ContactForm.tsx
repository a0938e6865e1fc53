/**
 * The contact form (docs/product.md §3–§5, §7, §8). It renders the state that
 * `src/forms/contact.ts` computes and performs the two side effects that
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
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { Send } from 'lucide-react';
import { company } from '@site/src/config/company';
import { limits } from '@site/src/config/limits';
import {
  browserSubmitTimeStore,
  buildContactSubject,
  contactEndpoint,
  contactFallbackMailto,
  contactFormData,
  contactRequestInit,
  decideSubmit,
  initialContactValues,
  isSuccessfulResponse,
  nativeFieldError,
  readLastSubmitAt,
  requiredContactField,
  writeLastSubmitAt,
  type ContactMessageCode,
  type ContactTextField,
  type ContactValues,
  type NativeField,
} from '@site/src/forms/contact';
import { holdsInput, readTypedValues } from '@site/src/forms/typedValues';
import { contactMethods, contactTopics, isContactTopic, phonePatternAttribute } from '@site/src/forms/fields';
import { useLocale } from '@site/src/hooks/site';
import { Consent } from './form/Consent';
import { Counter, Field } from './form/Field';
import { FormStatus } from './form/FormStatus';
import { MethodChoice } from './form/MethodChoice';
import { Honeypots } from './form/Honeypot';
import { counterLabel, requiredNote, trimNotice } from './form/strings';
import { contactLabels, contactMessage, topicLabel } from './messages';
import styles from './form/form.module.css';

/** A control that can carry an error and receive focus. */
type ErrorField = NativeField | 'consent';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'failure' }
  | { kind: 'refused'; code: ContactMessageCode; field?: ErrorField };

const nativeFields: readonly NativeField[] = ['fullName', 'email', 'mobileNumber', 'message'];

/** What the browser's check failed on, when our rule does not say (it should always say). */
const nativeFallback: Record<NativeField, ContactMessageCode> = {
  fullName: 'fullNameMissing',
  message: 'messageMissing',
  email: 'emailInvalid',
  mobileNumber: 'phoneInvalid',
};

/** Codes the server may write in the form's `data-error`. */
const serverCodes: readonly ContactMessageCode[] = ['consentMissing', 'contactMissing', 'fullNameMissing', 'messageMissing', 'emailInvalid', 'phoneInvalid', 'failure'];
const errorFields: readonly ErrorField[] = [...nativeFields, 'consent'];

/** What the page held when the script took over: the form's values and the server's refusal, if any. */
interface PageState {
  values: ContactValues;
  refusal?: { code: ContactMessageCode; field?: ErrorField };
  notice: string;
}

/**
 * Reads the server-rendered form before React hydrates it (hydration resets
 * text controls to the rendered values): what the server filled in after a
 * refused post, or what the visitor typed before the script arrived.
 * `undefined` while rendering on the server or when the form is not there.
 */
function readPageState(): PageState | undefined {
  if (typeof document === 'undefined') return undefined;
  const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');
  if (!form) return undefined;
  const read = readTypedValues(form, initialContactValues, { method: 'preferredMethod' });
  const values: ContactValues = {
    ...read,
    topic: isContactTopic(read.topic) ? read.topic : initialContactValues.topic,
    method: contactMethods.includes(read.method) ? read.method : initialContactValues.method,
  };
  const code = form.dataset.error as ContactMessageCode | undefined;
  const field = form.dataset.errorField as ErrorField | undefined;
  const refusal = code && serverCodes.includes(code) ? { code, field: field && errorFields.includes(field) ? field : undefined } : undefined;
  return { values, refusal, notice: document.getElementById('contact-notice')?.textContent ?? '' };
}

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Note under the consent box (page content). */
  privacyNote: ReactNode;
}

/** The contact form with its honeypots, consent box and live status. */
export default function ContactForm({ privacyNote }: ContactFormProps) {
  const locale = useLocale();
  const labels = contactLabels();
  const [values, setValues] = useState<ContactValues>(initialContactValues);
  const [errors, setErrors] = useState<Partial<Record<ErrorField, ContactMessageCode>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const controls = useRef<Partial<Record<ErrorField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const focusNext = useRef<ErrorField | null>(null);
  // Read once, during the hydrating render, before React touches the controls.
  const [pageState] = useState(readPageState);
  // The server's message stays as rendered until the form has taken it over (hydration must match).
  const [notice, setNotice] = useState(pageState?.notice ?? '');

  useLayoutEffect(() => {
    if (!pageState) return;
    const { values: held, refusal } = pageState;
    if (holdsInput(held, initialContactValues)) setValues(held);
    if (refusal) {
      const { code, field } = refusal;
      if (field) setErrors({ [field]: code });
      setStatus({ kind: 'refused', code, field });
    }
    setNotice('');
  }, [pageState]);
  const refFor = (field: ErrorField) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    controls.current[field] = el;
  };

  // The browser's own messages, in the page's language (docs/product.md §17).
  useEffect(() => {
    for (const field of nativeFields) {
      const code = nativeFieldError(field, values[field]);
      controls.current[field]?.setCustomValidity(code ? contactMessage(code) : '');
    }
  });

  // Focus moves to the first invalid field once it is marked invalid.
  useEffect(() => {
    if (focusNext.current) {
      controls.current[focusNext.current]?.focus();
      focusNext.current = null;
    }
  });

  function update<K extends keyof ContactValues>(field: K, value: ContactValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    const touched: ErrorField[] = field === 'method' ? ['email', 'mobileNumber'] : [field as ErrorField];
    setErrors((e) => {
      const next = { ...e };
      for (const f of touched) delete next[f];
      return next;
    });
    setStatus((s) => (s.kind === 'refused' && (!s.field || touched.includes(s.field)) ? { kind: 'idle' } : s));
  }

  function onInvalid(event: FormEvent<HTMLFormElement>) {
    const el = event.target as HTMLInputElement | HTMLTextAreaElement;
    const field = el.name as NativeField;
    if (!nativeFields.includes(field)) return;
    const code = nativeFieldError(field, el.value) ?? nativeFallback[field];
    setErrors((e) => ({ ...e, [field]: code }));
    // The browser focuses the first invalid control itself; its message is the one announced.
    if (el === event.currentTarget.querySelector('input:invalid, textarea:invalid')) {
      setStatus({ kind: 'refused', code, field });
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
      const { code, field } = decision;
      if (field) {
        setErrors((e) => ({ ...e, [field]: code }));
        focusNext.current = field;
      }
      setStatus({ kind: 'refused', code, field });
      return;
    }

    setErrors({});
    writeLastSubmitAt(store, now);
    setStatus({ kind: 'sending' });
    const topic = topicLabel(values.topic);
    const subject = buildContactSubject(topic, values);
    try {
      const response = await fetch(contactEndpoint, contactRequestInit(contactFormData(values, locale, subject)));
      if (!(await isSuccessfulResponse(response))) throw new Error(`Contact request refused (HTTP ${response.status})`);
      setValues(initialContactValues);
      setStatus({ kind: 'success' });
    } catch (error) {
      console.error('Contact form: the message could not be sent; opening the mail client instead.', error);
      setStatus({ kind: 'failure' });
      window.location.assign(
        contactFallbackMailto(company.email, values, subject, topic, { ...labels, trimNotice: trimNotice() }),
      );
    }
  }

  const required = requiredContactField(values.method);
  const sending = status.kind === 'sending';
  const message = (code?: ContactMessageCode) => (code ? contactMessage(code) : undefined);
  const text = (field: ContactTextField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
    className: styles.control,
  });
  const statusMessage =
    status.kind === 'refused' ? contactMessage(status.code)
    : status.kind === 'success' ? contactMessage('success')
    : status.kind === 'failure' ? contactMessage('failure')
    : undefined;

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
      data-state={status.kind}>
      <p className={styles.requiredNote}>{requiredNote()}</p>
      <p id="contact-notice" className={clsx(styles.status, styles.statusError, styles.notice)}>
        {notice}
      </p>
      <input type="hidden" name="lang" value={locale} />

      <Field id="contact-topic" label={labels.topic} hint={labels.topicHint}>
        {(a11y) => (
          <select {...a11y} name="topic" value={values.topic} onChange={(e) => update('topic', e.target.value as ContactValues['topic'])} className={styles.control}>
            {contactTopics.map((t) => (
              <option key={t} value={t}>
                {topicLabel(t)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <MethodChoice value={values.method} onChange={(m) => update('method', m)} />

      <div className={styles.row}>
        <Field id="contact-fullName" label={labels.fullName} required error={message(errors.fullName)}>
          {(a11y) => <input {...a11y} {...text('fullName')} ref={refFor('fullName')} type="text" required autoComplete="name" maxLength={limits.serverFieldMaxChars} />}
        </Field>
        <Field id="contact-company" label={labels.company} optional>
          {(a11y) => <input {...a11y} {...text('company')} type="text" autoComplete="organization" maxLength={limits.serverFieldMaxChars} />}
        </Field>
      </div>

      <div className={styles.row}>
        <Field id="contact-email" label={labels.email} required={required === 'email'} error={message(errors.email)}>
          {(a11y) => (
            <input
              {...a11y}
              {...text('email')}
              ref={refFor('email')}
              type="email"
              autoComplete="email"
              aria-required={required === 'email' || undefined}
              maxLength={limits.serverFieldMaxChars}
            />
          )}
        </Field>
        <Field id="contact-mobileNumber" label={labels.mobileNumber} required={required === 'mobileNumber'} error={message(errors.mobileNumber)}>
          {(a11y) => (
            <input
              {...a11y}
              {...text('mobileNumber')}
              ref={refFor('mobileNumber')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              pattern={phonePatternAttribute}
              aria-required={required === 'mobileNumber' || undefined}
              maxLength={limits.serverFieldMaxChars}
            />
          )}
        </Field>
      </div>

      <Field
        id="contact-message"
        label={labels.message}
        hint={labels.messageHint}
        required
        error={message(errors.message)}
        extra={{
          id: 'contact-message-counter',
          node: <Counter count={values.message.length} max={limits.messageMaxChars} label={counterLabel(values.message.length, limits.messageMaxChars)} />,
        }}>
        {(a11y) => <textarea {...a11y} {...text('message')} ref={refFor('message')} required rows={6} maxLength={limits.serverMessageMaxChars} />}
      </Field>

      <Honeypots
        idPrefix="contact"
        fields={[
          { name: 'website', value: values.website },
          { name: 'nickname', value: values.nickname },
        ]}
        onChange={(name, value) => update(name as 'website' | 'nickname', value)}
      />

      <Consent
        id="contact-consent"
        checked={values.consent}
        onChange={(checked) => update('consent', checked)}
        error={message(errors.consent)}
        note={privacyNote}
        name="consent"
        inputRef={refFor('consent')}
      />

      <div>
        {/* A refusal tied to a field is shown under that field; the region still announces it. */}
        <div className={clsx(status.kind === 'refused' && status.field && 'visually-hidden')}>
          <FormStatus id="contact-status" className={styles.statusAbove} tone={status.kind === 'success' ? 'success' : 'error'} message={statusMessage} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={clsx('button button--primary button--lg', styles.submit)} disabled={sending}>
            <Send aria-hidden="true" size={18} />
            {sending ? contactMessage('sending') : labels.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
