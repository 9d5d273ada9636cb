import { act, fireEvent, render, screen } from '@testing-library/react';
import { notify } from '@/components/ui/notify';
import { sendNotifyForm } from '@/lib/actions/forms';
import type { NotifyFormState } from '@/lib/actions/forms';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { NotifyForm } from './notify-form';

jest.mock('../ui/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('../../lib/actions/forms', () => ({ sendContactForm: jest.fn(), sendNewsletterForm: jest.fn(), sendNotifyForm: jest.fn() }));
const action = jest.mocked(sendNotifyForm);

const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });
const respond = (answer: NotifyFormState) => action.mockResolvedValue(answer);
const posted = (call = 0) => {
  const data: unknown = action.mock.calls[call]?.[1];
  return data instanceof FormData ? Object.fromEntries(data) : {};
};
const renderForm = (country: 'ug' | 'tz') => render(<NotifyForm country={country} permalink={`/${country}`} />);

/** Types an email and submits, letting the lazily imported request module load. */
async function submit(email: string) {
  fireEvent.change(emailInput(), { target: { value: email } });
  await act(async () => {
    fireEvent.submit(emailInput().closest('form')!);
  });
}

/** Moves the clock and lets the promises waiting on it settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('NotifyForm', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    respond({ status: 'sent', sandbox: false });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it("posts {email, country}, shows 'Submitting' for 1 s, then the confirmation, and clears the email", async () => {
    renderForm('ug');
    await submit('  amina@example.co.ug ');
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted()).toEqual({ email: 'amina@example.co.ug', country: 'ug' });
    expect(screen.getByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-disabled', 'true');

    await advance(999);
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(1);
    const dialog = screen.getByRole('dialog', { name: "You're on the list!" });
    expect(dialog).toHaveTextContent('We will email amina@example.co.ug as soon as Kilele Pay launches in Uganda.');
    expect(emailInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Notify Me' })).not.toHaveAttribute('aria-disabled');

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says plainly that nothing was sent when the server is in sandbox mode', async () => {
    respond({ status: 'sent', sandbox: true });
    renderForm('ug');
    await submit('amina@example.co.ug');
    await advance(1000);
    const dialog = screen.getByRole('dialog', { name: 'Sandbox mode: nothing was sent' });
    expect(dialog).toHaveAccessibleDescription(sandboxModeCopy.mail);
    expect(screen.queryByRole('dialog', { name: "You're on the list!" })).not.toBeInTheDocument();
  });

  it('waits for a slow response beyond the 1 s before confirming', async () => {
    let answer: (state: NotifyFormState) => void = () => undefined;
    action.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderForm('tz');
    await submit('juma@example.co.tz');
    await advance(3000);
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeInTheDocument();
    await act(async () => answer({ status: 'sent', sandbox: false }));
    expect(screen.getByRole('dialog', { name: "You're on the list!" })).toHaveTextContent('Tanzania');
  });

  it('asks for an email, or a valid one, without calling the server', async () => {
    renderForm('ug');
    await submit('   ');
    expect(screen.getByText('Enter your email address')).toBeVisible();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Enter your email address');
    expect(emailInput()).toHaveFocus();

    await submit('amina@');
    expect(emailInput()).toHaveAccessibleDescription('Enter a valid email address');
    await advance(2000);
    expect(action).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a server failure shows an error toast, keeps the email and shows no confirmation', async () => {
    respond({ status: 'failed', values: { email: 'amina@example.co.ug' }, problem: 'unavailable' });
    renderForm('ug');
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.error).toHaveBeenCalledWith('We could not save your email. Please try again in a moment.');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeInTheDocument();
  });

  it('on a network failure or a rate limit says so in our own words', async () => {
    action.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm('ug');
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.error).toHaveBeenLastCalledWith('We could not save your email. Please try again in a moment.');

    respond({ status: 'failed', values: { email: 'amina@example.co.ug' }, problem: 'rate-limited' });
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.error).toHaveBeenLastCalledWith('Too many attempts. Please wait a minute and try again.');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
  });

  it("shows the server's message for the email field under it", async () => {
    respond({ status: 'invalid', values: { email: 'amina@example.co.ug' }, errors: { email: 'Enter a valid email address' } });
    renderForm('tz');
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(emailInput()).toHaveAccessibleDescription('Enter a valid email address');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
