import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { postToRoute } from '@/lib/post-to-route';
import { offlineLeadsCopy } from '@/lib/content/offline-leads';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import { contactSubjects } from '@/lib/validation/contact';
import { notify } from '../ui/notify';
import { ContactForm } from './contact-form';
import { deferAnswers } from '@/test/deferred-action';
import { asProps } from '@/test/island-words';
import { contactWordsIn } from './contact-words-in';

jest.mock('../../lib/post-to-route', () => ({ ...jest.requireActual('../../lib/post-to-route'), postToRoute: jest.fn() }));
jest.mock('../ui/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
  preloadToasts: jest.fn(),
}));
const action = jest.mocked(postToRoute);

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
const phoneHint = 'A Kenyan number, or any other with its country code (e.g. +1 415 555 2671)';

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
const words = asProps(contactWordsIn('en').contact);
const contactForm = <ContactForm subjects={contactSubjects} country="ke" words={words} />;
const renderForm = () => render(contactForm);

describe('ContactForm', () => {
  // The form loads its checks (zod, phone metadata) on first use; compile them once up front
  // so no single test pays for it.
  beforeAll(async () => {
    await import('./form-checks');
    await import('@/lib/validation/world-phone-metadata');
  }, 60_000);
  afterEach(() => sessionStorage.clear());

  it('is titled "Let\'s Talk Business", labels every field and lists the seven subjects', () => {
    renderForm();
    expect(screen.getByRole('form', { name: "Let's Talk Business" })).toBeInTheDocument();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).toHaveAccessibleDescription(phoneHint);
    const options = within(field.subject())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(1)).toEqual([...contactSubjects]);
  });

  it('shows its message under each empty field, marks them invalid and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(send());
    await screen.findByText('Enter fullname');
    const expected: [keyof typeof field, string][] = [
      ['fullname', 'Enter fullname'],
      ['email', 'Enter your email address'],
      ['company', 'Enter company name'],
      ['phone', `${phoneHint} Enter phone number`],
      ['subject', 'Enter your interest'],
      ['message', 'Enter project details'],
    ];
    for (const [name, message] of expected) {
      expect(field[name]()).toHaveAttribute('aria-invalid', 'true');
      expect(field[name]()).toHaveAccessibleDescription(message);
    }
    expect(field.fullname()).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it('names a single empty field and focuses it', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
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
    renderForm();
    await fillIn(user, { ...typed, email: 'wanjiru@' });
    await user.click(send());
    await screen.findByText('Enter a valid email address');
    expect(field.email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(field.email()).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it.each(['0712345678', '+254 712 345 678', '020 123 4567', '+1 415 555 2671', '+44 20 7946 0958'])('accepts the phone %p', async (phone) => {
    const user = userEvent.setup({ delay: null });
    deferAnswers(action);
    renderForm();
    await fillIn(user, { ...typed, phone });
    await user.click(send());
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/valid phone number/)).not.toBeInTheDocument();
  });

  it.each(['+1 415 555', '0712', 'my office'])('says what a phone must be when %p is not one', async (phone) => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user, { ...typed, phone });
    await user.click(send());
    await screen.findByText(/valid phone number/);
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining('or any other with its country code, such as +1 415 555 2671'));
    expect(action).not.toHaveBeenCalled();
  });

  it("posts the typed fields to its action, reads 'Submitting...' disabled meanwhile, then toasts and resets", async () => {
    const user = userEvent.setup({ delay: null });
    const { answer, posted } = deferAnswers(action);
    renderForm();
    await fillIn(user);
    await user.click(send());

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted()).toEqual({ ...typed, language: 'en' });
    // A second press while sending does nothing.
    await user.click(busy);
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => answer({ ok: true, sandbox: false }));
    expect(notify.success).toHaveBeenCalledWith('Your message has been sent successfully', { duration: 5000, dark: true });
    expect(notify.error).not.toHaveBeenCalled();
    expect(send()).toBeEnabled();
    for (const control of Object.values(field)) expect(control()).toHaveValue('');
  });

  it('says plainly that nothing was sent when the server is in sandbox mode', async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = deferAnswers(action);
    renderForm();
    await fillIn(user);
    await user.click(send());
    await act(async () => answer({ ok: true, sandbox: true }));
    expect(notify.info).toHaveBeenCalledWith(sandboxModeCopy.mail, { duration: 5000, dark: true });
    expect(sandboxModeCopy.mail).toMatch(/sandbox mode: nothing was sent/);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows an error toast when the mail service fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = deferAnswers(action);
    renderForm();
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('button', { name: 'Submitting...' });
    await act(async () => answer({ ok: false, status: 502, fields: {} }));

    expect(notify.error).toHaveBeenCalledWith('We could not send your message. Please try again, or email us.');
    expect(notify.success).not.toHaveBeenCalled();
    for (const name of textFields) expect(field[name]()).toHaveValue(typed[name]);
    expect(field.subject()).toHaveValue(typed.subject);
    expect(send()).toBeEnabled();
  });

  it('without a connection keeps what was typed, says it is saved on the device, and sends it once the connection is back', async () => {
    localStorage.clear();
    const user = userEvent.setup({ delay: null });
    const { failNetwork, answer, posted } = deferAnswers(action);
    renderForm();
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('button', { name: 'Submitting...' });
    await act(async () => failNetwork());
    expect(notify.info).toHaveBeenCalledWith(offlineLeadsCopy.saved, expect.anything());
    expect(notify.error).not.toHaveBeenCalled();
    for (const name of textFields) expect(field[name]()).toHaveValue(typed[name]);
    expect(send()).toBeEnabled();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(posted(1)).toEqual(posted(0));
    await act(async () => answer({ ok: true, sandbox: false }));
    await waitFor(() => expect(field.email()).toHaveValue(''));
    expect(notify.success).toHaveBeenCalledWith(offlineLeadsCopy.delivered, expect.anything());
    expect(localStorage.getItem('kilelepay:offline-leads')).toBeNull();
  });

  it("shows the server's field messages under the inputs", async () => {
    const user = userEvent.setup({ delay: null });
    const { answer } = deferAnswers(action);
    renderForm();
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('button', { name: 'Submitting...' });
    await act(async () => answer({ ok: false, status: 400, fields: { company: 'Use at most 120 characters' } }));
    expect(field.company()).toHaveAttribute('aria-invalid', 'true');
    expect(field.company()).toHaveAccessibleDescription('Use at most 120 characters');
    expect(field.company()).toHaveFocus();
    expect(notify.error).toHaveBeenCalledWith('Please correct the highlighted fields.');
    expect(field.fullname()).toHaveValue(typed.fullname);
  });

  it('clears a field’s message once it is edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(send());
    await screen.findByText('Enter fullname');
    await user.type(field.fullname(), 'W');
    expect(field.fullname()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter fullname')).not.toBeInTheDocument();
    expect(screen.getByText('Enter company name')).toBeInTheDocument();
  });

  it('sends what was typed into the server-rendered form before React hydrated it', async () => {
    const user = userEvent.setup({ delay: null });
    const { posted } = deferAnswers(action);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(contactForm);
    // Typed into the server's HTML: no React yet, only the browser's own inputs.
    await fillIn(user);
    await act(async () => {
      hydrateRoot(container, contactForm);
    });
    for (const name of textFields) expect(field[name]()).toHaveValue(typed[name]);
    await user.click(send());
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(posted()).toEqual({ ...typed, language: 'en' });
    container.remove();
  });

  it('speaks the language of the words it is given', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm subjects={contactSubjects} country="ke" words={asProps(contactWordsIn('sw').contact)} />);
    await user.click(screen.getByRole('button', { name: asProps(contactWordsIn('sw').contact).copy.submit }));
    expect(await screen.findByText('Weka jina kamili')).toBeInTheDocument();
    expect(screen.getByLabelText(asProps(contactWordsIn('sw').contact).copy.labels.fullname)).toHaveFocus();
  });

  describe('draft', () => {
    it('survives a reload of the page, and a failed send', async () => {
      const user = userEvent.setup({ delay: null });
      const { answer } = deferAnswers(action);
      const { unmount } = renderForm();
      await fillIn(user);
      await user.click(send());
      await act(async () => answer({ ok: false, status: 429, fields: {} }));
      expect(notify.error).toHaveBeenCalledWith('Too many attempts. Please wait a minute and try again.');
      unmount();

      renderForm();
      for (const name of textFields) expect(field[name]()).toHaveValue(typed[name]);
      expect(field.subject()).toHaveValue(typed.subject);
    });

    it('is cleared by a confirmed send', async () => {
      const user = userEvent.setup({ delay: null });
      const { answer } = deferAnswers(action);
      const { unmount } = renderForm();
      await fillIn(user);
      await user.click(send());
      await act(async () => answer({ ok: true, sandbox: false }));
      unmount();

      renderForm();
      for (const name of textFields) expect(field[name]()).toHaveValue('');
    });

    it('ignores a stored value that is not a draft of this form', () => {
      sessionStorage.setItem('kilelepay:contact-draft', JSON.stringify({ fullname: 42, email: 'kept@example.com', other: 'x' }));
      renderForm();
      expect(field.fullname()).toHaveValue('');
      expect(field.email()).toHaveValue('kept@example.com');
    });
  });
});
