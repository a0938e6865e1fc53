// @vitest-environment jsdom
/**
 * The disclosure: a native `details` (so it opens without JavaScript) whose
 * summary is the toggle, closed until the visitor opens it.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Disclosure from '../../../../src/components/Disclosure';

afterEach(cleanup);

describe('Disclosure', () => {
  it('starts closed and opens from its summary', () => {
    const { container } = render(
      <Disclosure title="More details">
        <p>Folded text</p>
      </Disclosure>,
    );
    const details = container.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    expect(details.open).toBe(false);
    expect(summary.textContent).toContain('More details');
    expect(details.textContent).toContain('Folded text');
    fireEvent.click(summary);
    expect(details.open).toBe(true);
  });
});
