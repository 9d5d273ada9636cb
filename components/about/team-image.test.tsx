import { fireEvent, render, screen } from '@testing-library/react';
import { TeamImage } from './team-image';

describe('TeamImage', () => {
  it('shows the picture with its text alternative and size', () => {
    render(<TeamImage src="/images/team/team.svg" alt="The team" width={560} height={400} />);
    const image = screen.getByRole('img', { name: 'The team' });
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '400');
  });

  it('is replaced by a blank placeholder of the same proportions when it fails', () => {
    render(<TeamImage src="/missing.svg" alt="The team" width={560} height={400} />);
    fireEvent.error(screen.getByRole('img', { name: 'The team' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const placeholder = screen.getByTestId('team-image-placeholder');
    expect(placeholder).toBeEmptyDOMElement();
    expect(placeholder).toHaveStyle({ aspectRatio: '560 / 400' });
  });
});
