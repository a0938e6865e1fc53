/**
 * Renders one content string with its inline markers (docs/product.md §2): WhatsApp,
 * `tel:` and `mailto:` links and the `{phone}` / `{email}` placeholders. The
 * syntax and its rules live in `src/utils/inlineMarkers.ts`; this component
 * only maps tokens to elements.
 */
import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import { keepUnitsTogether, markerHref, parseInlineMarkers, type MarkerHrefOptions } from '../../utils/inlineMarkers';
import styles from './styles.module.css';

/** Props of {@link RichText}. */
export interface RichTextProps extends MarkerHrefOptions {
  /** A content string, possibly with markers. */
  text: string;
  /** Class of the generated links. */
  linkClassName?: string;
}

/**
 * Inline content (no wrapping element), so it fits inside a `<p>`, `<li>` or
 * a button label. WhatsApp opens in the same tab like the site's other
 * WhatsApp buttons, with `rel="noopener noreferrer"` because it leaves the site.
 * Phone links do not wrap, so a number is never split over two lines, and
 * figures stay on the line of their unit ({@link keepUnitsTogether}).
 */
export default function RichText({ text, linkClassName, ...hrefOptions }: RichTextProps): ReactNode {
  return parseInlineMarkers(text).map((token, i) => {
    if (token.type === 'text') return <Fragment key={i}>{keepUnitsTogether(token.text)}</Fragment>;
    const external = token.marker === 'whatsapp';
    return (
      <a
        key={i}
        className={clsx(styles.link, linkClassName, token.marker === 'phone' && styles.noWrap)}
        href={markerHref(token.marker, hrefOptions)}
        rel={external ? 'noopener noreferrer' : undefined}>
        {token.label}
      </a>
    );
  });
}
