// @vitest-environment jsdom
/**
 * The disclosure: a native `details` (so it opens without JavaScript) whose
 * summary is the toggle, closed until the visitor opens it, in both looks.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Disclosure from '../../../../src/components/Disclosure';

afterEach(cleanup);

describe('Disclosure', () => {
  it.each(['block', 'inline'] as const)('the %s look starts closed and opens from its summary', (variant) => {
    const { container } = render(
      <Disclosure variant={variant} title="More details" hint={variant === 'block' ? 'One line' : undefined}>
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

  it('keeps its anchor id', () => {
    render(
      <Disclosure id="tools" title="Tools">
        x
      </Disclosure>,
    );
    expect(screen.getByText('Tools').closest('details')?.id).toBe('tools');
  });
});
