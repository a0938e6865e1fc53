/** The owner's proof of past work (`src/content/proof.json`): reviews, case studies and workshop photos; services by route key. */
import * as z from 'zod';
import { staffMessages } from './messages';
import { routeKey, stat, text } from './common';

/** A review as published elsewhere, quoted word for word; dates are ISO `YYYY-MM-DD`. */
export const review = z.strictObject({
  /** The reviewer as they signed. */
  author: text,
  /** Line under the name: the business or the town. */
  context: text.optional(),
  text,
  rating: z.number().int().min(1).max(5).optional(),
  /** Where the review was published (e.g. `Google`). */
  source: text,
  url: z.url({ protocol: /^https$/ }).optional(),
  date: z.iso.date(),
  services: z.array(routeKey).min(1),
});

/** A case study: a real client's problem, what we did and the measured result. */
export const caseStudy = z.strictObject({
  /** The client as they agreed to be named. */
  client: text,
  problem: text,
  result: text,
  /** Measured figures, e.g. `12 h` / `saved each week`. */
  figures: z.array(stat).min(1).max(4),
  /** When the project was finished. */
  date: z.iso.date().optional(),
  services: z.array(routeKey).min(1),
});

/** A photo of the workshop, served by the site (`static/img/…`). */
export const workshopPhoto = z.strictObject({
  /** Path under `static/`, e.g. `/img/workshop/bench.jpg`. */
  src: z.string().regex(/^\/img\/[\w/-]+\.(?:jpe?g|png|webp|avif)$/, staffMessages.proofImage),
  /** Intrinsic size in pixels, so the page keeps its place while the photo loads. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: text,
  caption: text.optional(),
});

/** The whole proof file. */
export const proofSchema = z.strictObject({
  labels: z.strictObject({
    reviewsTitle: text,
    casesTitle: text,
    /** Term before a case's problem and result. */
    problem: text,
    result: text,
    figures: text,
    /** Words before a review's source: "Publicada en" → "Publicada en Google". */
    publishedOn: text,
    /** Accessible name of the stars, before "N/5". */
    rating: text,
    photosTitle: text,
  }),
  reviews: z.array(review),
  caseStudies: z.array(caseStudy),
  /** Photos of the workshop, shown on the pages of the services done there. */
  photos: z.array(workshopPhoto),
});

export type ProofContent = z.infer<typeof proofSchema>;
export type Review = z.infer<typeof review>;
export type CaseStudy = z.infer<typeof caseStudy>;
export type WorkshopPhoto = z.infer<typeof workshopPhoto>;
