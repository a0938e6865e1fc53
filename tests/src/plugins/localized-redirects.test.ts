/**
 * A moved page has a client redirect in the static build (docs/urls.md): with
 * a record that published the Spanish about page under an older brand slug,
 * the Spanish build's client-redirect list leads the old path to the current
 * one, and the English build's list does not carry it.
 */
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../src/config/routes';
import { defaultFlags } from '../../../src/config/build-env';
import { clientRedirectsFor } from '../../../src/plugins/localized-redirects';
import { oldAboutPath } from '../../fixtures/moved-about';

vi.mock('../../../src/config/published-urls.json', async () => ({
  default: (await import('../../fixtures/moved-about')).recordWithOldSlug(),
}));

const siteUrl = 'https://example.test';

describe('client redirects of a moved page', () => {
  it('the Spanish build redirects the old about path to the current one', () => {
    expect(clientRedirectsFor('es', defaultFlags, siteUrl)).toContainEqual({ from: oldAboutPath, to: routes.about.es });
  });

  it('the English build does not write it', () => {
    expect(clientRedirectsFor('en', defaultFlags, siteUrl).map((r) => r.from)).not.toContain(oldAboutPath);
  });
});
