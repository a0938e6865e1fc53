/**
 * The sponsorship-proposal form (docs/product.md §3–§5, §8). No network
 * request: a valid proposal opens the visitor's mail client with every field
 * prefilled (`src/forms/sponsorship.ts` builds the link) and the form resets.
 * Validation is the submit handler's (one message covers every missing required
 * field, docs/product.md §5), so the browser's own checks are off
 * (`noValidate`).
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { Mail } from 'lucide-react';
import { company } from '@site/src/config/company';
import { limits } from '@site/src/config/limits';
import { localeInfo } from '@site/src/config/locales';
import { phonePatternAttribute } from '@site/src/forms/fields';
import { holdsInput, readTypedValues } from '@site/src/forms/typedValues';
import {
  checkSponsorship,
  initialSponsorshipValues,
  sponsorLevels,
  sponsorshipMailto,
  startMonthPattern,
  type SponsorshipField,
  type SponsorshipMessageCode,
  type SponsorshipValues,
} from '@site/src/forms/sponsorship';
import { useLocale } from '@site/src/hooks/site';
import { Consent } from '../Contact/form/Consent';
import { Counter, Field } from '../Contact/form/Field';
import { FormStatus } from '../Contact/form/FormStatus';
import { MethodChoice } from '../Contact/form/MethodChoice';
import { Honeypots } from '../Contact/form/Honeypot';
import { counterLabel, methodLabel, requiredNote, trimNotice } from '../Contact/form/strings';
import formStyles from '../Contact/form/form.module.css';
import { levelDetail, levelName, sponsorshipLabels, sponsorshipMessage, sponsorshipSubject } from './messages';

const statusId = 'sponsor-status';

type Status = { kind: 'idle' } | { kind: 'error'; code: SponsorshipMessageCode } | { kind: 'success' };

type TextField = Exclude<keyof SponsorshipValues, 'consent' | 'method' | 'level'>;

/** Props of {@link SponsorshipForm}. */
export interface SponsorshipFormProps {
  /** Note under the consent box (page content). */
  privacyNote: ReactNode;
}

