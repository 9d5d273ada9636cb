import 'server-only';

type CappedBytes = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'too-large' };

/**
 * Reads a body stream to its end, but never more than `maxBytes`: a request's or an upstream
 * answer's size is only known by reading it (a chunked body declares none, and a declared
 * length may lie), so the reading itself stops at the cap and cancels the rest. Rejects when
 * the stream fails mid-way (a connection cut). A missing body reads as no bytes.
 */
export async function readCappedBytes(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<CappedBytes> {
  if (!body) return { kind: 'bytes', bytes: new Uint8Array() };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // The answer is already decided; a stream that fails to cancel changes nothing.
      await reader.cancel().catch(() => undefined);
      return { kind: 'too-large' };
    }
    chunks.push(value);
  }
  return { kind: 'bytes', bytes: Buffer.concat(chunks) };
}
