/**
 * Which reviews and case studies a page shows: all of
 * them on the home and the services overview, those about the page's service
 * elsewhere, newest first, and nothing at all while there are none.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '../../../src/plugins/site-pages/content';
import { proofSchema } from '../../../src/schemas/proof';
import { proofFor, proofOverviewRoutes, workshopPhotoRoutes } from '../../../src/utils/proof';
import { fixtureCaseStudies, fixturePhotos, fixtureReviews } from '../../fixtures/proof';

const siteDir = path.resolve(__dirname, '../../..');
const iso = (d: string) => `[${d}]`;

async function filled() {
  const shipped = await loadPageContent(siteDir, 'es', 'proof', proofSchema);
  return { ...shipped, reviews: fixtureReviews, caseStudies: fixtureCaseStudies, photos: fixturePhotos };
}

describe('proofFor', () => {
  it('gives no module to any page while both lists are empty', async () => {
    const empty = { ...(await filled()), reviews: [], caseStudies: [], photos: [] };
    for (const route of [...proofOverviewRoutes, 'computerRepair', 'automations'] as const) {
      expect(proofFor(route, empty, iso)).toBeUndefined();
    }
  });

  it('shows everything on the overview routes, newest first, with dates formatted', async () => {
    const proof = await filled();
    for (const route of proofOverviewRoutes) {
      const shown = proofFor(route, proof, iso)!;
      expect(shown.reviews.map((r) => r.date)).toEqual(['2026-05-02', '2026-03-14', '2025-11-20']);
      expect(shown.reviews.map((r) => r.dateText)).toEqual(['[2026-05-02]', '[2026-03-14]', '[2025-11-20]']);
      expect(shown.caseStudies).toHaveLength(fixtureCaseStudies.length);
      expect(shown.labels).toEqual(proof.labels);
    }
  });

  it('shows a service page only the entries about its service', async () => {
    const proof = await filled();
    expect(proofFor('computerRepair', proof, iso)!.reviews.map((r) => r.author)).toEqual([fixtureReviews[0].author]);
    expect(proofFor('computerRepair', proof, iso)!.caseStudies).toEqual([]);
    const automations = proofFor('automations', proof, iso)!;
    expect(automations.reviews.map((r) => r.author)).toEqual([fixtureReviews[1].author]);
    expect(automations.caseStudies.map((c) => c.client)).toEqual([fixtureCaseStudies[0].client]);
    expect(proofFor('websites', { ...proof, photos: [] }, iso)!.caseStudies).toEqual([]);
    expect(proofFor('advisory', proof, iso)).toBeUndefined();
  });

  it('shows the workshop photos only on the pages of the services done in the workshop', async () => {
    const proof = { ...(await filled()), reviews: [], caseStudies: [] };
    for (const route of workshopPhotoRoutes) expect(proofFor(route, proof, iso)!.photos).toEqual(fixturePhotos);
    for (const route of [...proofOverviewRoutes, 'automations', 'websites'] as const) expect(proofFor(route, proof, iso)).toBeUndefined();
  });
});
