import 'server-only';
import { isIP } from 'node:net';

/** The bucket shared by every client whose address cannot be trusted. */
export const unknownClient = 'unknown';

/**
 * The address to rate-limit a request by. Next.js gives route handlers no socket address, only
 * an `x-forwarded-for` header that it fills in when the client did not send one: a client can
 * write anything there. So the header is read only when `trustedHops` reverse proxies stand
 * in front of the server (TRUST_PROXY); the entry the outermost trusted proxy appended is the
 * client. Otherwise every client shares one bucket, which keeps the limit impossible to dodge.
 */
export function clientAddress(headers: Pick<Headers, 'get'>, trustedHops: number): string {
  if (trustedHops < 1) return unknownClient;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return unknownClient;
  const entry = chain[Math.max(0, chain.length - trustedHops)] ?? '';
  return normalizeAddress(entry) ?? unknownClient;
}

/** An IPv4 address as is; an IPv6 one by its /64 prefix, since one subscriber holds a whole /64. */
export function normalizeAddress(entry: string): string | null {
  // Proxies may write [v6]:port or v4:port; an IPv4 client may appear as ::ffff:v4.
  const address = entry
    .replace(/^\[(.*)\](:\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
