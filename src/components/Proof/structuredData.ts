/**
 * JSON-LD for the reviews a page shows: the business
 * node (`#business`, the same `@id` as the site-wide ProfessionalService) with
 * one `Review` per review and, when at least one review has stars, an
 * `AggregateRating` over those. Nothing when the page shows no review.
 */
import { company } from '../../config/company';
import type { Review } from '../../schemas/proof';

/** Schema.org data for `reviews`, or `undefined` when there are none. */
export function reviewsJsonLd(reviews: readonly Review[], siteUrl: string, inLanguage: string): Record<string, unknown> | undefined {
  if (reviews.length === 0) return undefined;
  const rated = reviews.filter((r) => r.rating !== undefined);
  const average = rated.reduce((sum, r) => sum + (r.rating ?? 0), 0) / (rated.length || 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#business`,
    name: company.name,
    review: reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      reviewBody: r.text,
      datePublished: r.date,
      inLanguage,
      publisher: { '@type': 'Organization', name: r.source },
      ...(r.url ? { url: r.url } : {}),
      ...(r.rating !== undefined ? { reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 } } : {}),
    })),
    ...(rated.length > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(average * 10) / 10,
            reviewCount: rated.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so a quote can never close the script. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
