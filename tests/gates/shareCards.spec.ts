/**
 * Share cards, over the files of the test build
 * (no browser): every built page's `og:image` is a file of the build, its
 * own (different per page and per language), 1200 × 630, at most 150 KB, and
 * its `og:image:alt` says more than the brand name — for pages of the route
 * map, the card states the page's title.
 */
import { readFileSync, statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { company } from '../../src/config/company';
import { shareCardSize } from '../../src/config/shareCard';
import { metaContent, readCardRef } from '../../src/plugins/share-cards';
import { imageSize } from './imageSize';
import { fileOfPath, gatePages } from './site';

/** Largest card file, bytes (KB = 1,000 bytes). */
const MAX_CARD_BYTES = 150_000;

test('share cards: every page has its own 1200×630 og:image of at most 150 KB, with an alt that says what it shows', () => {
  const pages = gatePages();
  expect(pages.length).toBeGreaterThan(0);
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const page of pages) {
    const html = readFileSync(page.file, 'utf8');
    const { image, alt } = readCardRef(html);
    if (!image) {
      problems.push(`${page.name}: no og:image`);
      continue;
    }
    const urlPath = new URL(image).pathname;
    const file = fileOfPath(urlPath);
    if (!file) {
      problems.push(`${page.name}: og:image ${urlPath} is not a file of the build`);
      continue;
    }
    const previous = owners.get(urlPath);
    // A blog post's cover is shared by nobody else; a drawn card belongs to one page only.
    if (previous) problems.push(`${page.name}: og:image ${urlPath} is also ${previous}'s`);
    owners.set(urlPath, page.name);
    const size = imageSize(readFileSync(file));
    if (size.width !== shareCardSize.width || size.height !== shareCardSize.height) {
      problems.push(`${page.name}: ${urlPath} is ${size.width}×${size.height}`);
    }
    const bytes = statSync(file).size;
    if (bytes > MAX_CARD_BYTES) problems.push(`${page.name}: ${urlPath} weighs ${bytes} bytes`);
    if (!alt || alt.trim() === company.name) problems.push(`${page.name}: og:image:alt is "${alt ?? ''}"`);
    const title = metaContent(html, 'og:title')?.replace(new RegExp(` \\| ${company.name}$`), '');
    if (page.route && title && alt && !alt.includes(title)) {
      problems.push(`${page.name}: og:image:alt "${alt}" does not state the title "${title}"`);
    }
  }
  expect(problems).toEqual([]);
});
