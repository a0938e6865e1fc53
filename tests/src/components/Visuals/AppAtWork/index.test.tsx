// @vitest-environment jsdom
/**
 * The app illustration: a figure captioned as an illustration, its three
 * stages in order as text (the document's name, the field names, the
 * labels), the drawing and the bars decorative. Props come from the app
 * development page's content files.
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../../../../../src/config/locales';
import AppAtWork, { type AppAtWorkProps } from '../../../../../src/components/Visuals/AppAtWork';
import { pageContent } from '../../../../support/content';

afterEach(cleanup);

describe.each(locales)('AppAtWork (%s)', (locale) => {
  const app = pageContent<{ appExample: AppAtWorkProps }>('services/appDevelopment', locale).appExample;

  it('is captioned as an illustration and says every word as text', () => {
    const { container } = render(<AppAtWork {...app} />);
    const figure = within(container).getByRole('figure');
    const caption = figure.querySelector('figcaption')!;
    expect(figure.firstElementChild).toBe(caption);
    expect(caption.firstElementChild?.textContent).toBe(app.title);
    expect(caption.textContent).toContain(app.text);
    const stages = [...figure.querySelectorAll(':scope > ol > li')];
    expect(stages).toHaveLength(3);
    expect(stages.map((s) => s.lastElementChild?.textContent)).toEqual(app.steps);
    expect(stages[0].textContent).toContain(app.document);
    expect(
      within(stages[1] as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(app.fields);
  });

  it('draws without a word in the drawing: the page and the icons are hidden from assistive technology', () => {
    const { container } = render(<AppAtWork {...app} />);
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.textContent).toBe('');
    }
  });
});
