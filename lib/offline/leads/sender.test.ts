/**
 * @jest-environment jsdom
 */
import { postToRoute } from '@/lib/post-to-route';
import type { PostResult } from '@/lib/post-to-route';
import { keepForLater, resetSender, retryDelayMs, sendStoredLeads } from './sender';
import { keepOnlyFreshLeads } from './storage-key';
import { keepLead, readStoredLeads } from './stored-leads';

jest.mock('../../post-to-route', () => ({ ...jest.requireActual('../../post-to-route'), postToRoute: jest.fn() }));
const post = jest.mocked(postToRoute);

const noAnswer: PostResult = { ok: false, status: 0, fields: {} };
const delivered: PostResult = { ok: true, sandbox: false };
const body = { fullname: 'Amina Odhiambo', email: 'amina@example.co.ke', message: 'Tell me about Paybill', language: 'sw', kp_q7x_ref: '' };

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('the offline leads sender', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    resetSender();
  });
  afterEach(() => {
    resetSender();
    jest.useRealTimers();
  });

  it('retries a kept submission with a growing wait while the page is open, with the same body every time, until it is delivered', async () => {
    post.mockResolvedValue(noAnswer);
    const settled = jest.fn();
    void keepForLater('contact', body, 'sw')?.then(settled);
    expect(keepOnlyFreshLeads()).toBe(true);

    await advance(retryDelayMs(1) - 1);
    expect(post).not.toHaveBeenCalled();
    await advance(1);
    expect(post).toHaveBeenCalledTimes(1);
    // No answer again: the next try waits twice as long.
    await advance(retryDelayMs(2) - 1);
    expect(post).toHaveBeenCalledTimes(1);
    post.mockResolvedValue({ ok: false, status: 503, fields: {} });
    await advance(1);
    expect(post).toHaveBeenCalledTimes(2);
    post.mockResolvedValue({ ok: false, status: 429, fields: {} });
    await advance(retryDelayMs(3));
    expect(post).toHaveBeenCalledTimes(3);
    expect(keepOnlyFreshLeads()).toBe(true);
    expect(settled).not.toHaveBeenCalled();

    post.mockResolvedValue(delivered);
    await advance(retryDelayMs(4));
    expect(post).toHaveBeenCalledTimes(4);
    for (const call of post.mock.calls) expect(call).toEqual(['/api/contact', body]);
    expect(settled).toHaveBeenCalledWith({ kind: 'received', sandbox: false });
    expect(keepOnlyFreshLeads()).toBe(false);

    // Delivered: nothing more is sent.
    await advance(retryDelayMs(10));
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('never waits more than five minutes between tries', () => {
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(10_000);
    expect(retryDelayMs(50)).toBe(5 * 60_000);
  });

  it('sends at once when the browser says the connection is back', async () => {
    post.mockResolvedValue(delivered);
    const settled = jest.fn();
    void keepForLater('newsletter', { email: 'a@example.com', language: 'en' }, 'en')?.then(settled);
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(post).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledWith({ kind: 'received', sandbox: false });
    expect(keepOnlyFreshLeads()).toBe(false);
  });

  it('drops a submission the server refuses for good, and tells the form why', async () => {
    post.mockResolvedValue({ ok: false, status: 400, fields: { email: 'Enter a valid email address' } });
    const settled = jest.fn();
    void keepForLater('notify', { email: 'a@', country: 'ug', language: 'en' }, 'en')?.then(settled);
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(settled).toHaveBeenCalledWith({ kind: 'invalid', fields: { email: 'Enter a valid email address' } });
    expect(keepOnlyFreshLeads()).toBe(false);
    await advance(retryDelayMs(10));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('on a later visit sends what an earlier page kept, and tells the page how each one ended', async () => {
    keepLead({ kind: 'contact', body, locale: 'sw' });
    keepLead({ kind: 'newsletter', body: { email: 'x@example.com', language: 'en' }, locale: 'en' });
    post.mockImplementation(async (path) => (path === '/api/contact' ? delivered : { ok: false, status: 413, fields: {} }));
    const heard = jest.fn();
    await sendStoredLeads(heard);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ kind: 'contact', body }), { kind: 'received', sandbox: false });
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ kind: 'newsletter' }), { kind: 'refused', status: 413 });
    expect(readStoredLeads()).toEqual([]);
  });

  it('keeps what got no answer for the next round, and the round after it sends it', async () => {
    keepLead({ kind: 'contact', body, locale: 'sw' });
    post.mockResolvedValue(noAnswer);
    const heard = jest.fn();
    await sendStoredLeads(heard);
    expect(heard).not.toHaveBeenCalled();
    expect(readStoredLeads()).toHaveLength(1);
    post.mockResolvedValue(delivered);
    await advance(retryDelayMs(1));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readStoredLeads()).toEqual([]);
  });
});
