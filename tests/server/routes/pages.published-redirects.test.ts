/**
 * A moved page answers 301 on the server (docs/urls.md): with a record that
 * published the Spanish about page under an older brand slug, the old path
 * redirects to the current one, keeping the query string.
 */
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../src/config/routes';
import { oldAboutPath } from '../../fixtures/moved-about';
import { build } from '../helpers';

vi.mock('../../../src/config/published-urls.json', async () => ({
  default: (await import('../../fixtures/moved-about')).recordWithOldSlug(),
}));

describe('published URLs on the server', () => {
  it('the old about path (previous brand slug) ⇒ 301 to the current one', async () => {
    const t = await build();
    const res = await t.app.inject({ url: oldAboutPath });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(routes.about.es);
    const withQuery = await t.app.inject({ url: `${oldAboutPath}/?ref=chat` });
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe(`${routes.about.es}?ref=chat`);
  });

  it('the current path is not redirected', async () => {
    const t = await build();
    expect((await t.app.inject({ url: routes.about.es })).statusCode).not.toBe(301);
  });
});
