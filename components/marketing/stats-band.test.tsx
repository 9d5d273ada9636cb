import { render, screen } from '@testing-library/react';
import { platformStats } from '@/lib/content/stats';
import { StatsBand } from './stats-band';

describe('StatsBand', () => {
  it.each(['grid', 'wrap'] as const)('%s layout: a named region in which each figure is described by its label', (layout) => {
    const { container } = render(<StatsBand stats={platformStats} label="In numbers" layout={layout} />);
    expect(screen.getByRole('region', { name: 'In numbers' })).toBeInTheDocument();
    const terms = Array.from(container.querySelectorAll('dt')).map((term) => term.textContent);
    const values = Array.from(container.querySelectorAll('dd')).map((value) => value.textContent);
    expect(terms).toEqual(platformStats.map((stat) => stat.label));
    expect(values).toEqual(platformStats.map((stat) => stat.value));
  });
});
