import 'server-only';
import type { Agent } from 'node:http';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Where a callback may go. request-filtering-agent (a maintained http.Agent whose one
 * dependency is ipaddr.js) checks the address each connection is really made to, after DNS
 * resolution, so a public name that resolves to a loopback, private, link-local or
 * cloud-metadata address (169.254.169.254) is refused as surely as the address written out. Only public https URLs
 * pass, plus the origins an operator allowlists for a test listener (plain http allowed there).
 */
export type Destination = { allowed: true; url: URL; agent: Agent } | { allowed: false };

export function destinationFor(address: string, allowedOrigins: readonly string[]): Destination {
  const url = new URL(address);
  // A fresh agent without keep-alive: every attempt opens a new connection, checked anew.
  if (allowedOrigins.includes(url.origin)) {
    const agent =
      url.protocol === 'https:'
        ? new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true })
        : new RequestFilteringHttpAgent({ allowPrivateIPAddress: true });
    return { allowed: true, url, agent };
  }
  if (url.protocol !== 'https:') return { allowed: false };
  return { allowed: true, url, agent: new RequestFilteringHttpsAgent() };
}

/** The agent's refusal of an address: an error of its own, told apart by its message. */
export function isAddressRefusal(error: unknown): boolean {
  return error instanceof Error && /^DNS lookup .* is not allowed\./.test(error.message);
}
