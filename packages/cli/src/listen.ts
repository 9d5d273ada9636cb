import { setTimeout as sleep } from 'node:timers/promises';
import { forwardedCallbackSchema, listenPaths, pairingSchema, streamEvents } from '../../../lib/sandbox-listen/protocol';
import type { ForwardResult, Pairing } from '../../../lib/sandbox-listen/protocol';
import { describeAnswer, post } from './post';
import type { Answer } from './post';
import { eventParser } from './sse';
import type { ServerSentEvent } from './sse';

export interface ListenOptions {
  site: URL;
  forwardTo: URL;
  timeoutMs: number;
  print: (line: string) => void;
  error: (line: string) => void;
  /** Ends the command (Ctrl-C, or a test). */
  signal: AbortSignal;
  /** The waits between reconnections: the first, doubled each time up to the last. */
  backoff?: { firstMs: number; maxMs: number };
}

/** How the command ended: stopped by the developer, or the pairing is gone (expired, or the site forgot it). */
export type ListenEnd = 'stopped' | 'pairing-ended' | 'pairing-refused';

const stkPushPage = '/ke/developers/api/mpesa-stk-push';

async function pair(site: URL, signal: AbortSignal): Promise<Pairing | string> {
  try {
    const response = await fetch(new URL(listenPaths.pair, site), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    const pairing = pairingSchema.safeParse(body);
    if (response.ok && pairing.success) return pairing.data;
    return `the site answered ${response.status}${response.status === 429 ? ': too many pairings from here, wait a minute' : ''}`;
  } catch (failure) {
    return failure instanceof Error ? failure.message : String(failure);
  }
}

function resultOf(answer: Answer): ForwardResult {
  if (answer.ok) return { status: answer.status, error: null, ms: answer.ms };
  return { status: null, error: answer.timedOut ? 'timeout' : 'network', ms: answer.ms };
}

/**
 * Pairs with the site, prints the code, then keeps the pairing's event stream open: each
 * callback the page publishes is POSTed, headers and body exactly as the page shows them, to
 * the developer's URL, and the answer is printed and reported back for the page. A stream that
 * ends (a deploy, a network blip) is opened again with the last event id seen, so nothing is
 * missed or sent twice; a stream the site no longer knows ends the command.
 */
export async function listen({
  site,
  forwardTo,
  timeoutMs,
  print,
  error,
  signal,
  backoff = { firstMs: 250, maxMs: 5_000 },
}: ListenOptions): Promise<ListenEnd> {
  const pairing = await pair(site, signal);
  if (typeof pairing === 'string') {
    if (signal.aborted) return 'stopped';
    error(`Could not pair with ${site.origin}: ${pairing}`);
    return 'pairing-refused';
  }
  print(`Pairing code: ${pairing.code}`);
  print(`Type it in "Forward to my machine" on the STK push page: ${new URL(stkPushPage, site).href}`);
  print(`Forwarding each callback the page shows to ${forwardTo.href} (Ctrl-C to stop).`);

  let waitMs = backoff.firstMs;
  // Callbacks are forwarded one at a time, in the order the page published them.
  let forwarding: Promise<void> = Promise.resolve();
  // An object: set from the event handler, which the loop's narrowing cannot see.
  const state: { ended: ListenEnd | null; lastEventId: string | null } = { ended: null, lastEventId: null };

  const forward = async (event: ServerSentEvent) => {
    const parsed = forwardedCallbackSchema.safeParse(JSON.parse(event.data));
    if (!parsed.success || event.id === null) return;
    const { webhookId, headers, body } = parsed.data;
    const answer = await post(forwardTo, headers, body, timeoutMs);
    print(`${webhookId} -> ${forwardTo.href}: ${describeAnswer(answer)}`);
    const report = { code: pairing.code, token: pairing.token, eventId: event.id, result: resultOf(answer) };
    await fetch(new URL(listenPaths.results, site), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(report),
      signal,
    }).then(
      (response) => {
        if (!response.ok) error(`The site did not take the report of ${webhookId} (${response.status}): the page will not show it.`);
      },
      () => undefined,
    );
  };

  const onEvent = (event: ServerSentEvent) => {
    if (event.event === streamEvents.expired) state.ended = 'pairing-ended';
    if (event.event !== streamEvents.callback) return;
    if (event.id !== null) state.lastEventId = event.id;
    forwarding = forwarding.then(() => forward(event)).catch((failure: unknown) => error(`Forwarding failed: ${String(failure)}`));
  };

  while (!signal.aborted && state.ended === null) {
    let retryAfterMs: number | null = null;
    try {
      const response = await fetch(new URL(pairing.streamUrl, site), {
        headers: {
          Accept: 'text/event-stream',
          // Compressed, a stream arrives in lumps.
          'Accept-Encoding': 'identity',
          Authorization: `Bearer ${pairing.token}`,
          ...(state.lastEventId === null ? {} : { 'Last-Event-ID': state.lastEventId }),
        },
        signal,
      });
      if (response.status === 404 || response.status === 400) {
        state.ended = 'pairing-ended';
        break;
      }
      if (response.ok && response.body) {
        waitMs = backoff.firstMs;
        const feed = eventParser(onEvent);
        const decoder = new TextDecoder();
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          feed(decoder.decode(value, { stream: true }));
          if (state.ended !== null) {
            await reader.cancel();
            break;
          }
        }
      } else {
        const seconds = Number(response.headers.get('retry-after'));
        if (Number.isFinite(seconds) && seconds > 0) retryAfterMs = seconds * 1000;
        await response.body?.cancel();
      }
    } catch {
      // A reset or refused connection: tried again below.
    }
    if (signal.aborted || state.ended !== null) break;
    await sleep(retryAfterMs ?? waitMs, undefined, { signal }).catch(() => undefined);
    waitMs = Math.min(waitMs * 2, backoff.maxMs);
  }
  await forwarding;
  if (state.ended === 'pairing-ended') error('The pairing has ended (unused for 30 minutes, or 8 hours old): run kilele-sandbox listen again for a new code.');
  return state.ended ?? 'stopped';
}
