/**
 * The sponsor page's optional quote (`quote{text,
 * author}` is optional). Renders nothing at all when the content has no
 * quote, so no empty band or heading is left behind. Pure React, unit tested
 * in jsdom.
 */
import { Quote as QuoteIcon } from 'lucide-react';
import type { SponsorQuote } from '../../schemas/sponsor';
import styles from './styles.module.css';

/** A blockquote with its author inside a `figure`, or `null` without a quote. */
export default function Quote({ quote }: { quote?: SponsorQuote }) {
  if (!quote) return null;
  return (
    <section className={styles.quoteBand}>
      <div className="container">
        <figure className={styles.quote}>
          <QuoteIcon aria-hidden="true" size={36} className={styles.quoteIcon} />
          <blockquote className={styles.quoteText}>
            <p>{quote.text}</p>
          </blockquote>
          <figcaption className={styles.quoteAuthor}>{quote.author}</figcaption>
        </figure>
      </div>
    </section>
  );
}
