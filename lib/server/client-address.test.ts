import { clientAddress, normalizeAddress, unknownClient } from './client-address';

const headers = (forwardedFor: string) => new Headers({ 'x-forwarded-for': forwardedFor });

describe('clientAddress', () => {
  it('ignores x-forwarded-for when no proxy is trusted: every client shares one bucket', () => {
    expect(clientAddress(headers('198.51.100.1'), 0)).toBe(unknownClient);
    expect(clientAddress(new Headers(), 0)).toBe(unknownClient);
  });

  it('takes the entry the outermost trusted proxy appended, not what the client wrote before it', () => {
    // The client sent "1.1.1.1"; our one proxy appended the address it saw.
    expect(clientAddress(headers('1.1.1.1, 198.51.100.1'), 1)).toBe('198.51.100.1');
    // Two proxies: a CDN saw 198.51.100.1 and our load balancer saw the CDN.
    expect(clientAddress(headers('1.1.1.1, 198.51.100.1, 10.0.0.2'), 2)).toBe('198.51.100.1');
    // Fewer entries than proxies: the first one is still an address a proxy wrote.
    expect(clientAddress(headers('198.51.100.1'), 3)).toBe('198.51.100.1');
  });

  it('puts anything that is not an address in the shared bucket', () => {
    expect(clientAddress(headers('not-an-ip'), 1)).toBe(unknownClient);
    expect(clientAddress(headers(' , '), 1)).toBe(unknownClient);
    expect(clientAddress(new Headers(), 1)).toBe(unknownClient);
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['[2001:db8:85a3:8d3::1]:443', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0000:0001::ffff', '2001:db8:0:1::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });

  it('groups every address of one IPv6 /64, which a single subscriber holds', () => {
    expect(normalizeAddress('2001:db8:1:2::a')).toBe(normalizeAddress('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(normalizeAddress('2001:db8:1:2::a')).not.toBe(normalizeAddress('2001:db8:1:3::a'));
  });

  it.each(['', 'localhost', '999.1.1.1', '1.2.3', 'fe80::1::2'])('rejects %p', (input) => {
    expect(normalizeAddress(input)).toBeNull();
  });
});
