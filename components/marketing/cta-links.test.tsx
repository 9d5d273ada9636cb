import { render, screen } from '@testing-library/react';
import { CtaLinks } from './cta-links';
import { CtaSection } from './cta-section';

const primary = { href: 'https://dashboard.example/sign-up', external: true, label: 'Start Building' };
const secondary = { href: '/ke/products', label: 'Learn More' };

describe('CtaLinks', () => {
  it('links both actions, and says which one opens a new tab', () => {
    render(<CtaLinks locale="en" primary={primary} secondary={secondary} />);
    const start = screen.getByRole('link', { name: 'Start Building (opens in a new tab)' });
    expect(start).toHaveAttribute('href', primary.href);
    expect(start).toHaveAttribute('target', '_blank');
    const learn = screen.getByRole('link', { name: 'Learn More' });
    expect(learn).toHaveAttribute('href', secondary.href);
    expect(learn).not.toHaveAttribute('target');
  });

  it.each([
    ['light', 'btn-primary', 'btn-secondary'],
    ['dark', 'bg-white', 'border-white'],
  ] as const)('on a %s background the main action is filled and the other outlined', (tone, filled, outlined) => {
    render(<CtaLinks locale="en" primary={primary} secondary={secondary} tone={tone} />);
    expect(screen.getByRole('link', { name: /Start Building/ })).toHaveClass('btn', filled);
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveClass('btn', outlined);
  });

  it('large buttons are wider with larger text; a row keeps its own spacing', () => {
    const { container } = render(<CtaLinks locale="en" primary={primary} secondary={secondary} size="large" className="mt-8 justify-center" />);
    expect(container.firstElementChild).toHaveClass('flex', 'flex-wrap', 'gap-3', 'mt-8', 'justify-center');
    for (const link of screen.getAllByRole('link')) expect(link).toHaveClass('px-6', 'text-base');
  });
});

describe('CtaSection', () => {
  it('is a region named by its heading, with its lead and both actions', () => {
    render(<CtaSection id="cta-title" title="Ready?" lead="Start today." actions={{ locale: 'en', primary, secondary }} className="bg-brand-50" />);
    const region = screen.getByRole('region', { name: 'Ready?' });
    expect(region).toHaveClass('bg-brand-50');
    expect(screen.getByRole('heading', { level: 2, name: 'Ready?' })).toBeInTheDocument();
    expect(screen.getByText('Start today.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
