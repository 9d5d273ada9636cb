import { readCappedBytes } from './capped-stream';

/** A stream that hands out `chunks` one read at a time, and records how far it was read. */
function streamOf(chunks: string[]) {
  const seen = { pulled: 0, cancelled: false };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[seen.pulled];
        seen.pulled += 1;
        if (chunk === undefined) controller.close();
        else controller.enqueue(encoder.encode(chunk));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const text = (result: Awaited<ReturnType<typeof readCappedBytes>>) => (result.kind === 'bytes' ? new TextDecoder().decode(result.bytes) : result.kind);

describe('readCappedBytes', () => {
  it('reads a body up to the cap whole, however it is split', async () => {
    const { stream } = streamOf(['{"amount":', '50}']);
    expect(text(await readCappedBytes(stream, 13))).toBe('{"amount":50}');
  });

  it('reads a missing body as no bytes', async () => {
    expect(text(await readCappedBytes(null, 10))).toBe('');
  });

  it('stops at the first chunk past the cap and cancels the rest unread', async () => {
    const { stream, seen } = streamOf(['12345', '67890', 'never read']);
    expect(await readCappedBytes(stream, 8)).toEqual({ kind: 'too-large' });
    expect(seen.pulled).toBe(2);
    expect(seen.cancelled).toBe(true);
  });

  it('rejects when the stream fails mid-way', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    await expect(readCappedBytes(stream, 100)).rejects.toThrow('connection reset');
  });
});
