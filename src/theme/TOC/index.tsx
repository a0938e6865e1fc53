/**
 * The table of contents beside a blog post (ejected). The theme's TOC
 * highlights the current heading by measuring `document.querySelector('.navbar')`,
 * which this site's own Navbar does not render, so the page crashed on
 * hydration. This one is a static list of the post's headings: no scroll
 * listener, less JavaScript, same look (Infima's `table-of-contents`).
 * Hidden below 997 px, as the theme's.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useFilteredAndTreeifiedTOC } from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';
import type { Props } from '@theme/TOC';
import styles from './styles.module.css';

export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: Props): ReactNode {
  const { tableOfContents } = useThemeConfig();
  const tree = useFilteredAndTreeifiedTOC({
    toc,
    minHeadingLevel: minHeadingLevel ?? tableOfContents.minHeadingLevel,
    maxHeadingLevel: maxHeadingLevel ?? tableOfContents.maxHeadingLevel,
  });
  const label = translate({
    id: 'blog.toc.title',
    message: 'En este artículo',
    description: 'Heading of the table of contents beside a blog post',
  });
  return (
    <nav aria-label={label} className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <p className={styles.title}>{label}</p>
      <TOCItemTree toc={tree} className="table-of-contents table-of-contents__left-border" linkClassName="table-of-contents__link" />
    </nav>
  );
}
