/**
 * Gates 2 and 3 of docs/performance.md, over the files of the test build (no browser):
 * valid HTML (the W3C Nu validator over every built page except client
 * redirect stubs) and links (every internal link, fragment and asset
 * resolves; external links are only well-formed `tel:`, `mailto:` and
 * WhatsApp links). See `tests/gates/vnu.ts` and `tests/gates/links.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkBuildLinks } from './links';
import { buildDir, htmlFiles, isRedirectStub } from './site';
import { validateHtml } from './vnu';

/** The origin the build was made for (its `SITE_URL`), read from the home page's canonical link. */
function buildOrigin(): string {
  const home = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(home)?.[1];
  if (!canonical) throw new Error('The built home page has no canonical link to read SITE_URL from.');
  return new URL(canonical).origin;
}

test('valid HTML: the Nu validator finds no error in any built page', async () => {
  test.setTimeout(120_000);
  const files = htmlFiles()
    .map((f) => path.join(buildDir, f))
    .filter((f) => !isRedirectStub(readFileSync(f, 'utf8')));
  expect(files.length).toBeGreaterThan(0);
  const errors = validateHtml(files).map(
    (m) =>
      `${path.relative(buildDir, m.url ? new URL(m.url).pathname : '')}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`,
  );
  expect(errors).toEqual([]);
});

test('links: every internal link, anchor and asset resolves; external links are tel:, mailto: and WhatsApp only', async () => {
  const { problems, checked } = checkBuildLinks(buildOrigin());
  expect(checked).toBeGreaterThan(0);
  expect(problems.map((p) => `${p.source} ${p.where} "${p.url}": ${p.reason}`)).toEqual([]);
});
