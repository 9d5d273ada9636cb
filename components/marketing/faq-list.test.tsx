import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqByCountry } from '@/lib/content/faq';
import { FaqList } from './faq-list';

const entries = faqByCountry.ke;

describe('FaqList', () => {
  it.each(['plus', 'chevron'] as const)('with the %s marker, each question opens to its answer', async (marker) => {
    const { container } = render(<FaqList entries={entries} marker={marker} />);
    const disclosures = container.querySelectorAll('details');
    expect(disclosures).toHaveLength(entries.length);
    const [first] = entries;
    if (!first) throw new Error('the FAQ has no entries');
    const question = screen.getByText(first.question);
    const disclosure = question.closest('details');
    expect(disclosure).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(disclosure).toHaveAttribute('open');
    expect(screen.getByText(first.answer)).toBeInTheDocument();
  });

  it('keeps the open/closed marker away from screen readers', () => {
    const { container } = render(<FaqList entries={entries} marker="chevron" />);
    for (const summary of container.querySelectorAll('summary')) {
      expect(summary.querySelector('[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
