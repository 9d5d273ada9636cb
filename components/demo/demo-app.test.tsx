import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { sandboxModeCopy } from '../../lib/content/sandbox-mode';
import { postDemoPayment } from '../../lib/demo/api';
import { asProps } from '@/test/island-words';
import { DemoApp as Demo } from './demo-app';
import { demoWordsIn } from './demo-words-in';

const words = asProps(demoWordsIn('en'));
const DemoApp = (props: { docsHrefs: Record<'express' | 'paybill' | 'subscription' | 'card', string> }) => <Demo {...props} words={words} />;

jest.mock('../../lib/demo/api', () => ({ postDemoPayment: jest.fn() }));
const postMock = jest.mocked(postDemoPayment);

const docsHrefs = {
  express: '/ke/developers/api/mpesa-stk-push',
  paybill: '/ke/developers/api/mpesa-paybill',
  subscription: '/ke/developers',
  card: '/ke/developers',
};

// Typing key by key is slow on a busy machine; the timings under test are on the fake clock.
jest.setTimeout(30_000);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function openDemo() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<DemoApp docsHrefs={docsHrefs} />);
  await act(async () => jest.advanceTimersByTime(1500));
  return user;
}

describe('DemoApp', () => {
  it('says in the server HTML what it needs, with the docs to read instead, not a loading screen that never ends', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<DemoApp docsHrefs={docsHrefs} />);
    const html = within(page);
    expect(html.getByText(/runs in your browser and starts once this page has loaded. It needs JavaScript/)).toHaveClass('max-w-sm');
    expect(html.queryByText('Loading the payment demo…')).toBeNull();
    expect(html.getByRole('link', { name: 'View API Docs' })).toHaveAttribute('href', docsHrefs.express);
    for (const radio of html.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('shows the loading screen for 1.5 s and announces it, then the Express form', async () => {
    render(<DemoApp docsHrefs={docsHrefs} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment demo…');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1499));
    expect(screen.queryByLabelText('M-Pesa phone number')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText('M-Pesa phone number')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The demo is ready.');
    expect(screen.getByRole('radio', { name: 'M-Pesa Express' })).toBeChecked();
    expect(screen.getByText('KES 5')).toBeInTheDocument();
  });

  it('offers the three types with their descriptions truncated to 80 characters', () => {
    render(<DemoApp docsHrefs={docsHrefs} />);
    for (const name of ['M-Pesa Express', 'M-Pesa Subscriptions', 'Bank Card Payments']) {
      const radio = screen.getByRole('radio', { name });
      const summary = radio.getAttribute('aria-describedby');
      const description = document.getElementById(summary ?? '')?.textContent ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(80);
    }
  });

  it('switching type clears what was typed', async () => {
    const user = await openDemo();
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712345678');
    await user.click(screen.getByRole('radio', { name: 'M-Pesa Subscriptions' }));
    expect(screen.getByLabelText('Subscription name')).toHaveValue('');
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('');
    expect(screen.getByLabelText('Frequency')).toHaveValue('');
  });

  it('requires the email only when the receipt box is ticked, and keeps what was typed', async () => {
    const user = await openDemo();
    await user.click(screen.getByRole('radio', { name: 'Bank Card Payments' }));
    expect(screen.getByText(/Use a test card/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('CVV'), '123');
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Email me a receipt'));
    await user.click(screen.getByRole('button', { name: 'Pay KES 5' }));

    await screen.findByText('Enter your email address for the receipt');
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('Enter your email address for the receipt');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');

    await user.click(screen.getByLabelText('Email me a receipt'));
    await user.click(screen.getByRole('button', { name: 'Pay KES 5' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
  });

  it('simulates the card and subscription submits for 3 s, then shows the success screen', async () => {
    const user = await openDemo();
    await user.click(screen.getByRole('radio', { name: 'M-Pesa Subscriptions' }));
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712345678');
    await user.type(screen.getByLabelText('Subscription name'), 'Gym membership');
    await user.selectOptions(screen.getByLabelText('Frequency'), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Processing your KES 5 demo payment…');
    await act(async () => jest.advanceTimersByTime(2999));
    expect(screen.queryByRole('heading', { name: 'Subscription created' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Subscription created' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View API Docs' })).toHaveAttribute('href', '/ke/developers');
    expect(postMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try Another Demo' }));
    expect(screen.getByLabelText('Subscription name')).toHaveValue('');
  });

  it.each([
    ['succeeds', true],
    ['fails', false],
  ])('the Express demo sends the normalised phone and ends on success when the call %s', async (_label, accepted) => {
    postMock.mockResolvedValue({ accepted, sandbox: false });
    const user = await openDemo();
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Pay KES 5' }));
    expect(await screen.findByRole('heading', { name: 'Payment request sent' })).toBeInTheDocument();
    expect(postMock).toHaveBeenCalledWith('254712345678');
    expect(screen.getByRole('link', { name: 'View API Docs' })).toHaveAttribute('href', docsHrefs.express);
    expect(screen.queryByText(sandboxModeCopy.prompt)).not.toBeInTheDocument();
  });

  it('the Express success screen says so when the server is in sandbox mode and no prompt went out', async () => {
    postMock.mockResolvedValue({ accepted: true, sandbox: true });
    const user = await openDemo();
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Pay KES 5' }));
    expect(await screen.findByRole('heading', { name: 'Payment request sent' })).toBeInTheDocument();
    expect(screen.getByText('This server is in sandbox mode: no M-Pesa prompt went out, and no money was taken.')).toBeInTheDocument();
  });

  it('does not send an invalid phone, and says why under the field', async () => {
    const user = await openDemo();
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0201234567');
    await user.click(screen.getByRole('button', { name: 'Pay KES 5' }));
    expect(await screen.findByText(/Enter a valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0201234567');
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveFocus();
    expect(postMock).not.toHaveBeenCalled();
    // The message goes once the visitor starts fixing the number.
    await user.type(screen.getByLabelText('M-Pesa phone number'), '8');
    expect(screen.queryByText(/Enter a valid/)).not.toBeInTheDocument();
  });

  it('the Paybill sub-mode shows 174379 and DEMO123, completes to success and cancels back', async () => {
    const user = await openDemo();
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712');
    await user.click(screen.getByRole('button', { name: 'Pay with Paybill instead' }));
    expect(screen.getByRole('heading', { name: 'Pay with M-Pesa Paybill' })).toHaveFocus();
    expect(screen.getByText('174379')).toBeInTheDocument();
    expect(screen.getByText('DEMO123')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0712');

    await user.click(screen.getByRole('button', { name: 'Pay with Paybill instead' }));
    await user.click(screen.getByRole('button', { name: 'Payment Completed' }));
    expect(screen.getByRole('heading', { name: 'Payment completed' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View API Docs' })).toHaveAttribute('href', docsHrefs.paybill);
    expect(postMock).not.toHaveBeenCalled();
  });
});
