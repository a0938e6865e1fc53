// @vitest-environment jsdom
/** Component tests: the sponsor quote renders nothing without a quote, and its text and author with one. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Quote from '../../../../src/views/SponsorDetail/Quote';

afterEach(cleanup);

describe('sponsor Quote', () => {
  it('renders nothing when the content has no quote', () => {
    const { container } = render(<Quote quote={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders the text and the author when present', () => {
    render(<Quote quote={{ text: 'Nos han ahorrado horas.', author: 'Junta directiva' }} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Nos han ahorrado horas.').closest('blockquote')).not.toBeNull();
    expect(within(figure).getByText('Junta directiva').tagName).toBe('FIGCAPTION');
  });
});
