import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { Toaster } from './toaster';

describe('Toaster and notify', () => {
  it('renders nothing until a toast is asked for, then shows it', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    await act(() => notify.success('Your message has been sent successfully'));
    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
  });

  it('shows an error toast', async () => {
    render(<Toaster />);
    await act(() => notify.error('Something went wrong'));
    const toast = (await screen.findByText('Something went wrong')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
  });
});
