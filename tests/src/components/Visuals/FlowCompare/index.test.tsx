// @vitest-environment jsdom
/**
 * The automation's before-and-after: a figure with its caption first, the
 * process by hand and the same process automated as two ordered lists under
 * their titles, the person's review standing out in the automated lane, every
 * icon decorative. Props come from the automations page's content files.
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../../../../../src/config/locales';
import FlowCompare, { type FlowCompareProps } from '../../../../../src/components/Visuals/FlowCompare';
import { pageContent } from '../../../../support/content';

afterEach(cleanup);

describe.each(locales)('FlowCompare (%s)', (locale) => {
  const flow = pageContent<{ flowExample: FlowCompareProps }>('services/automations', locale).flowExample;

  it('shows both lanes, titled, their steps in order', () => {
    const { container } = render(<FlowCompare {...flow} />);
    const figure = within(container).getByRole('figure');
    expect(figure.firstElementChild?.tagName).toBe('FIGCAPTION');
    expect(figure.querySelector('figcaption')!.textContent).toBe(`${flow.title}${flow.text}`);
    const lists = within(figure).getAllByRole('list');
    expect(lists.map((l) => l.previousElementSibling?.textContent)).toEqual([flow.manual.title, flow.automated.title]);
    expect(
      lists.map((l) =>
        within(l)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ),
    ).toEqual([flow.manual.steps, flow.automated.steps]);
  });

  it('marks the person’s step of the automated lane only, and hides every icon from assistive technology', () => {
    const { container } = render(<FlowCompare {...flow} />);
    const [manual, automated] = within(container).getAllByRole('list');
    const marked = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => /person/.test(li.className));
    expect(marked(manual)).toEqual([false, false, false]);
    expect(marked(automated)).toEqual([false, false, true, false]);
    for (const svg of container.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });
});
