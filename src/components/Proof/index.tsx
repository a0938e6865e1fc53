/**
 * The owner's proof of past work: case studies (client,
 * problem, result, figures), published reviews (quote, author, source,
 * date, stars) and photos of the workshop, each block only when the page has
 * entries for it, and the
 * reviews' JSON-LD (`Review`, `AggregateRating` when rated) only when there
 * are reviews. A page without a `proof` module renders nothing.
 *
 * Relative imports and no Docusaurus hooks: views pass the site origin and
 * language, so the component renders the same in a unit test.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import type { Locale } from '../../config/locales';
import type { ProofModule, ShownReview } from '../../utils/proof';
import type { ProofContent } from '../../schemas/proof';
import { Card, CardGrid } from '../Cards';
import Section from '../Section';
import Stats from '../Stats';
import { jsonForScript, reviewsJsonLd } from './structuredData';
import ui from '../ui.module.css';
import styles from './styles.module.css';

/** Props of {@link Proof}. */
export interface ProofProps {
  /** The page's `proof` module; absent when the page has nothing to show. */
  proof?: ProofModule;
  /** Site origin without trailing slash, for the JSON-LD `@id`. */
  siteUrl: string;
  locale: Locale;
  /** Prefixes a site-relative path with the site's base URL (default: unchanged, for a site at `/`). */
  withBaseUrl?: (path: string) => string;
}

function ReviewCard({ item, labels }: { item: ShownReview; labels: ProofContent['labels'] }): ReactNode {
  const source = item.url ? (
    <a href={item.url} rel="noopener noreferrer">
      {item.source}
    </a>
  ) : (
    item.source
  );
  return (
    <li className={clsx(ui.panel, styles.review)}>
      <figure>
        {item.rating !== undefined && (
          <p className={styles.stars} role="img" aria-label={`${labels.rating}: ${item.rating}/5`}>
            {Array.from({ length: 5 }, (_, i) => (
              <Star key={i} aria-hidden="true" size={18} className={i < item.rating! ? styles.starOn : styles.starOff} />
            ))}
          </p>
        )}
        <blockquote className={styles.quote}>
          <p>{item.text}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <span className={styles.author}>{item.author}</span>
          {item.context && <span>{item.context}</span>}
          <span>
            {labels.publishedOn} {source}, <time dateTime={item.date}>{item.dateText}</time>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Case studies, then reviews, then the reviews' JSON-LD; nothing at all without entries. */
export default function Proof({ proof, siteUrl, locale, withBaseUrl = (path) => path }: ProofProps): ReactNode {
  if (!proof || (proof.caseStudies.length === 0 && proof.reviews.length === 0 && proof.photos.length === 0)) return null;
  const { labels, caseStudies, reviews, photos } = proof;
  const jsonLd = reviewsJsonLd(reviews, siteUrl, locale);
  return (
    <>
      {caseStudies.length > 0 && (
        <Section id="case-studies" title={labels.casesTitle}>
          <CardGrid columns={2}>
            {caseStudies.map((item) => (
              <Card key={`${item.client}-${item.problem}`} title={item.client}>
                <dl className={styles.story}>
                  <dt>{labels.problem}</dt>
                  <dd>{item.problem}</dd>
                  <dt>{labels.result}</dt>
                  <dd>{item.result}</dd>
                </dl>
                <div role="group" aria-label={labels.figures} className={styles.figures}>
                  <Stats items={item.figures} />
                </div>
              </Card>
            ))}
          </CardGrid>
        </Section>
      )}
      {reviews.length > 0 && (
        <Section id="reviews" title={labels.reviewsTitle}>
          <CardGrid columns={3}>
            {reviews.map((item) => (
              <ReviewCard key={`${item.author}-${item.date}`} item={item} labels={labels} />
            ))}
          </CardGrid>
        </Section>
      )}
      {photos.length > 0 && (
        <Section id="workshop-photos" title={labels.photosTitle}>
          <ul className={clsx(ui.plainList, styles.photos)}>
            {photos.map((photo) => (
              <li key={photo.src}>
                <figure className={styles.photo}>
                  <img
                    src={withBaseUrl(photo.src)}
                    alt={photo.alt}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    decoding="async"
                  />
                  {photo.caption && <figcaption>{photo.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />}
    </>
  );
}
