import { fakeAnswers } from '@/test/fake-dns';
import { postOnce } from './attempt';
import { destinationFor, destinationKey } from './destination';

jest.mock('node:dns', () => jest.requireActual('../../../test/fake-dns').fakeDns());

afterEach(() => fakeAnswers.clear());

/** One attempt to `address` as a delivery would make it, with no allowlist. */
async function attempt(address: string) {
  const destination = destinationFor(address, []);
  if (!destination.allowed) return 'not allowed';
  const outcome = await postOnce({ url: destination.url, agent: destination.agent, headers: [], body: '{}', timeoutMs: 2_000 });
  return outcome.kind;
}

describe('the delivery filter', () => {
  it('refuses the IPv4-compatible IPv6 range (::/96) written in the URL, loopback and a public IPv4 inside it alike', async () => {
    expect(await attempt('https://[::7f00:1]/hooks')).toBe('refused');
    expect(await attempt('https://[::127.0.0.1]/hooks')).toBe('refused');
    expect(await attempt('https://[::cb00:7109]/hooks')).toBe('refused');
  });

  it('refuses a name that resolves into ::/96, as it refuses one that resolves to loopback', async () => {
    fakeAnswers.set('compat.example.com', '::7f00:1');
    fakeAnswers.set('loopback.example.com', '127.0.0.1');
    expect(await attempt('https://compat.example.com/hooks')).toBe('refused');
    expect(await attempt('https://loopback.example.com/hooks')).toBe('refused');
  });

  it('keeps ::/96 out of an allowlisted origin too, which may otherwise reach private addresses', async () => {
    fakeAnswers.set('listener.test', '::7f00:1');
    const destination = destinationFor('http://listener.test:4010/in', ['http://listener.test:4010']);
    if (!destination.allowed) throw new Error('the allowlisted origin is let through');
    const outcome = await postOnce({ url: destination.url, agent: destination.agent, headers: [], body: '{}', timeoutMs: 2_000 });
    expect(outcome).toEqual({ kind: 'refused' });
  });
});

describe('destinationKey', () => {
  it.each([
    ['https://Example.com./hooks', 'example.com'],
    ['https://example.com../hooks', 'example.com'],
    ['https://a.example.com/hooks', 'example.com'],
    ['https://b.a.EXAMPLE.com.:443/x?y=1', 'example.com'],
    ['https://example.com/', 'example.com'],
    ['https://pay.shop.co.ke/mpesa', 'shop.co.ke'],
    ['https://shop.co.ke./mpesa', 'shop.co.ke'],
    ['https://other.example.org/', 'example.org'],
    ['https://203.0.113.9/hooks', '203.0.113.9'],
    ['https://[2001:db8::1]/hooks', '[2001:db8::1]'],
    ['http://localhost:4010/hooks', 'localhost'],
  ])('counts %s under %s', (address, key) => {
    expect(destinationKey(address)).toBe(key);
  });
});
