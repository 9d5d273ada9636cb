import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the listener received, with when it arrived (performance.now()). */
export interface ReceivedCallback {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  text: string;
  at: number;
}

export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

export interface CallbackListener {
  /** http://127.0.0.1:port */
  origin: string;
  port: number;
  received: ReceivedCallback[];
  /** How the next requests are answered; 200 "ok" unless told. */
  answerWith(answer: Answer): void;
  reset(): void;
  close(): Promise<void>;
}

const answerOk: Answer = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
};

/** A developer's callback endpoint on this machine: records every request, answers as told. `port` 0: any free one. */
export async function startCallbackListener(port = 0): Promise<CallbackListener> {
  const received: ReceivedCallback[] = [];
  let answer = answerOk;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        text: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : 0;
  return {
    origin: `http://127.0.0.1:${listening}`,
    port: listening,
    received,
    answerWith: (next) => {
      answer = next;
    },
    reset: () => {
      received.length = 0;
      answer = answerOk;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