/** The sponsorship-proposal form with its honeypot, consent box and live status. */
export default function SponsorshipForm({ privacyNote }: SponsorshipFormProps) {
  const locale = useLocale();
  const hydrated = useIsBrowser();
  const labels = sponsorshipLabels();
  const [values, setValues] = useState<SponsorshipValues>(initialSponsorshipValues);
  // Read once, during the hydrating render, before React resets the controls: what the visitor typed before the script arrived.
  const [typed] = useState(() => {
    const form = typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>('form[data-sponsorship-form]');
    return form ? readTypedValues(form, initialSponsorshipValues, { method: 'preferredMethod' }) : undefined;
  });
  useLayoutEffect(() => {
    if (typed && holdsInput(typed, initialSponsorshipValues)) setValues(typed);
  }, [typed]);
  const [invalid, setInvalid] = useState<ReadonlySet<SponsorshipField>>(new Set());
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  const controls = useRef<Partial<Record<SponsorshipField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const focusNext = useRef<SponsorshipField | 'status' | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const refFor = (field: SponsorshipField) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
    controls.current[field] = el;
  };

  useEffect(() => {
    if (focusNext.current === 'status') {
      statusRef.current?.focus();
      focusNext.current = null;
    } else if (focusNext.current) {
      controls.current[focusNext.current]?.focus();
      focusNext.current = null;
    }
  });

  function update<K extends keyof SponsorshipValues>(field: K, value: SponsorshipValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    const touched = field === 'method' ? ['email', 'phone'] : [field];
    if (!touched.some((f) => invalid.has(f as SponsorshipField))) return;
    const left = new Set([...invalid].filter((f) => !touched.includes(f)));
    setInvalid(left);
    // Every field named by the error is fixed: the message no longer applies.
    if (left.size === 0) setStatus({ kind: 'idle' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkSponsorship(values);
    if (!check.ok) {
      setInvalid(new Set(check.fields));
      focusNext.current = check.fields[0] ?? null;
      setStatus({ kind: 'error', code: check.code });
      return;
    }
    setSending(true);
    try {
      const url = sponsorshipMailto(company.email, values, {
        subject: sponsorshipSubject(values.club),
        labels,
        methods: { email: methodLabel('email'), phone: methodLabel('phone') },
        levels: { basic: levelName('basic'), collab: levelName('collab'), principal: levelName('principal') },
        trimNotice: trimNotice(),
        intlLocale: localeInfo[locale].intl,
      });
      window.location.assign(url);
      setValues(initialSponsorshipValues);
      setInvalid(new Set());
      setStatus({ kind: 'success' });
      // The form is now empty: show where the proposal went.
      focusNext.current = 'status';
    } catch (error) {
      console.error('Sponsorship form: the mail client could not be opened.', error);
      setStatus({ kind: 'error', code: 'unexpected' });
      focusNext.current = 'status';
    } finally {
      setSending(false);
    }
  }

  // One message can cover several fields: it is shown once, in the status, and describes each invalid field.
  const invalidBy = (field: SponsorshipField) => (invalid.has(field) ? statusId : undefined);
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
    className: formStyles.control,
  });
  const required = values.method === 'phone' ? 'phone' : 'email';

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate data-state={status.kind} data-sponsorship-form>
      <div>
        <p className={formStyles.requiredNote}>{requiredNote()}</p>
        <FormStatus
          regionRef={statusRef}
          className={formStyles.statusBelow}
          id={statusId}
          tone={status.kind === 'success' ? 'success' : 'error'}
          message={status.kind === 'error' ? sponsorshipMessage(status.code) : status.kind === 'success' ? sponsorshipMessage('opened') : undefined}
        />
      </div>


      <div className={formStyles.row}>
        <Field id="sponsor-name" label={labels.name} required invalidBy={invalidBy('name')}>
          {(a11y) => <input {...a11y} {...text('name')} ref={refFor('name')} type="text" autoComplete="name" aria-required="true" maxLength={limits.serverFieldMaxChars} />}
        </Field>
        <Field id="sponsor-club" label={labels.club} required invalidBy={invalidBy('club')}>
          {(a11y) => <input {...a11y} {...text('club')} ref={refFor('club')} type="text" autoComplete="organization" aria-required="true" maxLength={limits.serverFieldMaxChars} />}
        </Field>
      </div>

      <div className={formStyles.row}>
        <Field id="sponsor-discipline" label={labels.discipline} required invalidBy={invalidBy('discipline')}>
          {(a11y) => (
            <input
              {...a11y}
              {...text('discipline')}
              ref={refFor('discipline')}
              type="text"
              placeholder={labels.disciplinePlaceholder}
              aria-required="true"
              maxLength={limits.serverFieldMaxChars}
            />
          )}
        </Field>
        <Field id="sponsor-zone" label={labels.zone} optional>
          {(a11y) => <input {...a11y} {...text('zone')} type="text" autoComplete="address-level2" maxLength={limits.serverFieldMaxChars} />}
        </Field>
      </div>

      <MethodChoice value={values.method} onChange={(m) => update('method', m)} />

      <div className={formStyles.row}>
        <Field id="sponsor-email" label={labels.email} required={required === 'email'} invalidBy={invalidBy('email')}>
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
        <Field id="sponsor-phone" label={labels.phone} required={required === 'phone'} invalidBy={invalidBy('phone')}>
          {(a11y) => (
            <input
              {...a11y}
             
              {...text('phone')}
              ref={refFor('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              pattern={phonePatternAttribute}
              aria-required={required === 'phone' || undefined}
              maxLength={limits.serverFieldMaxChars}
            />
          )}
        </Field>
      </div>

      <Field id="sponsor-level" label={labels.level}>
        {(a11y) => (
          <select {...a11y} name="level" value={values.level} onChange={(e) => update('level', e.target.value as SponsorshipValues['level'])} className={formStyles.control}>
            {sponsorLevels.map((l) => (
              <option key={l} value={l}>
                {`${levelName(l)}: ${levelDetail(l)}`}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className={formStyles.row}>
        <Field id="sponsor-budget" label={labels.budget} optional>
          {(a11y) => <input {...a11y} {...text('budget')} type="text" placeholder={labels.budgetPlaceholder} maxLength={limits.serverFieldMaxChars} />}
        </Field>
        {/* A text field, not type="month": month pickers are missing in some browsers, which then show a bare
            "--------- ----". The value keeps the `YYYY-MM` format the month input would send. */}
        <Field
          id="sponsor-start"
          label={labels.start}
          optional
          hint={translate({
            id: 'sponsor.start.hint',
            message: 'Año y mes, por ejemplo 2027-03',
            description: 'Hint under the start-month field of the sponsorship form (format YYYY-MM)',
          })}>
          {(a11y) => (
            <input
              {...a11y}
              {...text('start')}
              type="text"
              pattern={startMonthPattern}
              placeholder={translate({ id: 'sponsor.start.placeholder', message: 'AAAA-MM', description: 'Placeholder of the start-month field (year-month)' })}
              maxLength={7}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
      </div>

      <Field
        id="sponsor-message"
        label={labels.message}
        hint={labels.messageHint}
        required
        invalidBy={invalidBy('message')}
        extra={{
          id: 'sponsor-message-counter',
          node: <Counter count={values.message.length} max={limits.messageMaxChars} label={counterLabel(values.message.length, limits.messageMaxChars)} />,
        }}>
        {(a11y) => (
          <textarea
            {...a11y}
           
            {...text('message')}
            ref={refFor('message')}
            rows={6}
            aria-required="true"
            maxLength={limits.messageMaxChars}
          />
        )}
      </Field>

      <Honeypots idPrefix="sponsor" fields={[{ name: 'company', value: values.company }]} onChange={(_, value) => update('company', value)} />

      <Consent
        id="sponsor-consent"
        name="consent"
        checked={values.consent}
        onChange={(checked) => update('consent', checked)}
        invalidBy={invalidBy('consent')}
        note={privacyNote}
        inputRef={refFor('consent')}
      />

      <div className={formStyles.actions}>
        {/* Before hydration a submit would only reload the page with the fields in its URL. */}
        <button type="submit" className={clsx('button button--primary button--lg', formStyles.submit)} disabled={sending || !hydrated}>
          <Mail aria-hidden="true" size={18} />
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
