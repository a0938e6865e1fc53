// @vitest-environment jsdom
/**
 * A drawn app screen says nothing but the app's own copy: its name, its
 * highlights as a list a screen reader reads, and a caption saying it is an
 * illustration; the drawing is hidden from assistive technology and loads no
 * image.
 */
import path from 'node:path';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales } from '../../../../src/config/locales';
import { loadPageContent } from '../../../../src/plugins/site-pages/content';
import { appsSchema } from '../../../../src/schemas/apps';
import { docusaurusState } from '../../../support/docusaurus';
import { loadSourceMessages, message } from '../../../support/messages';

vi.mock('@docusaurus/Translate', () => import('../../../support/docusaurus').then((m) => m.translateModule));

const { AppScreen, appScreenKinds } = await import('../../../../src/components/AppScreens');

afterEach(cleanup);

const siteDir = path.resolve(__dirname, '../../../..');

beforeAll(loadSourceMessages);

describe.each(locales)('AppScreen (%s)', (locale) => {
  it('shows each app with only its name and highlights, captioned as an illustration', async () => {
    docusaurusState.locale = locale;
    const { products } = await loadPageContent(siteDir, locale, 'apps', appsSchema);
    for (const [i, app] of products.entries()) {
      const { container } = render(<AppScreen name={app.name} highlights={app.highlights} kind={appScreenKinds[i]} />);
      const figure = container.querySelector('figure')!;
      const caption = message('apps.screen.caption', locale, { app: app.name });
      expect(figure.querySelector('figcaption')?.textContent).toBe(caption);
      expect(
        within(figure)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(app.highlights);
      // Every word on the screen is the app's own copy.
      expect(figure.textContent).toBe(app.name + app.highlights.join('') + caption);
      expect(figure.querySelectorAll('img, image')).toHaveLength(0);
      for (const svg of figure.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
      cleanup();
    }
  });
});
