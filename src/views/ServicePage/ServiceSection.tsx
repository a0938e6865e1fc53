/**
 * One section of a generic service page, in a compact band: its `h2`, the
 * optional price, the description, plain items as a check list (or, for
 * steps, a numbered list) and groups as cards (label `h3`, items, optional
 * price).
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { Check, X } from 'lucide-react';
import clsx from 'clsx';
import Section from '@site/src/components/Section';
import { Card, CardGrid } from '@site/src/components/Cards';
import RichText from '@site/src/components/RichText';
import type { PriceKey } from '@site/src/config/prices';
import { usePriceFormatter } from '@site/src/hooks/build-data';
import type { ServiceSection as ServiceSectionContent, TariffTable } from '@site/src/schemas/servicePage';
import type { MarkerHrefOptions } from '@site/src/utils/inlineMarkers';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** A price from the prices module with a visually small label, read as "Precio: 40 €/hora". */
function PriceTag({ priceKey, className }: { priceKey: PriceKey; className?: string }): ReactNode {
  const formatPrice = usePriceFormatter();
  return (
    <p className={clsx(styles.price, className)}>
      <span className={styles.priceLabel}>
        {translate({ id: 'servicePage.price.label', message: 'Precio', description: 'Small label before a price on a service page' })}
      </span>{' '}
      <span className={styles.priceValue}>{formatPrice(priceKey)}</span>
    </p>
  );
}

/** Props of {@link CheckList}. */
interface CheckListProps {
  items: readonly string[];
  hrefOptions: MarkerHrefOptions;
  /** Crosses instead of check marks, for things not to do. */
  icon?: 'check' | 'cross';
  className?: string;
}

/** Items as a list with check marks (or crosses); two columns on wide screens when the list is long. */
function CheckList({ items, hrefOptions, icon = 'check', className }: CheckListProps) {
  const Icon = icon === 'cross' ? X : Check;
  return (
    <ul className={clsx(ui.plainList, styles.checkList, items.length > 4 && styles.checkListWide, className)}>
      {items.map((item) => (
        <li key={item} className={ui.marked}>
          <Icon aria-hidden="true" size={18} className={clsx(ui.marker, icon === 'cross' && styles.crossIcon)} />
          <RichText as="span" text={item} {...hrefOptions} />
        </li>
      ))}
    </ul>
  );
}

/** Items that are steps in order, as a numbered list whose numbers sit in small brand-coloured discs. */
function StepList({ items, hrefOptions }: { items: readonly string[]; hrefOptions: MarkerHrefOptions }) {
  return (
    <ol className={styles.stepList}>
      {items.map((item) => (
        <li key={item}>
          <RichText as="span" text={item} {...hrefOptions} />
        </li>
      ))}
    </ol>
  );
}

/**
 * Related offers side by side: what each is for and
 * its price from the prices module, so a visitor sees which one to ask for.
 * On narrow screens each row stacks into a block (see the CSS).
 */
function Tariffs({ table, hrefOptions }: { table: TariffTable; hrefOptions: MarkerHrefOptions }): ReactNode {
  const formatPrice = usePriceFormatter();
  return (
    <table className={styles.tariffs}>
      <thead>
        <tr>
          <th scope="col">{table.columns.name}</th>
          <th scope="col">{table.columns.use}</th>
          <th scope="col">{table.columns.price}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className={styles.tariffName}>
              {row.name}
            </th>
            <RichText as="td" className={styles.tariffUse} text={row.use} {...hrefOptions} />
            <td className={styles.tariffPrice}>
              <span className={styles.priceValue}>{formatPrice(row.priceKey)}</span>
              {row.note && <span className={styles.tariffNote}>{row.note}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Props of {@link ServiceSection}. */
export interface ServiceSectionProps {
  id: string;
  section: ServiceSectionContent;
  tone: 'plain' | 'surface';
  hrefOptions: MarkerHrefOptions;
}

/** A section of a generic service page, from its content. */
export default function ServiceSection({ id, section, tone, hrefOptions }: ServiceSectionProps): ReactNode {
  const { title, description, priceKey, items, numbered, groups, tariffs } = section;
  const columns = groups && (groups.length % 3 === 0 || groups.length > 4) ? 3 : 2;
  return (
    <Section id={id} tone={tone} compact title={title} intro={description && <RichText text={description} {...hrefOptions} />}>
      {priceKey && <PriceTag priceKey={priceKey} className={styles.sectionPrice} />}
      {tariffs && <Tariffs table={tariffs} hrefOptions={hrefOptions} />}
      {items && (numbered ? <StepList items={items} hrefOptions={hrefOptions} /> : <CheckList items={items} hrefOptions={hrefOptions} />)}
      {groups && (
        <CardGrid columns={columns} className={clsx(styles.groupGrid, items && styles.groupsAfterItems)}>
          {groups.map((group) => (
            <Card
              key={group.label}
              className={styles.groupCard}
              title={group.label}
              footer={group.priceKey && <PriceTag priceKey={group.priceKey} />}
            >
              <CheckList items={group.items} hrefOptions={hrefOptions} icon={group.icon} className={styles.checkListCompact} />
            </Card>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
