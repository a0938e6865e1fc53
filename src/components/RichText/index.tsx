/**
 * Renders one content string with its inline markers: WhatsApp,
 * `tel:` and `mailto:` links and the `{phone}` / `{email}` placeholders. The
 * syntax and its rules live in `src/utils/inlineMarkers.ts`; this component
 * only maps tokens to elements.
 */
import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import { markerHref, parseInlineMarkers, type MarkerHrefOptions } from '../../utils/inlineMarkers';
import { keepFiguresTogether } from '../../utils/typography';
import styles from './styles.module.css';

/** Props of {@link RichText}. */
export interface RichTextProps extends MarkerHrefOptions {
  /** A content string, possibly with markers. */
  text: string;
  /** Class of the generated links. */
  linkClassName?: string;
  /** An element to wrap the text in (default: none, the text is inline content). */
  as?: 'p' | 'span' | 'td';
  /** Class of the wrapping element (with `as`). */
  className?: string;
}

/**
 * Inline content (no wrapping element unless `as` names one), so it fits
 * inside a `<p>`, `<li>` or a button label. WhatsApp opens in the same tab like the site's other
 * WhatsApp buttons, with `rel="noopener noreferrer"` because it leaves the site.
 * Phone links do not wrap, so a number is never split over two lines, and
 * figures stay on the line of their unit and ranges stay whole ({@link keepFiguresTogether}).
 */
export default function RichText({ text, linkClassName, as: Wrapper, className, ...hrefOptions }: RichTextProps): ReactNode {
  const content = parseInlineMarkers(text).map((token, i) => {
    if (token.type === 'text') return <Fragment key={i}>{keepFiguresTogether(token.text)}</Fragment>;
    const external = token.marker === 'whatsapp';
    return (
      <a
        key={i}
        className={clsx(styles.link, linkClassName, token.marker === 'phone' && styles.noWrap)}
        href={markerHref(token.marker, hrefOptions)}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {token.label}
      </a>
    );
  });
  return Wrapper ? <Wrapper className={className}>{content}</Wrapper> : content;
}
