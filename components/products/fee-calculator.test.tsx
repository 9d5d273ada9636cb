import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copyIn } from '@/lib/content/copy';
import { asProps } from '@/test/island-words';
import { FeeCalculator as Calculator } from './fee-calculator';

const words = asProps({ locale: 'en' as const, copy: copyIn('en').productsPage.feeCalculatorCopy, feeRates: copyIn('en').fees.feeRates });
const FeeCalculator = (props: { initialAmount?: string }) => <Calculator {...props} words={words} />;

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

  it('card, merchant pays', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FeeCalculator />);
    await user.click(screen.getByRole('radio', { name: 'Card (Visa, Mastercard) (2.9%)' }));
    expect(figures()).toEqual({ fee: 'KES 29.00', customerPays: 'KES 1,000.00', merchantReceives: 'KES 971.00' });
  });

  it('card, customer pays: charged more so the merchant keeps the full amount', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FeeCalculator />);
    await user.click(screen.getByRole('radio', { name: 'Card (Visa, Mastercard) (2.9%)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Customer pays the fee' }));
    expect(figures()).toEqual({ fee: 'KES 29.87', customerPays: 'KES 1,029.87', merchantReceives: 'KES 1,000.00' });
  });

  it('M-Pesa, customer pays, for a typed amount', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FeeCalculator initialAmount="" />);
    await user.click(screen.getByRole('checkbox', { name: 'Customer pays the fee' }));
    await user.click(amount());
    await user.paste('2,500.50');
    // 2500.50 ÷ 0.985 = 2538.57…; the fee on 2538.58 is 38.08, leaving 2500.50.
    expect(figures()).toEqual({ fee: 'KES 38.08', customerPays: 'KES 2,538.58', merchantReceives: 'KES 2,500.50' });
  });

  it.each([
    ['', 'Enter an amount in KES'],
    ['-200', 'Enter an amount greater than zero'],
    ['abc', 'Enter the amount in numbers with at most two decimals, e.g. 1500 or 1,500.50'],
  ])('answers %p with a message, never NaN', async (typed, message) => {
    const user = userEvent.setup({ delay: null });
    render(<FeeCalculator />);
    await user.clear(amount());
    if (typed) await user.type(amount(), typed);
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(figures()).toEqual({ fee: '—', customerPays: '—', merchantReceives: '—' });
    expect(document.body.textContent).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('has a Calculate button: Enter or a click takes the reader to the figures', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FeeCalculator />);
    await user.click(amount());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
