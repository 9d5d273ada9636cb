import 'server-only';
import type { Agent } from 'node:http';
import { isIP } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { getDomain } from 'tldts';

/**
 * Where a callback may go. request-filtering-agent (a maintained http.Agent whose one
 * dependency is ipaddr.js) checks the address each connection is really made to, after DNS
 * resolution, so a public name that resolves to a loopback, private, link-local or
 * cloud-metadata address (169.254.169.254) is refused as surely as the address written out.
 * Only public https URLs on the standard port pass, plus the origins an operator allowlists for
 * a test listener (plain http and any port allowed there).
 */
export type Destination = { allowed: true; url: URL; agent: Agent } | { allowed: false };

/**
 * Refused on top of the agent's own checks. The agent counts the deprecated IPv4-compatible
 * IPv6 range (`::a.b.c.d`, e.g. `::7f00:1`) as public unicast and would connect to it, though
 * it embeds an IPv4 address, loopback and private ones included.
 */
const deniedRanges = ['::/96'];

export function destinationFor(address: string, allowedOrigins: readonly string[]): Destination {
  const url = new URL(address);
  // A fresh agent without keep-alive: every attempt opens a new connection, checked anew.
  if (allowedOrigins.includes(url.origin)) {
    const options = { allowPrivateIPAddress: true, denyIPAddressList: deniedRanges };
    const agent = url.protocol === 'https:' ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options);
    return { allowed: true, url, agent };
  }
  // The URL parser drops a port that is the scheme's default: any port left is another one.
  if (url.protocol !== 'https:' || url.port !== '') return { allowed: false };
  return { allowed: true, url, agent: new RequestFilteringHttpsAgent({ denyIPAddressList: deniedRanges }) };
}

/** Whether the URL names its host by address (`203.0.113.9`, `[2001:db8::1]`) rather than by a name. */
export function namesAnAddress(url: URL): boolean {
  return isIP(url.hostname.replace(/^\[(.*)\]$/, '$1')) !== 0;
}

/**
 * What the per-destination limit counts: the registrable domain (`a.example.com.`,
 * `Example.com` and `example.com` are one destination), or the host itself when it has none
 * (an address, `localhost`). Public suffixes are read from the ICANN section of the list, so
 * that the sites of one hosting domain share its limit too.
 */
export function destinationKey(address: string): string {
  const host = new URL(address).hostname.replace(/\.+$/, '');
  return getDomain(host) ?? host;
}

/** The agent's refusal of an address: an error of its own, told apart by its message. */
export function isAddressRefusal(error: unknown): boolean {
  return error instanceof Error && /^DNS lookup .* is not allowed\./.test(error.message);
}
