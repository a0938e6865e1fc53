/**
 * When the company phone is answered, said beside a call button or a phone
 * link: "Llamadas de lunes a viernes, de 10:00 a 12:00 (hora peninsular)" /
 * "Calls Monday to Friday, 10:00–12:00 Spanish mainland time", from the company
 * module's call window (the same facts the `{openDays}` and `{callHours}`
 * placeholders give running text).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useFacts } from '../../hooks/build-data';
import styles from './styles.module.css';

/** Props of {@link PhoneHours}. */
export interface PhoneHoursProps {
  /** `span` inside a line or a list item, `p` on a line of its own (default). */
  as?: 'p' | 'span';
  className?: string;
}

/** The call window as one short line in the page's language, in small type. */
export default function PhoneHours({ as: Tag = 'p', className }: PhoneHoursProps): ReactNode {
  const facts = useFacts();
  const hours = translate(
    {
      id: 'cta.phoneHours',
      message: 'Llamadas de {days}, {hours}',
      description:
        'Beside a call button or a phone link: when the phone is answered; {days} e.g. "lunes a viernes", {hours} e.g. "de 10:00 a 12:00 (hora peninsular)"',
    },
    { days: facts.openDays, hours: facts.callHours },
  );
  return <Tag className={clsx(styles.hours, className)}>{hours}</Tag>;
}
