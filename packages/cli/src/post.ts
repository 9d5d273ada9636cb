import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** What the handler answered, or why it did not. */
export type Answer = { ok: true; status: number; statusText: string; body: string; ms: number } | { ok: false; error: string; timedOut: boolean; ms: number };

/** Enough of an answer's body to show: a handler that answers with a whole page is cut short. */
const keptBodyBytes = 4096;

/**
 * POSTs `body` with `headers` as given (names, order and bytes), and times it from the request
 * to the answer's last byte. Node's own http client rather than fetch: fetch adds and rewrites
 * headers, and the point is to send exactly what the sandbox sends.
 */
export function post(url: URL, headers: [string, string][], body: string, timeoutMs: number): Promise<Answer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  let timedOut = false;
  return new Promise((resolve) => {
    const req = send(url, { method: 'POST', headers: Object.fromEntries(headers), timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < keptBodyBytes) chunks.push(chunk);
        kept += chunk.byteLength;
      });
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8').slice(0, keptBodyBytes);
        resolve({ ok: true, status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', body: text, ms: elapsed() });
      });
      res.on('error', (error) => resolve({ ok: false, error: error.message, timedOut, ms: elapsed() }));
    });
    req.on('timeout', () => {
      timedOut = true;
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    });
    req.on('error', (error) => resolve({ ok: false, error: error.message, timedOut, ms: elapsed() }));
    req.end(body);
  });
}

export function isSuccess(answer: Answer): boolean {
  return answer.ok && answer.status >= 200 && answer.status < 300;
}

/** "200 OK in 12 ms", or "no answer (connect ECONNREFUSED …) after 3 ms". */
export function describeAnswer(answer: Answer): string {
  return answer.ok ? `${answer.status} ${answer.statusText} in ${answer.ms} ms`.replace('  ', ' ') : `no answer (${answer.error}) after ${answer.ms} ms`;
}
