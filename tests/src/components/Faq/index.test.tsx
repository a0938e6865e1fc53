// @vitest-environment jsdom
/**
 * The one FAQ block: native disclosure widgets whose
 * answers may carry link markers, on every page that shows questions.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Faq from '../../../../src/components/Faq';
import { company, mailtoUrl, telUrl, whatsappLink } from '../../../../src/config/company';
import { pages } from '../../../../src/plugins/site-pages/registry';
import { readFileSync } from 'node:fs';
import path from 'node:path';

afterEach(cleanup);

describe('Faq', () => {
  it('renders each question as a closed disclosure with its answer', () => {
    const { container } = render(
      <Faq
        items={[
          { question: 'Q1?', answer: 'A1.' },
          { question: 'Q2?', answer: 'A2.' },
        ]}
      />,
    );
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect([...details].map((d) => d.open)).toEqual([false, false]);
    expect(details[0].querySelector('summary')?.textContent).toBe('Q1?');
    expect(details[0].querySelector('p')?.textContent).toBe('A1.');
  });

  it('turns link markers in an answer into links with the page options', () => {
    const answer = 'Call [phone][/phone], write [email]here[/email] or [whatsapp]chat[/whatsapp].';
    render(<Faq items={[{ question: 'How?', answer }]} hrefOptions={{ whatsappMessage: 'Hi', emailSubject: 'Subject' }} />);
    expect(screen.getByRole('link', { name: company.phoneDisplay, hidden: true }).getAttribute('href')).toBe(telUrl);
    expect(screen.getByRole('link', { name: 'here', hidden: true }).getAttribute('href')).toBe(mailtoUrl('Subject'));
    expect(screen.getByRole('link', { name: 'chat', hidden: true }).getAttribute('href')).toBe(whatsappLink('Hi'));
  });

  it('is the only FAQ block: every view that shows questions imports it', () => {
    const views = [...new Set(pages.map((p) => p.component.replace('@site/', '')))];
    const root = path.resolve(__dirname, '../../../..');
    const withFaq = views.filter((v) => /\bfaq\b/i.test(readFileSync(path.join(root, v, 'index.tsx'), 'utf8')));
    expect(withFaq.length).toBeGreaterThan(0);
    for (const view of withFaq) {
      expect(readFileSync(path.join(root, view, 'index.tsx'), 'utf8'), view).toMatch(/from '@site\/src\/components\/Faq'/);
    }
  });
});
