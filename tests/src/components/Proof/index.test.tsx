// @vitest-environment jsdom
/**
 * The proof slots: nothing while they are empty; filled,
 * the case studies and reviews in either language with their source and date,
 * and the reviews' JSON-LD — `Review` for each, `AggregateRating` only over
 * rated ones.
 */
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Proof from '../../../../src/components/Proof';
import { locales, type Locale } from '../../../../src/config/locales';
import { loadPageContent } from '../../../../src/plugins/site-pages/content';
import { proofSchema, type ProofContent } from '../../../../src/schemas/proof';
import { proofFor } from '../../../../src/utils/proof';
import { formatIsoDate } from '../../../../src/utils/isoDate';
import { fixtureCaseStudies, fixturePhotos, fixtureReviews } from '../../../fixtures/proof';

afterEach(cleanup);

const siteDir = path.resolve(__dirname, '../../../..');
const siteUrl = 'https://example.test';

async function content(locale: Locale, fill: Partial<Pick<ProofContent, 'reviews' | 'caseStudies' | 'photos'>>): Promise<ProofContent> {
  return { ...(await loadPageContent(siteDir, locale, 'proof', proofSchema)), ...fill };
}

function jsonLd(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
}

describe('Proof', () => {
  it.each(locales)('renders nothing while the slots are empty (%s)', async (locale) => {
    const empty = await content(locale, {});
    expect(empty.reviews).toEqual([]);
    expect(empty.caseStudies).toEqual([]);
    expect(empty.photos).toEqual([]);
    const { container } = render(<Proof proof={proofFor('home', empty, String)} siteUrl={siteUrl} locale={locale} />);
    expect(container.innerHTML).toBe('');
    cleanup();
    const { container: without } = render(<Proof siteUrl={siteUrl} locale={locale} />);
    expect(without.innerHTML).toBe('');
  });

  it.each(locales)('shows filled case studies and reviews with source, date and stars (%s)', async (locale) => {
    const filled = await content(locale, { reviews: fixtureReviews, caseStudies: fixtureCaseStudies });
    const proof = proofFor('home', filled, (iso) => formatIsoDate(iso, locale))!;
    const { container } = render(<Proof proof={proof} siteUrl={siteUrl} locale={locale} />);
    const { labels } = filled;

    const cases = screen.getByRole('region', { name: labels.casesTitle });
    const item = fixtureCaseStudies[0];
    expect(within(cases).getByRole('heading', { level: 3, name: item.client })).toBeTruthy();
    expect(cases.textContent).toContain(labels.problem);
    expect(cases.textContent).toContain(item.problem);
    expect(cases.textContent).toContain(item.result);
    for (const f of item.figures) expect(cases.textContent).toContain(`${f.label}${f.value}`);

    const reviews = screen.getByRole('region', { name: labels.reviewsTitle });
    const quotes = reviews.querySelectorAll('blockquote');
    expect([...quotes].map((q) => q.textContent)).toEqual(proof.reviews.map((r) => r.text));
    for (const r of fixtureReviews) {
      const caption = [...reviews.querySelectorAll('figcaption')].find((c) => c.textContent?.includes(r.author))!;
      expect(caption.textContent).toContain(`${labels.publishedOn} ${r.source}`);
      expect(caption.querySelector('time')?.getAttribute('datetime')).toBe(r.date);
      expect(caption.querySelector('time')?.textContent).toBe(formatIsoDate(r.date, locale));
      if (r.url) expect(within(caption).getByRole('link', { name: r.source }).getAttribute('href')).toBe(r.url);
      if (r.rating !== undefined) expect(within(reviews).getByRole('img', { name: `${labels.rating}: ${r.rating}/5` })).toBeTruthy();
    }

    const [data] = jsonLd(container);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ProfessionalService');
    expect(data['@id']).toBe(`${siteUrl}/#business`);
    const shown = data.review as {
      '@type': string;
      author: { name: string };
      datePublished: string;
      reviewRating?: { ratingValue: number };
    }[];
    expect(shown.map((r) => r['@type'])).toEqual(proof.reviews.map(() => 'Review'));
    expect(shown.map((r) => r.author.name)).toEqual(proof.reviews.map((r) => r.author));
    expect(shown.map((r) => r.datePublished)).toEqual(proof.reviews.map((r) => r.date));
    expect(shown.map((r) => r.reviewRating?.ratingValue)).toEqual(proof.reviews.map((r) => r.rating));
    const rated = fixtureReviews.filter((r) => r.rating !== undefined).map((r) => r.rating!);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: rated.reduce((a, b) => a + b, 0) / rated.length,
      reviewCount: rated.length,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('emits no JSON-LD for case studies alone, and no AggregateRating without stars', async () => {
    const casesOnly = await content('es', { caseStudies: fixtureCaseStudies });
    const { container } = render(<Proof proof={proofFor('services', casesOnly, String)} siteUrl={siteUrl} locale="es" />);
    expect(container.querySelector('blockquote')).toBeNull();
    expect(jsonLd(container)).toEqual([]);
    cleanup();

    const unrated = await content('en', { reviews: fixtureReviews.filter((r) => r.rating === undefined) });
    const { container: c2 } = render(<Proof proof={proofFor('websites', unrated, String)} siteUrl={siteUrl} locale="en" />);
    const [data] = jsonLd(c2);
    expect((data.review as unknown[]).length).toBe(1);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(c2.querySelector('[role="img"]')).toBeNull();
  });

  it.each(locales)('shows the workshop photos with their size, text alternative and caption, under the base URL (%s)', async (locale) => {
    const filled = await content(locale, { photos: fixturePhotos });
    const { container } = render(
      <Proof proof={proofFor('computerRepair', filled, String)} siteUrl={siteUrl} locale={locale} withBaseUrl={(p) => `/base${p}`} />,
    );
    const section = screen.getByRole('region', { name: filled.labels.photosTitle });
    const [photo] = fixturePhotos;
    const img = within(section).getByRole('img', { name: photo.alt });
    expect(img.getAttribute('src')).toBe(`/base${photo.src}`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([String(photo.width), String(photo.height)]);
    expect(section.querySelector('figcaption')?.textContent).toBe(photo.caption);
    expect(jsonLd(container)).toEqual([]);
  });
});
