import { fireEvent, render, screen } from '@testing-library/react';
import { countryOptions } from '@/lib/countries';
import { Flag } from './flag';

describe('Flag', () => {
  it('shows the flag image while it loads', () => {
    const { container } = render(<Flag image={countryOptions.ke.flagImage} emoji={countryOptions.ke.flagEmoji} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/flags/ke.svg');
    expect(screen.queryByTestId('flag-emoji')).not.toBeInTheDocument();
  });

  it('falls back to the emoji when the image fails', () => {
    const { container } = render(<Flag image={countryOptions.ug.flagImage} emoji={countryOptions.ug.flagEmoji} />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image rendered');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('flag-emoji')).toHaveTextContent('🇺🇬');
  });
});
