import { act, fireEvent, render, screen } from '@testing-library/react';
import { notify } from '@/components/ui/notify';
import { postToRoute } from '@/lib/post-to-route';
import type { PostResult } from '@/lib/post-to-route';
import { honeypotField } from '@/lib/validation/honeypot';
import { offlineLeadsCopy } from '@/lib/content/offline-leads';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { asProps } from '@/test/island-words';
import { NotifyForm } from './notify-form';
import { notifyFormWordsIn } from './notify-form-words';

jest.mock('../ui/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() }, preloadToasts: jest.fn() }));
jest.mock('../../lib/post-to-route', () => ({ ...jest.requireActual('../../lib/post-to-route'), postToRoute: jest.fn() }));
const action = jest.mocked(postToRoute);

const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });
const respond = (answer: PostResult) => action.mockResolvedValue(answer);
/** The fields of the nth post, without the empty trap field a person leaves. */
const posted = (call = 0) => {
  const body: unknown = action.mock.calls[call]?.[1];
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== honeypotField));
};
const renderForm = (country: 'ug' | 'tz') => render(<NotifyForm country={country} words={asProps(notifyFormWordsIn('en', country))} />);

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
    respond({ ok: true, sandbox: false });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it("posts {email, country}, shows 'Submitting' for 1 s, then the confirmation, and clears the email", async () => {
    renderForm('ug');
    await submit('  amina@example.co.ug ');
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted()).toEqual({ email: 'amina@example.co.ug', country: 'ug', language: 'en' });
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
    respond({ ok: true, sandbox: true });
    renderForm('ug');
    await submit('amina@example.co.ug');
    await advance(1000);
    const dialog = screen.getByRole('dialog', { name: 'Sandbox mode: nothing was sent' });
    expect(dialog).toHaveAccessibleDescription(sandboxModeCopy.mail);
    expect(screen.queryByRole('dialog', { name: "You're on the list!" })).not.toBeInTheDocument();
  });

  it('waits for a slow response beyond the 1 s before confirming', async () => {
    let answer: (result: PostResult) => void = () => undefined;
    action.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderForm('tz');
    await submit('juma@example.co.tz');
    await advance(3000);
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeInTheDocument();
    await act(async () => answer({ ok: true, sandbox: false }));
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
    respond({ ok: false, status: 502, fields: {} });
    renderForm('ug');
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.error).toHaveBeenCalledWith('We could not save your email. Please try again in a moment.');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeInTheDocument();
  });

  it('without a connection keeps the email, says it is saved, and once it goes through says so without opening the dialog', async () => {
    localStorage.clear();
    // postToRoute never rejects: no answer (offline, refused) is status 0.
    respond({ ok: false, status: 0, fields: {} });
    renderForm('ug');
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.info).toHaveBeenCalledWith(offlineLeadsCopy.saved, expect.anything());
    expect(notify.error).not.toHaveBeenCalled();
    expect(emailInput()).toHaveValue('amina@example.co.ug');

    respond({ ok: true, sandbox: false });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(action).toHaveBeenCalledTimes(2);
    expect(posted(1)).toEqual(posted(0));
    expect(notify.success).toHaveBeenCalledWith(offlineLeadsCopy.delivered, undefined);
    expect(emailInput()).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a rate limit says so in our own words', async () => {
    respond({ ok: false, status: 429, fields: {} });
    renderForm('ug');
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.error).toHaveBeenLastCalledWith('Too many attempts. Please wait a minute and try again.');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
  });

  it("shows the server's message for the email field under it", async () => {
    respond({ ok: false, status: 400, fields: { email: 'Enter a valid email address' } });
    renderForm('tz');
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(emailInput()).toHaveAccessibleDescription('Enter a valid email address');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
    // The same words as every form for an answer that names fields.
    expect(notify.error).toHaveBeenCalledWith('Please correct the highlighted fields.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
