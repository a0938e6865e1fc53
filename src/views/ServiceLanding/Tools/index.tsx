/**
 * The tools a service is built with (automations and app
 * development): a compact list of names with one line each.
 */
import type { ReactNode } from 'react';
import { Wrench } from 'lucide-react';
import RichText from '@site/src/components/RichText';
import type { MarkerHrefOptions } from '@site/src/utils/inlineMarkers';
import styles from './styles.module.css';

/** Props of {@link Tools}. */
export interface ToolsProps {
  items: ReadonlyArray<{ name: string; text: string }>;
  /** Prefilled WhatsApp text and e-mail subject of the links in the texts. */
  hrefOptions?: MarkerHrefOptions;
}

/** A list of tools, two or three columns on wide screens. */
export default function Tools({ items, hrefOptions }: ToolsProps): ReactNode {
  return (
    <ul className={styles.tools}>
      {items.map((tool) => (
        <li key={tool.name} className={styles.tool}>
          <Wrench aria-hidden="true" size={20} className={styles.icon} />
          <div>
            <h3 className={styles.name}>{tool.name}</h3>
            <RichText as="p" className={styles.text} text={tool.text} {...hrefOptions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
