import { fireEvent, render, screen } from '@testing-library/react';
import { keepForOfflineCopy } from '@/lib/content/offline';
import { fill } from '@/lib/fill';
import { KeepForOffline } from './keep-for-offline';

const words = { ...keepForOfflineCopy, label: keepForOfflineCopy.keepReference };
const urls = ['/ke/developers', '/ke/developers/api/payouts'];

/** jsdom has no MessageChannel: one whose second port delivers to the first. */
class LoopbackChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => this.port1.onmessage?.({ data }) };
}

/** A service worker that answers each request to keep pages with `kept`. */
function workerAnswering(kept: number) {
  const postMessage = jest.fn((_message: unknown, [port]: LoopbackChannel['port2'][]) => port?.postMessage({ kept, asked: urls.length }));
  const container = { register: jest.fn().mockResolvedValue({}), ready: Promise.resolve({ active: { postMessage } }) };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return postMessage;
}

describe('keep for offline', () => {
  beforeAll(() => {
    Object.defineProperty(globalThis, 'MessageChannel', { value: LoopbackChannel, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks the worker to keep every page for good, and announces how many it kept', async () => {
    const postMessage = workerAnswering(urls.length);
    render(<KeepForOffline words={words} urls={urls} />);
    fireEvent.click(screen.getByRole('button', { name: words.keepReference }));
    expect(await screen.findByText(fill(words.kept, { count: urls.length }))).toHaveRole('status');
    expect(postMessage).toHaveBeenCalledWith({ type: 'keep-pages', urls, lasting: true }, expect.any(Array));
  });

  it('says so when a page could not be kept', async () => {
    const postMessage = workerAnswering(1);
    render(<KeepForOffline words={words} urls={urls} />);
    fireEvent.click(screen.getByRole('button', { name: words.keepReference }));
    expect(await screen.findByText(words.failed)).toHaveRole('status');
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('says so in a browser without service workers', () => {
    render(<KeepForOffline words={words} urls={urls} />);
    fireEvent.click(screen.getByRole('button', { name: words.keepReference }));
    expect(screen.getByRole('status')).toHaveTextContent(words.unsupported);
  });
});
