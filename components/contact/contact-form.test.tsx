import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactSubjects } from '@/lib/validation/contact';
import { notify } from '../ui/notify';
import { ContactForm } from './contact-form';
import { loadFormChecks } from './load-form-checks';
import { installFetch, removeFetch } from './test-fetch';

jest.mock('../ui/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const typed = {
  fullname: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  company: 'Duka Bora Ltd',
  phone: '0712 345 678',
  subject: 'Developer APIs',
  message: 'We want to accept M-Pesa payments in our app.',
};
type Typed = typeof typed;

const field = {
  fullname: () => screen.getByLabelText('Full name'),
  email: () => screen.getByLabelText('Email address'),
  company: () => screen.getByLabelText('Company'),
  phone: () => screen.getByLabelText('Phone number'),
  subject: () => screen.getByLabelText('What are you interested in?'),
  message: () => screen.getByLabelText('Project details'),
};

const textFields = ['fullname', 'email', 'company', 'phone', 'message'] as const;

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Typed> = typed) {
  for (const name of textFields) {
    const value = values[name];
    // Pasted rather than typed key by key: the same change events, far fewer renders.
    if (value) {
      await user.click(field[name]());
      await user.paste(value);
    }
  }
  if (values.subject) await user.selectOptions(field.subject(), values.subject);
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm', () => {
  // The form loads its checks (zod, phone metadata) on first use; compile them once up front
  // so no single test pays for it.
  beforeAll(() => loadFormChecks(), 60_000);
  afterEach(removeFetch);

  it("is titled \"Let's Talk Business\", labels every field and lists the seven subjects", () => {
    render(<ContactForm subjects={contactSubjects} />);
    expect(screen.getByRole('form', { name: "Let's Talk Business" })).toBeInTheDocument();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    const options = within(field.subject()).getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(1)).toEqual([...contactSubjects]);
  });

  it('shows the spec message under each empty field, marks them invalid and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await user.click(send());
    await screen.findByText('Enter fullname');
    const expected: [keyof typeof field, string][] = [
      ['fullname', 'Enter fullname'],
      ['email', 'Enter your email address'],
      ['company', 'Enter company name'],
      ['phone', 'Enter phone number'],
      ['subject', 'Enter your interest'],
      ['message', 'Enter project details'],
    ];
    for (const [name, message] of expected) {
      expect(field[name]()).toHaveAttribute('aria-invalid', 'true');
      expect(field[name]()).toHaveAccessibleDescription(message);
    }
    expect(field.fullname()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a single empty field and focuses it', async () => {
    const user = userEvent.setup({ delay: null });
    installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await fillIn(user, { ...typed, company: '' });
    await user.click(send());
    await screen.findByText('Enter company name');
    expect(field.company()).toHaveAccessibleDescription('Enter company name');
    expect(field.company()).toHaveFocus();
    expect(field.fullname()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter fullname')).not.toBeInTheDocument();
  });

  it('rejects a malformed email', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await fillIn(user, { ...typed, email: 'wanjiru@' });
    await user.click(send());
    await screen.findByText('Enter a valid email address');
    expect(field.email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(field.email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['0712345678', '+254 712 345 678', '254712345678', '0110 123 456'])('accepts the Kenyan phone %p', async (phone) => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await fillIn(user, { ...typed, phone });
    await user.click(send());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/valid Kenyan phone/)).not.toBeInTheDocument();
  });

  it("posts the typed fields as JSON, reads 'Submitting...' disabled meanwhile, then toasts and resets", async () => {
    const user = userEvent.setup({ delay: null });
    const { answer, sent } = installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await fillIn(user);
    await user.click(send());

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    const { url, init, body } = sent();
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(body).toEqual(typed);
    // A second press while sending does nothing.
    await user.click(busy);
    expect(notify.success).not.toHaveBeenCalled();

    await act(async () => answer(200, { ok: true, message: 'Sent' }));
    expect(notify.success).toHaveBeenCalledWith('Your message has been sent successfully', { duration: 5000, dark: true });
    expect(notify.error).not.toHaveBeenCalled();
    expect(send()).toBeEnabled();
    for (const control of Object.values(field)) expect(control()).toHaveValue('');
  });

  it('keeps what was typed and shows an error toast (not the server text) when the server fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('button', { name: 'Submitting...' });
    await act(async () => answer(502, { error: 'Upstream mail API timed out' }));

    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalledWith('Upstream mail API timed out');
    expect(notify.success).not.toHaveBeenCalled();
    for (const name of textFields) expect(field[name]()).toHaveValue(typed[name]);
    expect(field.subject()).toHaveValue(typed.subject);
    expect(send()).toBeEnabled();
  });

  it('keeps what was typed when the network is down', async () => {
    const user = userEvent.setup({ delay: null });
    const { failNetwork } = installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('button', { name: 'Submitting...' });
    await act(async () => failNetwork());
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(field.email()).toHaveValue(typed.email);
    expect(send()).toBeEnabled();
  });

  it("shows the server's field messages under the inputs on a 400", async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('button', { name: 'Submitting...' });
    await act(async () =>
      answer(400, { error: 'Invalid request', fields: { phone: 'Enter a valid Kenyan phone number, e.g. 0712 345 678' } }),
    );
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(field.phone()).toHaveAccessibleDescription('Enter a valid Kenyan phone number, e.g. 0712 345 678');
    expect(field.phone()).toHaveFocus();
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(field.company()).toHaveValue(typed.company);
  });

  it('clears a field’s message once it is edited', async () => {
    const user = userEvent.setup({ delay: null });
    installFetch();
    render(<ContactForm subjects={contactSubjects} />);
    await user.click(send());
    await screen.findByText('Enter fullname');
    await user.type(field.fullname(), 'W');
    expect(field.fullname()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter fullname')).not.toBeInTheDocument();
    expect(screen.getByText('Enter company name')).toBeInTheDocument();
  });
});
