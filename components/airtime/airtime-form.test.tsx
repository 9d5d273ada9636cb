import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { postAirtime } from '../../lib/airtime/api';
import type { AirtimeAnswer } from '../../lib/airtime/api';
import { notify } from '../ui/notify';
import { asProps } from '@/test/island-words';
import { AirtimeForm } from './airtime-form';
import { airtimeWordsIn } from './airtime-words-in';

const words = asProps(airtimeWordsIn('en'));

jest.mock('../../lib/airtime/api', () => ({ postAirtime: jest.fn() }));
jest.mock('../ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
const postMock = jest.mocked(postAirtime);

// Typing key by key is slow on a busy machine; the timings under test are on the fake clock.
jest.setTimeout(30_000);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A call whose answer the test gives when it wants. */
function deferredAnswer() {
  let answer: (value: AirtimeAnswer) => void = () => {};
  postMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  return (value: AirtimeAnswer) => act(async () => answer(value));
}

async function fillAndBuy(options: { recipient?: string; amount?: string } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<AirtimeForm words={words} />);
  await user.type(screen.getByLabelText('Your M-Pesa phone number'), '0712 345 678');
  if (options.recipient !== undefined) {
    await user.click(screen.getByLabelText('Buy for another number'));
    if (options.recipient) await user.type(screen.getByLabelText('Recipient phone number'), options.recipient);
  }
  await user.type(screen.getByLabelText('Amount (KES)'), options.amount ?? '50');
  await user.click(screen.getByRole('button', { name: 'Buy Airtime' }));
  return user;
}

