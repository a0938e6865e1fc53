/** Which of the owner's reviews and case studies a page shows, chosen at build time. */
import type { RouteKey } from '../config/routes';
import type { CaseStudy, ProofContent, Review, WorkshopPhoto } from '../schemas/proof';

/** Pages that show every review and case study, whatever service it is about. */
export const proofOverviewRoutes: readonly RouteKey[] = ['home', 'services'];

/** Pages of the services done in the workshop, which show its photos. */
export const workshopPhotoRoutes: readonly RouteKey[] = ['computerRepair', 'dataRecovery', 'phoneRepair', 'microsoldering'];

/** A review as a page shows it: the content entry plus its date in the page's format. */
export interface ShownReview extends Review {
  /** `date` formatted for the page's language (`02/09/2025`, `2 September 2025`). */
  dateText: string;
}

/** The `proof` module of a page: the labels and the entries it shows, newest first. */
export interface ProofModule {
  labels: ProofContent['labels'];
  reviews: ShownReview[];
  caseStudies: CaseStudy[];
  photos: WorkshopPhoto[];
}

/** Newest first; entries without a date keep their order after dated ones. */
function byDateDesc<T extends { date?: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

/** The `proof` module of `route` (all entries on overview routes, else those naming it; photos on workshop routes), or `undefined`. */
export function proofFor(route: RouteKey, proof: ProofContent, formatDate: (iso: string) => string): ProofModule | undefined {
  const about = (entry: { services: readonly RouteKey[] }) => proofOverviewRoutes.includes(route) || entry.services.includes(route);
  const reviews = byDateDesc(proof.reviews.filter(about)).map((r) => ({ ...r, dateText: formatDate(r.date) }));
  const caseStudies = byDateDesc(proof.caseStudies.filter(about));
  const photos = workshopPhotoRoutes.includes(route) ? proof.photos : [];
  if (reviews.length === 0 && caseStudies.length === 0 && photos.length === 0) return undefined;
  return { labels: proof.labels, reviews, caseStudies, photos };
}
