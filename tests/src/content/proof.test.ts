/**
 * The proof content file in both languages: it passes
 * its schema, and the schema takes a review only with its source and date and
 * a case study only with client, problem, result and figures.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../../src/config/locales';
import { loadPageContent } from '../../../src/plugins/site-pages/content';
import { proofSchema } from '../../../src/schemas/proof';
import { missingPhotos } from '../../../src/plugins/site-pages';
import { fixtureCaseStudies, fixturePhotos, fixtureReviews } from '../../fixtures/proof';

const siteDir = path.resolve(__dirname, '../../..');

async function shipped() {
  return loadPageContent(siteDir, 'es', 'proof', proofSchema);
}

describe('proof content', () => {
  it.each(locales)('passes its schema in %s', async (locale) => {
    await expect(loadPageContent(siteDir, locale, 'proof', proofSchema)).resolves.toBeTruthy();
  });

  it('accepts filled slots', async () => {
    const result = proofSchema.safeParse({
      ...(await shipped()),
      reviews: fixtureReviews,
      caseStudies: fixtureCaseStudies,
      photos: fixturePhotos,
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['without its source', { source: undefined }],
    ['without its date', { date: undefined }],
    ['with a date that is no date', { date: '14/03/2026' }],
    ['with six stars', { rating: 6 }],
    ['about no service', { services: [] }],
    ['about a page that does not exist', { services: ['nowhere'] }],
    ['with a plain-HTTP link', { url: 'http://reviews.example.test/a' }],
  ])('refuses a review %s', async (_, change) => {
    const review = { ...fixtureReviews[0], ...change };
    expect(proofSchema.safeParse({ ...(await shipped()), reviews: [review] }).success).toBe(false);
  });

  it.each([
    ['without its client', { client: '' }],
    ['without its problem', { problem: undefined }],
    ['without its result', { result: undefined }],
    ['without figures', { figures: [] }],
    ['with five figures', { figures: Array.from({ length: 5 }, (_, i) => ({ value: String(i), label: `f${i}` })) }],
  ])('refuses a case study %s', async (_, change) => {
    const item = { ...fixtureCaseStudies[0], ...change };
    expect(proofSchema.safeParse({ ...(await shipped()), caseStudies: [item] }).success).toBe(false);
  });

  it.each([
    ['outside /img/', { src: '/photos/bench.jpg' }],
    ['that is not a raster image', { src: '/img/bench.svg' }],
    ['without its size', { width: undefined }],
    ['without a text alternative', { alt: '' }],
  ])('refuses a workshop photo %s', async (_, change) => {
    const photo = { ...fixturePhotos[0], ...change };
    expect(proofSchema.safeParse({ ...(await shipped()), photos: [photo] }).success).toBe(false);
  });

  it('fails the build for a photo whose file is not in static/', () => {
    expect(missingPhotos(fixturePhotos, siteDir)).toEqual([]);
    expect(missingPhotos([{ src: '/img/workshop/missing.jpg' }], siteDir)).toEqual(['/img/workshop/missing.jpg']);
  });
});