const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('AirtimeForm', () => {
  it.each([
    ['9', 'The minimum amount is KES 10'],
    ['10.5', 'Enter whole shillings'],
  ])('rejects %s shillings with a message under the field, keeping what was typed', async (amount, message) => {
    await fillAndBuy({ amount });
    const field = await screen.findByLabelText('Amount (KES)');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveValue(amount);
    expect(field).toHaveFocus();
    expect(postMock).not.toHaveBeenCalled();
  });

  it('accepts 10 shillings and sends the payer as recipient when not buying for another number', async () => {
    deferredAnswer();
    await fillAndBuy({ amount: '10' });
    expect(await screen.findByRole('dialog', { name: 'Request submitted' })).toBeInTheDocument();
    expect(postMock).toHaveBeenCalledWith({ phoneNumber: '254712345678', recipientPhone: '254712345678', amount: 10 });
  });

  it('buys with the numbers typed into the server-rendered form before React hydrated it', async () => {
    deferredAnswer();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<AirtimeForm words={words} />);
    expect(screen.getByRole('button', { name: 'Buy Airtime' })).toBeDisabled();
    await user.type(screen.getByLabelText('Your M-Pesa phone number'), '0712 345 678');
    await user.type(screen.getByLabelText('Amount (KES)'), '75');
    await act(async () => {
      hydrateRoot(container, <AirtimeForm words={words} />);
    });
    await user.click(screen.getByRole('button', { name: 'Buy Airtime' }));
    expect(await screen.findByRole('dialog', { name: 'Request submitted' })).toHaveAccessibleDescription(/KES 75 of airtime for 0712345678/);
    expect(postMock).toHaveBeenCalledWith({ phoneNumber: '254712345678', recipientPhone: '254712345678', amount: 75 });
    container.remove();
  });

  it('writes the modal in the language of its words', async () => {
    deferredAnswer();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const swahili = asProps(airtimeWordsIn('sw'));
    render(<AirtimeForm words={swahili} />);
    await user.type(screen.getByLabelText(swahili.airtimeCopy.fields.payingPhone.label), '0712 345 678');
    await user.type(screen.getByLabelText(swahili.airtimeCopy.fields.amount.label), '50');
    await user.click(screen.getByRole('button', { name: swahili.airtimeCopy.submit }));
    const dialog = await screen.findByRole('dialog', { name: 'Ombi limetumwa' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Hatua ya 1 kati ya 3: Ombi limetumwa');
    expect(dialog).toHaveAccessibleDescription(/KES 50 kwa 0712345678/);
  });

  it('steps through the modal every 2 s and completes once the server accepted', async () => {
    const answer = deferredAnswer();
    await fillAndBuy({ recipient: '0722 000 000' });
    expect(postMock).toHaveBeenCalledWith({ phoneNumber: '254712345678', recipientPhone: '254722000000', amount: 50 });
    const dialog = await screen.findByRole('dialog', { name: 'Request submitted' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Step 1 of 3: Request submitted');
    await answer({ accepted: true, sandbox: false });
    await wait(1999);
    expect(screen.getByRole('dialog', { name: 'Request submitted' })).toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole('dialog', { name: 'Check your phone' })).toHaveAccessibleDescription(/M-Pesa prompt on 0712345678/);
    await wait(2000);
    expect(screen.getByRole('dialog', { name: 'Transaction complete' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('Step 3 of 3: Transaction complete');
  });

  it('waits for the server at step 3 instead of claiming completion', async () => {
    const answer = deferredAnswer();
    await fillAndBuy();
    await screen.findByRole('dialog', { name: 'Request submitted' });
    await wait(2000);
    await wait(2000);
    expect(screen.getByRole('dialog', { name: 'Waiting for confirmation' })).toBeInTheDocument();
    expect(screen.queryByText('Transaction complete', { selector: 'h2' })).not.toBeInTheDocument();
    await answer({ accepted: true, sandbox: false });
    expect(screen.getByRole('dialog', { name: 'Transaction complete' })).toBeInTheDocument();
  });

  it('Continue advances by hand, and Done closes, resetting the form after a purchase', async () => {
    const answer = deferredAnswer();
    const user = await fillAndBuy();
    await screen.findByRole('dialog', { name: 'Request submitted' });
    await answer({ accepted: true, sandbox: false });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Check your phone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Transaction complete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your M-Pesa phone number')).toHaveValue('');
    await wait(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in sandbox mode says no prompt went out instead of "Transaction complete", with the Paybill steps', async () => {
    const answer = deferredAnswer();
    await fillAndBuy();
    await screen.findByRole('dialog', { name: 'Request submitted' });
    await answer({ accepted: true, sandbox: true });
    const dialog = screen.getByRole('dialog', { name: 'Sandbox mode: no prompt sent' });
    expect(dialog).toHaveAccessibleDescription(/This server is in sandbox mode: no M-Pesa prompt went out and no money was taken/);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Enter business number 151155');
    await wait(10_000);
    expect(screen.queryByText('Transaction complete', { selector: 'h2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Check your phone' })).not.toBeInTheDocument();
  });

  it('a sandbox answer after the modal was closed comes as a toast saying so', async () => {
    const answer = deferredAnswer();
    await fillAndBuy();
    await screen.findByRole('dialog');
    await act(async () => screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true })));
    await answer({ accepted: true, sandbox: true });
    expect(notify.info).toHaveBeenCalledWith(expect.stringMatching(/^This server is in sandbox mode: no M-Pesa prompt went out/));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('on a failed call says so and shows the Paybill steps for the recipient, keeping the form', async () => {
    const answer = deferredAnswer();
    const user = await fillAndBuy({ recipient: '0722000000' });
    await screen.findByRole('dialog', { name: 'Request submitted' });
    await wait(2000);
    await answer({ accepted: false });
    const dialog = screen.getByRole('dialog', { name: 'The payment request failed' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('The payment request failed');
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(expect.arrayContaining(['Enter business number 151155', 'Enter account number: 0722000000']));
    await wait(10_000);
    expect(screen.queryByText('Transaction complete')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByLabelText('Recipient phone number')).toHaveValue('0722000000');
  });

  it("shows the server's field messages after a 400", async () => {
    postMock.mockResolvedValue({ accepted: false, errors: { amount: 'The maximum amount is KES 10,000' } });
    const user = await fillAndBuy();
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.getByText('The maximum amount is KES 10,000')).toBeInTheDocument();
  });

  it('an answer after the modal was closed comes as a toast', async () => {
    const answer = deferredAnswer();
    await fillAndBuy();
    await screen.findByRole('dialog');
    await act(async () => screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending request...' })).toHaveAttribute('aria-disabled', 'true');
    await answer({ accepted: false });
    expect(notify.error).toHaveBeenCalledWith('Your airtime request failed. You can pay through Paybill 151155 instead.');
    expect(screen.getByRole('button', { name: 'Buy Airtime' })).toBeInTheDocument();
  });

  it('untoggling buy-for-another-number clears the recipient', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<AirtimeForm words={words} />);
    await user.click(screen.getByLabelText('Buy for another number'));
    await user.type(screen.getByLabelText('Recipient phone number'), '0722000000');
    await user.click(screen.getByLabelText('Buy for another number'));
    expect(screen.queryByLabelText('Recipient phone number')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Buy for another number'));
    expect(screen.getByLabelText('Recipient phone number')).toHaveValue('');
  });

  it('requires the recipient only when buying for another number', async () => {
    await fillAndBuy({ recipient: '' });
    expect(await screen.findByText('Enter the recipient phone number')).toBeInTheDocument();
    expect(postMock).not.toHaveBeenCalled();
  });
});
