import { render, waitFor } from '@testing-library/react';
import { offlineLeadsKey } from '@/lib/offline/leads/storage-key';
import { sendStoredLeadsFromPage } from './send-stored-leads';
import { StoredLeadsSender } from './stored-leads-sender';

jest.mock('./send-stored-leads', () => ({ sendStoredLeadsFromPage: jest.fn(() => Promise.resolve()) }));
const send = jest.mocked(sendStoredLeadsFromPage);

const words = { delivered: 'Sent', refused: 'Not sent' };

describe('StoredLeadsSender', () => {
  beforeEach(() => localStorage.clear());

  it('downloads nothing and sends nothing when no form kept a submission', async () => {
    const { container } = render(<StoredLeadsSender words={words} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('sends what an earlier page kept, with the words of this page', async () => {
    localStorage.setItem(offlineLeadsKey, JSON.stringify([{ id: 'a' }]));
    render(<StoredLeadsSender words={words} />);
    await waitFor(() => expect(send).toHaveBeenCalledWith(words));
  });
});
