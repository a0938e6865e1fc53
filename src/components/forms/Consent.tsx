import type { ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import RouteLink from '@site/src/components/RouteLink';
import { FieldError, RequiredMark } from './Field';
import type { BoundField } from './useFormState';
import styles from './form.module.css';

/** Props of a form view: the note its page puts under the consent box. */
export interface FormViewProps {
  /** Note under the consent box (page content: what the data is used for). */
  privacyNote: ReactNode;
}

/** Props of {@link Consent}. */
export interface ConsentProps {
  /** The box's binding (`useFormState().bind('consent')`): id, name, whether ticked, change handler, element and message. */
  field: BoundField;
  /** Short note under the box (page content: what the data is used for). */
  note?: ReactNode;
}

/**
 * The privacy-consent box: never pre-ticked, not sent, linked to
 * the privacy page. Checked by the submit handler, not by the browser
 *.
 */
export function Consent({ field, note }: ConsentProps) {
  const { id, name, checked, onChange, error, invalidBy, inputRef } = field;
  const policy = translate({
    id: 'forms.consent.policy',
    message: 'política de privacidad',
    description: 'Link text to the privacy policy inside the consent label',
  });
  const describedBy = [note && `${id}-note`, error && `${id}-error`, invalidBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.consent}>
      <div className={styles.consentRow}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={describedBy}
          aria-invalid={error || invalidBy ? true : undefined}
          aria-required="true"
        />
        <label htmlFor={id}>
          <Translate
            id="forms.consent"
            description="Label of the privacy consent checkbox; {policy} is a link to the privacy policy"
            values={{
              policy: (
                <RouteLink route="privacy" fallback={policy}>
                  {policy}
                </RouteLink>
              ),
            }}
          >
            {'He leído y acepto la {policy}.'}
          </Translate>
          <RequiredMark />
        </label>
      </div>
      {note && (
        <p id={`${id}-note`} className={styles.hint}>
          {note}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
