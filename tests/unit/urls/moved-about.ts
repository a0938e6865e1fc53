/**
 * A published-URL record as it was before the brand slug changed: the
 * committed record plus the Spanish about page at an older slug. Tests mock
 * `src/config/published-urls.json` with it to see the moved page's 301. The
 * record is read from disk, not imported, because the import is the mocked one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../src/config/blog-urls';
import { company } from '../../../src/config/company';
import { routeId, type PublishedUrl } from '../../../src/config/url-record';
import { routes } from '../../../src/config/routes';

/** The Spanish about path under the previous slug. */
export const oldAboutPath = routes.about.es.replace(company.slug, `old-${company.slug}`);

/** The record with the old about path added. */
export function recordWithOldSlug(): PublishedUrl[] {
  const record = JSON.parse(readFileSync(path.join(projectRoot, 'src', 'config', 'published-urls.json'), 'utf8')) as PublishedUrl[];
  return [...record, { id: routeId('about'), locale: 'es', path: oldAboutPath }];
}
