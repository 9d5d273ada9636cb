import 'server-only';
import { streamEvents } from '@/lib/sandbox-listen/protocol';
import { describeError, logLine } from '../log';
import { isDraining } from '../process-state';
import { livePairing, pairingIdleMs } from './pairings';
import type { ListenStore } from './store';

export interface StreamTiming {
  /** How long one read waits for an event: also how soon the stream notices a drain. */
  readWaitMs: number;
  /** A comment line at least this often, so that no proxy closes a quiet stream. */
  heartbeatMs: number;
  /** How often the pairing is looked at (still alive?) and kept alive. */
  checkMs: number;
}

export const streamTiming: StreamTiming = { readWaitMs: 1_000, heartbeatMs: 15_000, checkMs: 60_000 };

/** How soon the command reconnects when the stream ends, in the stream's own words. */
const retryMs = 1_000;

/** Open streams in this process, bounded: each holds a connection to Redis. */
let openStreams = 0;
export const maxOpenStreams = 200;

export function streamSlotsLeft(): boolean {
  return openStreams < maxOpenStreams;
}

/**
 * A pairing's events as Server-Sent Events, from the one after `afterId`: each callback with
 * its stream id (what the command sends back as Last-Event-ID on reconnecting), a comment as a
 * heartbeat, `expired` when the pairing ends. The stream ends by itself when this instance
 * starts draining, so that the command reconnects to another one and misses nothing.
 */
export function pairingEventStream(code: string, afterId: string, store: ListenStore, timing: StreamTiming = streamTiming): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = store.reader();
  let open = true;
  openStreams += 1;
  const finish = () => {
    if (!open) return;
    open = false;
    openStreams -= 1;
    reader.close();
  };
  return new ReadableStream({
    start(controller) {
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      write(`retry: ${retryMs}\n: paired\n\n`);
      void (async () => {
        let last = afterId;
        let wroteAt = Date.now();
        let checkedAt = Date.now();
        try {
          while (open && !isDraining()) {
            const entries = await reader.read(code, last, timing.readWaitMs);
            for (const { id, data } of entries) {
              write(`id: ${id}\nevent: ${streamEvents.callback}\ndata: ${data}\n\n`);
              last = id;
              wroteAt = Date.now();
            }
            if (Date.now() - checkedAt >= timing.checkMs) {
              checkedAt = Date.now();
              if (!(await livePairing(code, store))) {
                write(`event: ${streamEvents.expired}\ndata: {}\n\n`);
                break;
              }
              await store.touch(code, pairingIdleMs);
            }
            if (Date.now() - wroteAt >= timing.heartbeatMs) {
              write(': keepalive\n\n');
              wroteAt = Date.now();
            }
          }
        } catch (error) {
          // Redis gone mid-stream: the command reconnects and resumes from its last id. (A read
          // cut short because the command went away is no failure.)
          if (open) logLine('warn', 'sandbox-listen.stream-failed', { error: describeError(error) });
        }
        const wasOpen = open;
        finish();
        if (wasOpen) controller.close();
      })();
    },
    cancel() {
      finish();
    },
  });
}
