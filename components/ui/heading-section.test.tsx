import { render, screen } from '@testing-library/react';
import { HeadingSection } from './heading-section';

describe('HeadingSection', () => {
  it.each(['large', 'medium'] as const)('%s: a region named by its h2, with its lead and content', (size) => {
    render(
      <HeadingSection size={size} headingId="apis-heading" heading="APIs" lead="Every endpoint." id="apis">
        <p>content</p>
      </HeadingSection>,
    );
    const region = screen.getByRole('region', { name: 'APIs' });
    expect(region).toHaveAttribute('id', 'apis');
    expect(screen.getByRole('heading', { level: 2, name: 'APIs' })).toBeInTheDocument();
    expect(screen.getByText('Every endpoint.')).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('has no lead paragraph when given none', () => {
    const { container } = render(
      <HeadingSection size="medium" headingId="code-heading" heading="Code">
        <div />
      </HeadingSection>,
    );
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
