import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { webhookTestVectors } from '../test-vectors';
import type { TestVector, Verdict } from '../test-vectors';
import { signCallback, timestampToleranceSeconds } from '../webhook-signature';
import { runSample, sampleRunners } from './run-sample';

type TestCase = Omit<TestVector, 'name' | 'description' | 'expected'>;

const vectors = webhookTestVectors();

describe('the published test vectors', () => {
  it('cover a valid callback, a tampered body, a wrong secret, a stale timestamp and a replayed id', () => {
    const names = vectors.map(({ name }) => name);
    for (const name of ['valid', 'tampered-body', 'wrong-secret', 'stale-timestamp', 'replayed-id']) expect(names).toContain(name);
    const valid = vectors.find(({ name }) => name === 'valid');
    const tampered = vectors.find(({ name }) => name === 'tampered-body');
    expect(tampered?.body).not.toBe(valid?.body);
    expect(tampered?.headers).toEqual(valid?.headers);
  });

  // The reference library knows nothing of ids already seen: a replay passes its check.
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s: the Standard Webhooks library agrees with the expected verdict', (_name, vector) => {
    jest.useFakeTimers({ now: vector.now * 1000 });
    try {
      const verify = () => new Webhook(vector.secret).verify(vector.body, vector.headers);
      if (vector.expected.ok || vector.expected.reason === 'replayed-id') expect(verify()).toEqual(JSON.parse(vector.body));
      else expect(verify).toThrow();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe.each(sampleRunners.map((runner) => [runner.language, runner] as const))('the %s verification sample', (_language, runner) => {
  it('reaches the expected verdict on every test vector', () => {
    const verdicts = runSample(runner, vectors);
    expect(vectors.map(({ name }, index) => ({ name, verdict: verdicts[index] }))).toEqual(vectors.map(({ name, expected }) => ({ name, verdict: expected })));
  });

  it('verifies with the secret written without its = padding, as the official libraries do', () => {
    const valid = vectors.find(({ name }) => name === 'valid');
    if (!valid) throw new Error('no valid vector');
    expect(valid.secret.endsWith('=')).toBe(true);
    const unpadded = { ...valid, secret: valid.secret.replace(/=+$/, '') };
    expect(runSample(runner, [unpadded])).toEqual([{ ok: true, reason: 'verified' }]);
  });

  // One batch per run of the property keeps it to one process per language.
  it('verifies any body signed by the sandbox’s signer, and refuses it once any one byte changes', () => {
    const cases = fc.sample(signedBodies, 40);
    const genuine = cases.map(({ testCase }) => testCase);
    const altered = cases.map(({ testCase, byte, replacement }) => ({ ...testCase, body: withByteChanged(testCase.body, byte, replacement) }));
    const verified: Verdict = { ok: true, reason: 'verified' };
    expect(runSample(runner, genuine)).toEqual(genuine.map(() => verified));
    expect(runSample(runner, altered)).toEqual(altered.map(() => ({ ok: false, reason: 'bad-signature' })));
  });
});

/** A random secret, id and body, signed at a random time, received within the tolerance. */
const signedBodies = fc
  .record({
    key: fc.uint8Array({ minLength: 16, maxLength: 64 }),
    id: fc.stringMatching(/^msg_[A-Za-z0-9]{1,32}$/),
    // A callback's body is a JSON object; its contents here are any JSON at all.
    body: fc.dictionary(fc.string(), fc.jsonValue()).map((value) => JSON.stringify(value)),
    timestamp: fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
    skew: fc.integer({ min: -timestampToleranceSeconds, max: timestampToleranceSeconds }),
    byte: fc.nat(),
    replacement: fc.integer({ min: 0x20, max: 0x7e }),
  })
  .map(({ key, id, body, timestamp, skew, byte, replacement }) => {
    const secret = `whsec_${Buffer.from(key).toString('base64')}`;
    const signed = signCallback({ id, timestamp, body }, secret);
    const headers = { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signed.signature };
    const testCase: TestCase = { secret, headers, body, now: timestamp + skew, seenIds: [] };
    return { testCase, byte, replacement };
  });

/**
 * The body with one of its ASCII bytes (a JSON object has its braces) replaced by another printable
 * ASCII byte: a one-byte change that keeps the text valid UTF-8, so it travels as JSON.
 */
function withByteChanged(body: string, pick: number, replacement: number): string {
  const bytes = Buffer.from(body);
  const ascii = [...bytes.keys()].filter((index) => (bytes[index] ?? 0x80) < 0x80);
  const index = ascii[pick % ascii.length] ?? 0;
  bytes[index] = bytes[index] === replacement ? (replacement === 0x7e ? 0x20 : replacement + 1) : replacement;
  return bytes.toString();
}
