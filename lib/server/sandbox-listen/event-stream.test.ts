import { pairingEventStream } from './event-stream';
import { memoryListenStore } from './store';

/** The stream's text until it ends, or until `until` is in it. */
async function textOf(stream: ReadableStream<Uint8Array>, until?: string): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    if (until !== undefined && text.includes(until)) {
      await reader.cancel();
      return text;
    }
  }
}

describe('a pairing’s event stream', () => {
  it('says how soon to reconnect, then keeps a quiet stream alive with comments', async () => {
    const store = memoryListenStore();
    await store.create('CODE1', { tokenDigest: 'x', createdAt: Date.now() }, 60_000);
    const text = await textOf(pairingEventStream('CODE1', '0-0', store, { readWaitMs: 20, heartbeatMs: 50, checkMs: 60_000 }), ': keepalive\n\n');
    expect(text.startsWith('retry: 1000\n: paired\n\n')).toBe(true);
    expect(text).toContain(': keepalive\n\n');
  });

  it('ends with an expired event once the pairing is gone', async () => {
    const store = memoryListenStore();
    await store.create('CODE2', { tokenDigest: 'x', createdAt: Date.now() }, 100);
    const text = await textOf(pairingEventStream('CODE2', '0-0', store, { readWaitMs: 20, heartbeatMs: 60_000, checkMs: 150 }));
    expect(text.endsWith('event: expired\ndata: {}\n\n')).toBe(true);
  });
});
