import { act, fireEvent, render, screen } from '@testing-library/react';
import { notify } from '@/components/ui/notify';
import { NotifyForm } from './notify-form';

jest.mock('../ui/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const emailInput = () => screen.getByRole('textbox', { name: 'Email address' });

/** What the form reads of a fetch response (jsdom has no Response). */
const fakeResponse = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });
const respond = (status: number, body: unknown) => jest.fn().mockResolvedValue(fakeResponse(status, body));

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
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = respond(200, { ok: true, message: 'Subscribed' });
    global.fetch = fetchMock;
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it("posts {email, country}, shows 'Submitting' for 1 s, then the confirmation, and clears the email", async () => {
    render(<NotifyForm country="ug" />);
    await submit('  amina@example.co.ug ');
    expect(fetchMock).toHaveBeenCalledWith('/api/notify', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'amina@example.co.ug', country: 'ug' });
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

  it('waits for a slow response beyond the 1 s before confirming', async () => {
    let answer: (response: ReturnType<typeof fakeResponse>) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<NotifyForm country="tz" />);
    await submit('juma@example.co.tz');
    await advance(3000);
    expect(screen.getByRole('button', { name: 'Submitting' })).toBeInTheDocument();
    await act(async () => answer(fakeResponse(202, { ok: true, message: 'Subscribed' })));
    expect(screen.getByRole('dialog', { name: "You're on the list!" })).toHaveTextContent('Tanzania');
  });

  it('asks for an email, or a valid one, without calling the server', async () => {
    render(<NotifyForm country="ug" />);
    await submit('   ');
    expect(screen.getByText('Enter your email address')).toBeVisible();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Enter your email address');
    expect(emailInput()).toHaveFocus();

    await submit('amina@');
    expect(emailInput()).toHaveAccessibleDescription('Enter a valid email address');
    await advance(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a server failure shows an error toast, keeps the email and shows no confirmation', async () => {
    global.fetch = respond(502, { error: 'Upstream mail API failed: SMTP 554' });
    render(<NotifyForm country="ug" />);
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.error).toHaveBeenCalledWith('We could not save your email. Please try again in a moment.');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeInTheDocument();
  });

  it('on a network failure or a rate limit says so in our own words', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(<NotifyForm country="ug" />);
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.error).toHaveBeenLastCalledWith('We could not save your email. Please try again in a moment.');

    global.fetch = respond(429, { error: 'Too many requests' });
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(notify.error).toHaveBeenLastCalledWith('Too many attempts. Please wait a minute and try again.');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
  });

  it("shows the server's message for the email field under it on a 400", async () => {
    global.fetch = respond(400, { error: 'Invalid input', fields: { email: 'Enter a valid email address' } });
    render(<NotifyForm country="tz" />);
    await submit('amina@example.co.ug');
    await advance(1000);
    expect(emailInput()).toHaveAccessibleDescription('Enter a valid email address');
    expect(emailInput()).toHaveValue('amina@example.co.ug');
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
