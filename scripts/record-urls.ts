/**
 * `npm run urls:record` (docs/urls.md): adds every current URL of the route
 * map and the blog, both languages, to `src/config/published-urls.json`, the
 * committed record of published URLs. Nothing is ever removed from the record:
 * an old path stays there so that it answers 301 to its page's new path.
 * `npm run build` runs it first, so publishing records what it publishes.
 *
 * Exit code 1, with one line per URL, when a published URL would disappear
 * (see `checkPublishedUrls`); the record is written either way.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isEntry } from './entry';
import { blogUrls, projectRoot } from '../src/config/blog-urls';
import { checkPublishedUrls, mergeRecord, routeUrls, type PublishedUrl } from '../src/config/url-record';

/** The record file, relative to the project folder. */
export const recordFile = path.join('src', 'config', 'published-urls.json');

/** The record as JSON text: one URL per line, so a diff shows each new URL on its own line. */
export function formatRecord(record: readonly PublishedUrl[]): string {
  return `[\n${record.map((u) => `  ${JSON.stringify({ id: u.id, locale: u.locale, path: u.path })}`).join(',\n')}\n]\n`;
}

function main(): void {
  const file = path.join(projectRoot, recordFile);
  const old = JSON.parse(readFileSync(file, 'utf8')) as PublishedUrl[];
  const current = [...routeUrls(), ...blogUrls()];
  const next = mergeRecord(old, current);
  const added = next.length - old.length;
  const text = formatRecord(next);
  if (text !== readFileSync(file, 'utf8')) writeFileSync(file, text);
  console.log(
    added > 0
      ? `urls:record: ${added} new published URL(s) added to ${recordFile}; commit it.`
      : `urls:record: ${recordFile} already lists every current URL (${next.length}).`,
  );
  const { problems } = checkPublishedUrls(next, current);
  if (problems.length > 0) {
    console.error(problems.map((p) => `✗ ${p}`).join('\n'));
    process.exitCode = 1;
  }
}

if (isEntry(import.meta.url)) main();
