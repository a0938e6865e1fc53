// @vitest-environment jsdom
/**
 * The sample call: a figure whose caption says first that it is an example,
 * then the turns in order, each read with its speaker's name; the legend is
 * for sighted readers only. Props come from the switchboard's content files.
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../../../../../src/config/locales';
import CallTranscript, { type CallTranscriptProps } from '../../../../../src/components/Visuals/CallTranscript';
import { pageContent } from '../../../../support/content';

afterEach(cleanup);

describe.each(locales)('CallTranscript (%s)', (locale) => {
  const call = pageContent<{ callExample: CallTranscriptProps }>('services/switchboard', locale).callExample;

  it('is a figure labelled as an example before anything else', () => {
    const { container } = render(<CallTranscript {...call} />);
    const figure = within(container).getByRole('figure');
    const caption = figure.querySelector('figcaption')!;
    expect(figure.firstElementChild).toBe(caption);
    expect(caption.firstElementChild?.textContent).toBe(call.title);
    expect(caption.textContent).toContain(call.text);
  });

  it('reads each turn with its speaker, in order, the AI on one side and the caller on the other', () => {
    const { container } = render(<CallTranscript {...call} />);
    const turns = within(container).getAllByRole('listitem');
    expect(turns.map((t) => t.textContent)).toEqual(call.turns.map((t) => `${call.speakers[t.speaker]}: ${t.text}`));
    for (const [i, turn] of turns.entries()) {
      expect(turn.querySelector('.visually-hidden')?.textContent).toBe(`${call.speakers[call.turns[i].speaker]}: `);
      expect(turn.className).toContain(call.turns[i].speaker);
    }
    const legend = container.querySelector('[aria-hidden="true"]')!;
    expect(legend.textContent).toBe(`${call.speakers.ai}${call.speakers.caller}`);
  });
});
