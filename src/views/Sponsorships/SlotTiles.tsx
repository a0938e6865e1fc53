/**
 * The open-slot tiles of the sponsorships list (open sponsor
 * slots default 2, overridable by content). Pure React (no Docusaurus
 * modules), so the count can be unit tested in jsdom.
 */
import type { ReactNode } from 'react';
import { CircleDashed } from 'lucide-react';
import clsx from 'clsx';
import ui from '../../components/ui.module.css';
import styles from './styles.module.css';

/** Props of {@link SlotTiles}. */
export interface SlotTilesProps {
  /** Number of open tiles to show (whole number, 0 or more). */
  count: number;
  /** Heading of each open tile. */
  openTitle: string;
  openText: string;
  /** Action inside each open tile (a link to the proposal form). */
  action?: ReactNode;
  /** Tiles of places already taken, shown first (each rendered inside its own `li`). */
  taken?: readonly ReactNode[];
  /** Accessible name of the list. */
  label: string;
}

/** A list of taken tiles followed by `count` open tiles (`data-slot="open"`). */
export default function SlotTiles({ count, openTitle, openText, action, taken = [], label }: SlotTilesProps) {
  const open = Math.max(0, Math.floor(count));
  return (
    <ul className={clsx(ui.plainList, styles.slots)} aria-label={label}>
      {taken.map((tile, i) => (
        <li key={`taken-${i}`} className={styles.slotTaken} data-slot="taken">
          {tile}
        </li>
      ))}
      {Array.from({ length: open }, (_, i) => (
        <li key={`open-${i}`} className={styles.slotOpen} data-slot="open">
          <CircleDashed aria-hidden="true" size={28} className={styles.slotIcon} />
          <h3 className={styles.slotTitle}>{openTitle}</h3>
          <p className={styles.slotText}>{openText}</p>
          {action}
        </li>
      ))}
    </ul>
  );
}
