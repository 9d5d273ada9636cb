import 'server-only';
import { request as httpRequest } from 'node:http';
import type { Agent, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isAddressRefusal } from './destination';

/** How one POST ended: answered (any status, redirects included: they are not followed), or not. */
export type AttemptOutcome = { kind: 'answered'; status: number; answerStart: string } | { kind: 'timeout' } | { kind: 'network' } | { kind: 'refused' };

export interface AttemptRequest {
  url: URL;
  agent: Agent;
  /** In the order they are sent. */
  headers: [string, string][];
  body: string;
  /** Connection, request and answer together. */
  timeoutMs: number;
}

/** What is read of an answer: its status and first bytes say what a developer needs; the rest is dropped unread. */
const answerReadBytes = 4 * 1024;
const answerShownBytes = 512;

/**
 * One POST of the callback through node:http(s), the agent deciding which addresses it may
 * connect to. Resolves once the answer is read up to the cap, the time is up, or the connection
 * fails; never rejects, and leaves no socket open.
 */
export function postOnce({ url, agent, headers, body, timeoutMs }: AttemptRequest): Promise<AttemptOutcome> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    // Set once the answer's status line has come.
    let status: number | null = null;
    const received: Buffer[] = [];
    let receivedBytes = 0;
    const answered = (answeredStatus: number): AttemptOutcome => ({
      kind: 'answered',
      status: answeredStatus,
      answerStart: Buffer.concat(received).subarray(0, answerShownBytes).toString('utf8'),
    });
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
      const answeredStatus = response.statusCode ?? 502;
      status = answeredStatus;
      response.on('data', (chunk: Buffer) => {
        // A chunk may be larger than the cap: what lies beyond it is not kept.
        received.push(chunk.subarray(0, answerReadBytes - receivedBytes));
        receivedBytes += chunk.byteLength;
        if (receivedBytes >= answerReadBytes) finish(answered(answeredStatus));
      });
      response.on('end', () => finish(answered(answeredStatus)));
      response.on('error', () => finish(answered(answeredStatus)));
    });
    request.on('error', (error) => finish(status !== null ? answered(status) : isAddressRefusal(error) ? { kind: 'refused' } : { kind: 'network' }));
    // Once the status has come, the attempt was answered, even if its body then stalls.
    const timer = setTimeout(() => finish(status !== null ? answered(status) : { kind: 'timeout' }), timeoutMs);
    request.end(body);
  });
}
