import { render, screen } from '@testing-library/react';
import { allOfferings, comingSoonBadge } from '@/lib/content/offerings';
import { OfferingTitle } from './offering-title';

const [offering] = allOfferings;

describe('OfferingTitle', () => {
  if (!offering) throw new Error('no offerings to show');

  it('shows the offering as a heading of the level asked for', () => {
    render(<OfferingTitle locale="en" offering={offering} id="title" as="h3" size="text-2xl" />);
    expect(screen.getByRole('heading', { level: 3, name: offering.title })).toHaveAttribute('id', 'title');
  });

  it.each([true, false])('shows the Coming Soon badge only on an offering not out yet (coming soon: %s)', (comingSoon) => {
    render(<OfferingTitle locale="en" offering={{ ...offering, comingSoon }} id="title" as="h2" size="text-xl" />);
    expect(screen.queryByText(comingSoonBadge) !== null).toBe(comingSoon);
  });
});
