import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postToRoute } from '@/lib/post-to-route';
import { offlineLeadsCopy } from '@/lib/content/offline-leads';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { notify } from '../ui/notify';
import { deferAnswers } from '@/test/deferred-action';
import { asProps } from '@/test/island-words';
import { contactWordsIn } from './contact-words-in';
import { NewsletterForm } from './newsletter-form';

jest.mock('../../lib/post-to-route', () => ({ ...jest.requireActual('../../lib/post-to-route'), postToRoute: jest.fn() }));
jest.mock('../ui/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
  preloadToasts: jest.fn(),
}));
const action = jest.mocked(postToRoute);

const email = () => screen.getByLabelText('Email address');
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });
const renderForm = () => render(<NewsletterForm country="ke" words={asProps(contactWordsIn('en').newsletter)} />);

async function subscribeWith(address: string) {
  const user = userEvent.setup({ delay: null });
  renderForm();
  await user.type(email(), address);
  await user.click(subscribe());
  return user;
}

describe('NewsletterForm', () => {
  // The form loads its checks (zod) on first use; compile them once up front.
  beforeAll(() => import('./form-checks'), 60_000);

  it('asks for an email address before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(email()).toHaveAttribute('type', 'email');
    await user.click(subscribe());
    await screen.findByText('Enter your email address');
    expect(email()).toHaveAccessibleDescription('Enter your email address');
    expect(email()).toHaveFocus();
    await user.type(email(), 'not-an-email');
    await user.click(subscribe());
    await screen.findByText('Enter a valid email address');
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(action).not.toHaveBeenCalled();
  });

  it('posts {email} to its action, then toasts and clears the field', async () => {
    const { answer, posted } = deferAnswers(action);
    await subscribeWith('amina@example.co.ke');
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toHaveAttribute('aria-disabled', 'true');
    expect(posted()).toEqual({ email: 'amina@example.co.ke', language: 'en' });
    await act(async () => answer({ ok: true, sandbox: false }));
    expect(notify.success).toHaveBeenCalledWith('Thanks for subscribing! Watch your inbox for updates.', undefined);
    expect(email()).toHaveValue('');
  });

  it('says plainly that nothing was sent when the server is in sandbox mode', async () => {
    const { answer } = deferAnswers(action);
    await subscribeWith('amina@example.co.ke');
    await act(async () => answer({ ok: true, sandbox: true }));
    expect(notify.info).toHaveBeenCalledWith(sandboxModeCopy.mail, undefined);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('keeps the address and shows an error toast when the mail service fails', async () => {
    const { answer } = deferAnswers(action);
    await subscribeWith('amina@example.co.ke');
    await screen.findByRole('button', { name: 'Subscribing...' });
    await act(async () => answer({ ok: false, status: 502, fields: {} }));
    expect(notify.error).toHaveBeenCalledWith('We could not subscribe you. Please try again.');
    expect(notify.success).not.toHaveBeenCalled();
    expect(email()).toHaveValue('amina@example.co.ke');
    expect(subscribe()).toBeEnabled();
  });

  it('without a connection keeps the address, and when the kept address is refused for good shows why under the field', async () => {
    localStorage.clear();
    const { failNetwork, answer, posted } = deferAnswers(action);
    await subscribeWith('amina@example.co.ke');
    await screen.findByRole('button', { name: 'Subscribing...' });
    await act(async () => failNetwork());
    expect(notify.info).toHaveBeenCalledWith(offlineLeadsCopy.saved, expect.anything());
    expect(email()).toHaveValue('amina@example.co.ke');

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(posted(1)).toEqual(posted(0));
    await act(async () => answer({ ok: false, status: 400, fields: { email: 'Enter a valid email address' } }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(email()).toHaveValue('amina@example.co.ke');
    // Refused for good: not kept for another try.
    expect(localStorage.getItem('kilelepay:offline-leads')).toBeNull();
  });

  it("shows the server's message under the field", async () => {
    const { answer } = deferAnswers(action);
    await subscribeWith('amina@example.co.ke');
    await screen.findByRole('button', { name: 'Subscribing...' });
    await act(async () => answer({ ok: false, status: 400, fields: { email: 'Enter a valid email address' } }));
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(notify.error).toHaveBeenCalledTimes(1);
  });
});
