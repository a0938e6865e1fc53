// @vitest-environment jsdom
/**
 * Component tests: the open-slot tiles follow the count (default from the limits
 * module, or the content's `openSlots`).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { limits } from '../../../../src/config/limits';
import SlotTiles from '../../../../src/views/Sponsorships/SlotTiles';

afterEach(cleanup);

describe('SlotTiles', () => {
  const props = { openTitle: 'Open tile', openText: 'Open text.', label: 'Tiles' };

  function openTiles() {
    return within(screen.getByRole('list', { name: props.label }))
      .getAllByRole('listitem')
      .filter((li) => li.dataset.slot === 'open');
  }

  it('shows the default number of open slots', () => {
    render(<SlotTiles count={limits.defaultOpenSponsorSlots} {...props} />);
    expect(openTiles()).toHaveLength(2);
    expect(screen.getAllByRole('heading', { name: props.openTitle })).toHaveLength(2);
  });

  it('follows a content override of 3, after the taken tiles', () => {
    render(<SlotTiles count={3} {...props} taken={[<span key="m">Taken club</span>]} />);
    const items = within(screen.getByRole('list', { name: props.label })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0].dataset.slot).toBe('taken');
    expect(openTiles()).toHaveLength(3);
  });

  it('shows no open tile for 0', () => {
    render(<SlotTiles count={0} {...props} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
