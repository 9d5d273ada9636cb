import { render, waitFor } from '@testing-library/react';
import { onDemandWordsIn } from '@/lib/content/on-demand-words';
import { offlineLeadsKey } from '@/lib/offline/leads/storage-key';
import { sendStoredLeadsFromPage } from './send-stored-leads';
import { StoredLeadsSender } from './stored-leads-sender';

jest.mock('./send-stored-leads', () => ({
  sendStoredLeadsFromPage: jest.fn(() => Promise.resolve()),
  KeptLeadsNotice: ({ words }: { words: { discard: string } }) => <p>{words.discard}</p>,
  keptLeadsNoticeWordsIn: jest.requireActual('./kept-leads-notice-words').keptLeadsNoticeWordsIn,
}));
const send = jest.mocked(sendStoredLeadsFromPage);

const words = { delivered: 'Sent', refused: 'Not sent' };
const day = 24 * 60 * 60 * 1000;
const lead = (savedAt: number) => ({ id: `a${savedAt}`, kind: 'contact', body: { email: 'a@example.com' }, locale: 'en', savedAt });

describe('StoredLeadsSender', () => {
  beforeEach(() => {
    localStorage.clear();
    send.mockClear();
  });

  it('downloads nothing and sends nothing when no form kept a submission', async () => {
    const { container } = render(<StoredLeadsSender locale="en" words={words} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('sends what an earlier page kept, with the words of this page, and shows the notice that offers to delete it', async () => {
    localStorage.setItem(offlineLeadsKey, JSON.stringify([lead(Date.now() - day)]));
    const { findByText } = render(<StoredLeadsSender locale="en" words={words} />);
    await waitFor(() => expect(send).toHaveBeenCalledWith(words));
    expect(await findByText('Delete it from this device')).toBeVisible();
  });

  it('shows the notice in the language of the page, its words loaded with its code', async () => {
    localStorage.setItem(offlineLeadsKey, JSON.stringify([lead(Date.now() - day)]));
    const { findByText } = render(<StoredLeadsSender locale="sw" words={words} />);
    const swahili = (await onDemandWordsIn('sw')).offlineLeads.offlineLeadsCopy;
    expect(await findByText(swahili.discard)).toBeVisible();
  });

  it('drops what is past its week as the page loads, downloading nothing for it', async () => {
    localStorage.setItem(offlineLeadsKey, JSON.stringify([lead(Date.now() - 8 * day)]));
    const { container } = render(<StoredLeadsSender locale="en" words={words} />);
    expect(localStorage.getItem(offlineLeadsKey)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
