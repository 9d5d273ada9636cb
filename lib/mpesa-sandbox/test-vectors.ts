import { callbackBody, callbackJson } from './callback';
import type { CallbackPayment } from './callback';
import { sandboxWebhookSecret, signCallback, timestampToleranceSeconds } from './webhook-signature';
import type { SignedCallback } from './webhook-signature';

/**
 * Test vectors for a callback verifier: each case is a request as the merchant's server would
 * receive it (the headers and the raw body), the secret it checks with, the receiver's clock
 * and the ids it has already handled, and the verdict a correct verifier reaches. They are
 * published beside the verification samples, and the samples are tested against them.
 */

/** Why a verifier refuses a callback, or `verified`. */
export const verdictReasons = ['verified', 'missing-headers', 'stale-timestamp', 'bad-signature', 'replayed-id'] as const;
export type VerdictReason = (typeof verdictReasons)[number];

export interface Verdict {
  ok: boolean;
  reason: VerdictReason;
}

/** The cases the vectors cover, in the file's order. */
export const vectorNames = [
  'valid',
  'tampered-body',
  'wrong-secret',
  'stale-timestamp',
  'future-timestamp',
  'replayed-id',
  'unsigned',
  'several-signatures',
] as const;
export type VectorName = (typeof vectorNames)[number];

export interface TestVector {
  name: VectorName;
  description: string;
  /** The secret the receiver verifies with. */
  secret: string;
  headers: Record<string, string>;
  /** The raw body, exactly as received. */
  body: string;
  /** The receiver's clock, in Unix seconds. */
  now: number;
  /** The `webhook-id`s the receiver has already handled. */
  seenIds: string[];
  expected: Verdict;
}

const payment: CallbackPayment = {
  checkout_request_id: 'ws_CO_15012026103000001',
  transaction_id: 'SBX_TXN_0001',
  reference: 'ORDER-1001',
  amount: 1500,
  phone: '254700000000',
};

const sentAt = new Date('2026-01-15T10:30:00Z');
const sentAtSeconds = sentAt.getTime() / 1000;

/** Another account's secret: a callback signed with it is not ours. */
const otherSecret = `whsec_${Buffer.from('Not the Kilele Pay sandbox secret!').toString('base64')}`;

const verified: Verdict = { ok: true, reason: 'verified' };

function headersOf({ id, timestamp, signature }: SignedCallback): Record<string, string> {
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };
}

function vector(name: VectorName, description: string, signed: SignedCallback, expected: Verdict, overrides: Partial<TestVector> = {}): TestVector {
  return {
    name,
    description,
    secret: sandboxWebhookSecret,
    headers: headersOf(signed),
    body: signed.body,
    now: sentAtSeconds,
    seenIds: [],
    expected,
    ...overrides,
  };
}

/** The vectors, built from the same body and signature code the sandbox uses. */
export function webhookTestVectors(): TestVector[] {
  const body = callbackJson(callbackBody(payment, 0, { receipt: 'SBX1A2B3C4', at: sentAt }));
  const signed = signCallback({ id: 'msg_sandbox_vector_valid', timestamp: sentAtSeconds, body });
  const stale = signCallback({ id: 'msg_sandbox_vector_stale', timestamp: sentAtSeconds - timestampToleranceSeconds - 1, body });
  const future = signCallback({ id: 'msg_sandbox_vector_future', timestamp: sentAtSeconds + timestampToleranceSeconds + 1, body });
  const wrongSecret = signCallback({ id: 'msg_sandbox_vector_other', timestamp: sentAtSeconds, body }, otherSecret);
  const rotated = `${wrongSecret.signature} ${signCallback({ id: wrongSecret.id, timestamp: wrongSecret.timestamp, body }).signature}`;
  const unsigned = { 'webhook-id': signed.id, 'webhook-timestamp': String(signed.timestamp) };
  return [
    vector('valid', 'A success callback as the sandbox sends it: verified.', signed, verified),
    vector(
      'tampered-body',
      'The same request with the amount changed in the body.',
      signed,
      { ok: false, reason: 'bad-signature' },
      {
        body: body.replace('"amount":1500', '"amount":1'),
      },
    ),
    vector('wrong-secret', 'Signed with another secret than the one the receiver holds.', wrongSecret, { ok: false, reason: 'bad-signature' }),
    vector('stale-timestamp', `Signed correctly, but ${timestampToleranceSeconds + 1} s before the receiver’s clock.`, stale, {
      ok: false,
      reason: 'stale-timestamp',
    }),
    vector('future-timestamp', `Signed correctly, but ${timestampToleranceSeconds + 1} s after the receiver’s clock.`, future, {
      ok: false,
      reason: 'stale-timestamp',
    }),
    vector(
      'replayed-id',
      'The valid callback again, after its webhook-id was handled.',
      signed,
      { ok: false, reason: 'replayed-id' },
      {
        seenIds: [signed.id],
      },
    ),
    vector('unsigned', 'The valid body without its webhook-signature header.', signed, { ok: false, reason: 'missing-headers' }, { headers: unsigned }),
    vector('several-signatures', 'Two signatures, as during a change of secret: the second one matches.', { ...wrongSecret, signature: rotated }, verified),
  ];
}

/** The document published at its fixed address: the scheme, the tolerance, then the cases. */
export function webhookTestVectorsDocument() {
  return {
    scheme: 'Standard Webhooks v1: webhook-signature = "v1," + base64(HMAC-SHA256(base64decode(secret without "whsec_"), id + "." + timestamp + "." + body))',
    secret: sandboxWebhookSecret,
    timestampToleranceSeconds,
    verdictReasons,
    vectors: webhookTestVectors(),
  };
}
