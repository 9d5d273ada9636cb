import 'server-only';
import { request as httpRequest } from 'node:http';
import type { Agent, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isAddressRefusal } from './destination';

/** How one POST ended: answered (any status, redirects included: they are not followed), or not. */
export type AttemptOutcome = { kind: 'answered'; status: number } | { kind: 'timeout' } | { kind: 'network' } | { kind: 'refused' };

export interface AttemptRequest {
  url: URL;
  agent: Agent;
  /** In the order they are sent. */
  headers: [string, string][];
  body: string;
  /** Connection, request and answer's status together. */
  timeoutMs: number;
}

/**
 * One POST of the callback through node:http(s), the agent deciding which addresses it may
 * connect to. Resolves as soon as the answer's status line has come (its body is never read:
 * the server must not become a way to read what another host answers), the time is up, or the
 * connection fails; never rejects, and leaves no socket open.
 */
export function postOnce({ url, agent, headers, body, timeoutMs }: AttemptRequest): Promise<AttemptOutcome> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };

    // Headers as a list keep their order, and Node then adds no Host of its own: it leads, as in the text the page shows.
    const sent = [['Host', url.host], ...headers].flat();
    const request = send(url, { method: 'POST', agent, headers: sent }, (response: IncomingMessage) => {
      finish({ kind: 'answered', status: response.statusCode ?? 502 });
    });
    request.on('error', (error) => finish(isAddressRefusal(error) ? { kind: 'refused' } : { kind: 'network' }));
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
    request.end(body);
  });
}
