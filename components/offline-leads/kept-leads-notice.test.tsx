import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offlineLeadsKey } from '@/lib/offline/leads/storage-key';
import { forgetLead, keepLead } from '@/lib/offline/leads/stored-leads';
import { KeptLeadsNotice } from './kept-leads-notice';

const words = { keptOnDevice: 'What you wrote is kept here.', discard: 'Delete it from this device', discarded: 'Deleted. Nothing was sent.' };
const body = { fullname: 'Amina Otieno', email: 'amina@example.co.ke', phone: '+254712345678', message: 'Hello' };

describe('KeptLeadsNotice', () => {
  beforeEach(() => localStorage.clear());

  it('shows nothing when nothing waits on the device', () => {
    render(<KeptLeadsNotice words={words} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('deletes what waits from the device with the keyboard, and says so', async () => {
    keepLead({ kind: 'contact', body, locale: 'en' });
    render(
      <>
        <main id="main" tabIndex={-1} />
        <KeptLeadsNotice words={words} />
      </>,
    );
    expect(screen.getByRole('region', { name: words.keptOnDevice })).toBeVisible();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: words.discard })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem(offlineLeadsKey)).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(words.discarded);
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('appears when a form on the page keeps a submission, and goes once it is delivered', () => {
    render(<KeptLeadsNotice words={words} />);
    let id = '';
    act(() => {
      id = keepLead({ kind: 'newsletter', body: { email: 'b@example.com' }, locale: 'en' })?.id ?? '';
    });
    expect(screen.getByRole('region', { name: words.keptOnDevice })).toBeVisible();
    act(() => forgetLead(id));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
