/**
 * The sponsorship-proposal form. No network
 * request: a valid proposal opens the visitor's mail client with every field
 * prefilled (`src/form-rules/sponsorship.ts` builds the link) and the form resets.
 * Validation is the submit handler's (one message covers every missing required
 * field), so the browser's own checks are off
 * (`noValidate`).
 */
import type { FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { company } from '@site/src/config/company';
import { limits } from '@site/src/config/limits';
import {
  checkSponsorship,
  sponsorLevels,
  sponsorshipFormRules,
  sponsorshipMailto,
  startMonthPattern,
  type SponsorshipMessageCode,
} from '@site/src/form-rules/sponsorship';
import { useLocale } from '@site/src/hooks/build-data';
import { RadioChoices } from '@site/src/components/forms/RadioChoices';
import { Consent, type FormViewProps } from '@site/src/components/forms/Consent';
import { FieldRow, RequiredNote } from '@site/src/components/forms/Field';
import { FormStatus } from '@site/src/components/forms/FormStatus';
import { Honeypots } from '@site/src/components/forms/Honeypots';
import { MethodChoice } from '@site/src/components/forms/MethodChoice';
import { SubmitButton } from '@site/src/components/forms/SubmitButton';
import { EmailPhoneFields, MessageField, TextField } from '@site/src/components/forms/TextField';
import { methodLabel, trimNotice } from '@site/src/components/forms/strings';
import { useFormState, type SubmissionStatus } from '@site/src/components/forms/useFormState';
import styles from '@site/src/components/forms/form.module.css';
import { levelDetail, levelName, sponsorshipHints, sponsorshipLabels, sponsorshipMessage, sponsorshipSubject } from './messages';

const statusId = 'sponsor-status';

/** The message a status without a refusal shows, if any. */
const statusMessages: Partial<Record<SubmissionStatus<SponsorshipMessageCode>['kind'], SponsorshipMessageCode>> = {
  success: 'opened',
  failure: 'unexpected',
};

/** The sponsorship-proposal form with its honeypot, consent box and live status. */
export default function SponsorshipForm({ privacyNote }: FormViewProps) {
  const locale = useLocale();
  const labels = sponsorshipLabels();
  const hints = sponsorshipHints();
  // One message can cover several fields: it is shown once, in the status, and describes each invalid field.
  const form = useFormState(sponsorshipFormRules, { message: (code) => sponsorshipMessage(code, locale), errorsIn: { statusId } });
  const { values, status } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkSponsorship(values);
    if (!check.ok) {
      form.refuse(check, check.fields.length > 0);
      return;
    }
    try {
      const url = sponsorshipMailto(company.email, values, {
        subject: sponsorshipSubject(values.club),
        labels,
        methods: { email: methodLabel('email'), phone: methodLabel('phone') },
        levels: { basic: levelName('basic'), collab: levelName('collab'), principal: levelName('principal') },
        trimNotice: trimNotice(),
      });
      window.location.assign(url);
      form.succeed();
    } catch (error) {
      console.error('Sponsorship form: the mail client could not be opened.', error);
      form.setStatus({ kind: 'failure' });
    }
    // Either way the message is what the visitor needs next (the form is empty after a success).
    form.focusAfterRender('status');
  }

  const code = status.kind === 'refused' ? status.code : statusMessages[status.kind];
  const message = code && sponsorshipMessage(code, locale);

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-state={status.kind === 'refused' || status.kind === 'failure' ? 'error' : status.kind}
      data-sponsorship-form
    >
      <div>
        <RequiredNote />
        <FormStatus
          regionRef={form.statusRef}
          className={styles.statusBelow}
          id={statusId}
          tone={status.kind === 'success' ? 'success' : 'error'}
          message={message}
        />
      </div>

      <FieldRow>
        <TextField {...form.bind('name')} label={labels.name} required autoComplete="name" />
        <TextField {...form.bind('club')} label={labels.club} required autoComplete="organization" />
      </FieldRow>

      <FieldRow>
        <TextField {...form.bind('discipline')} label={labels.discipline} required placeholder={hints.discipline.placeholder} />
        <TextField {...form.bind('zone')} label={labels.zone} optional autoComplete="address-level2" />
      </FieldRow>

      <MethodChoice {...form.bind('method')} />

      <EmailPhoneFields
        email={form.bind('email')}
        phone={form.bind('phone')}
        labels={{ email: labels.email, phone: labels.phone }}
        method={values.method}
      />

      <RadioChoices
        {...form.bind('level')}
        legend={labels.level}
        options={sponsorLevels.map((l) => ({ value: l, label: levelName(l), detail: levelDetail(l) }))}
      />

      {/* Free text: the whole width of the form, so its label and its example are read whole. */}
      <TextField {...form.bind('budget')} label={labels.budget} optional placeholder={hints.budget.placeholder} />

      <FieldRow>
        {/* A text field, not type="month": month pickers are missing in some browsers, which then show a bare
            "--------- ----". The value keeps the `YYYY-MM` format the month input would send. */}
        <TextField
          {...form.bind('start')}
          label={labels.start}
          optional
          hint={hints.start.hint}
          pattern={startMonthPattern}
          placeholder={hints.start.placeholder}
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
        />
      </FieldRow>

      <MessageField
        {...form.bind('message')}
        label={labels.message}
        hint={hints.message.hint}
        required
        maxLength={limits.messageMaxChars}
      />

      <Honeypots fields={[form.bind('honeypot')]} />

      <Consent field={form.bind('consent')} note={privacyNote} />

      {/* Before hydration a submit would only reload the page with the fields in its URL. */}
      <SubmitButton icon={<Mail aria-hidden="true" size={18} />} label={labels.submit} needsScript />
    </form>
  );
}
