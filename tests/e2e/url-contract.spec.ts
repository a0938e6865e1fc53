/**
 * The URL contract against the site's own server, serving the test build from its URL rules: the same table
 * `npm run rehearse` checks through Caddy with the production Caddyfile (`scripts/url-contract.ts`).
 */
import { expect, test } from '@playwright/test';
import { defaultFlags } from '../../src/config/build-env';
import { checkUrlContract, urlContract } from '../../scripts/url-contract';
import { testBuilds } from '../support/browser';

test('every row of the URL contract holds on the site server', async ({ request }) => {
  const rows = urlContract(testBuilds.site.dir, defaultFlags);
  const problems = await checkUrlContract(rows, async (path, headers) => {
    const r = await request.get(path, { headers, maxRedirects: 0 });
    return { status: r.status(), headers: r.headers() };
  });
  expect(problems, `${rows.length} rows`).toEqual([]);
});
