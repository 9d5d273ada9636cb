import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../ui/notify';
import { NewsletterForm } from './newsletter-form';
import { loadFormChecks } from './load-form-checks';
import { installFetch, removeFetch } from './test-fetch';

jest.mock('../ui/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const email = () => screen.getByLabelText('Email address');
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('NewsletterForm', () => {
  // The form loads its checks (zod, phone metadata) on first use; compile them once up front
  // so no single test pays for it.
  beforeAll(() => loadFormChecks(), 60_000);
  afterEach(removeFetch);

  it('asks for an email address before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = installFetch();
    render(<NewsletterForm />);
    expect(email()).toHaveAttribute('type', 'email');
    await user.click(subscribe());
    await screen.findByText('Enter your email address');
    expect(email()).toHaveAccessibleDescription('Enter your email address');
    expect(email()).toHaveFocus();
    await user.type(email(), 'not-an-email');
    await user.click(subscribe());
    await screen.findByText('Enter a valid email address');
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts {email} to /api/newsletter, then toasts and clears the field', async () => {
    const user = userEvent.setup({ delay: null });
    const { answer, sent } = installFetch();
    render(<NewsletterForm />);
    await user.type(email(), 'amina@example.co.ke');
    await user.click(subscribe());
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(sent().url).toBe('/api/newsletter');
    expect(sent().body).toEqual({ email: 'amina@example.co.ke' });
    await act(async () => answer(201, { ok: true, message: 'Subscribed' }));
    expect(notify.success).toHaveBeenCalledWith('Thanks for subscribing! Watch your inbox for updates.');
    expect(email()).toHaveValue('');
  });

  it('keeps the address and shows an error toast when the server fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = installFetch();
    render(<NewsletterForm />);
    await user.type(email(), 'amina@example.co.ke');
    await user.click(subscribe());
    await screen.findByRole('button', { name: 'Subscribing...' });
    await act(async () => answer(429, { error: 'Too many requests' }));
    expect(notify.error).toHaveBeenCalledWith('We could not subscribe you. Please try again.');
    expect(notify.success).not.toHaveBeenCalled();
    expect(email()).toHaveValue('amina@example.co.ke');
    expect(subscribe()).toBeEnabled();
  });

  it("shows the server's message under the field on a 400", async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = installFetch();
    render(<NewsletterForm />);
    await user.type(email(), 'amina@example.co.ke');
    await user.click(subscribe());
    await screen.findByRole('button', { name: 'Subscribing...' });
    await act(async () => answer(400, { error: 'Invalid request', fields: { email: 'Enter a valid email address' } }));
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(notify.error).toHaveBeenCalledTimes(1);
  });
});
