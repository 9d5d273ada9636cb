import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeeCalculator } from './fee-calculator';

function figures() {
  const result = within(screen.getByRole('status'));
  const value = (label: string) => result.getByText(label).nextElementSibling?.textContent;
  return { fee: value('Transaction fee'), customerPays: value('Customer pays'), merchantReceives: value('You receive') };
}

const amount = () => screen.getByLabelText('Amount (KES)');

describe('FeeCalculator', () => {
  it('starts with KES 1,000 by M-Pesa, the merchant paying the fee', () => {
    render(<FeeCalculator />);
    expect(screen.getByRole('radio', { name: 'M-Pesa (1.5%)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Customer pays the fee' })).not.toBeChecked();
    expect(figures()).toEqual({ fee: 'KES 15.00', customerPays: 'KES 1,000.00', merchantReceives: 'KES 985.00' });
  });

  it('recomputes for each method and fee payer', async () => {
    const user = userEvent.setup();
    render(<FeeCalculator />);
    await user.click(screen.getByRole('radio', { name: 'Card (Visa, Mastercard) (2.9%)' }));
    expect(figures()).toEqual({ fee: 'KES 29.00', customerPays: 'KES 1,000.00', merchantReceives: 'KES 971.00' });
    await user.click(screen.getByRole('checkbox', { name: 'Customer pays the fee' }));
    expect(figures()).toEqual({ fee: 'KES 29.87', customerPays: 'KES 1,029.87', merchantReceives: 'KES 1,000.00' });
    await user.click(screen.getByRole('radio', { name: 'M-Pesa (1.5%)' }));
    expect(figures()).toEqual({ fee: 'KES 15.23', customerPays: 'KES 1,015.23', merchantReceives: 'KES 1,000.00' });
    await user.clear(amount());
    await user.type(amount(), '2,500.50');
    expect(figures().merchantReceives).toBe('KES 2,500.50');
  });

  it.each([
    ['', 'Enter an amount in KES'],
    ['-200', 'Enter an amount greater than zero'],
    ['abc', 'Enter the amount in numbers with at most two decimals, e.g. 1500 or 1,500.50'],
  ])('answers %p with a message, never NaN', async (typed, message) => {
    const user = userEvent.setup();
    render(<FeeCalculator />);
    await user.clear(amount());
    if (typed) await user.type(amount(), typed);
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(figures()).toEqual({ fee: '—', customerPays: '—', merchantReceives: '—' });
    expect(document.body.textContent).not.toMatch(/NaN|undefined|Infinity/);
  });
});
