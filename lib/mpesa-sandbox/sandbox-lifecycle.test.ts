import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { callbackBody, callbackJson, stkCallbackSchema } from './callback';
import { isResultCode, resultCodes, resultDescriptions } from './result-codes';
import { outcomeFor, resultOfAnswer, testNumbers, wrongPin } from './test-numbers';
import { callbackHttpText, sandboxWebhookSecret, signCallback } from './webhook-signature';

const payment = { checkout_request_id: 'ws_CO_SANDBOX_1', transaction_id: 'SANDBOX_1', reference: 'ORDER123', amount: 1000, phone: '254712345678' };
const at = new Date('2026-01-15T10:30:00Z');

describe('the virtual phone', () => {
  it('approves any four digits but the wrong PIN, and maps cancel and silence to their codes', () => {
    expect(resultOfAnswer({ kind: 'pin', pin: '1234' })).toBe(0);
    expect(resultOfAnswer({ kind: 'pin', pin: '9999' })).toBe(0);
    expect(resultOfAnswer({ kind: 'pin', pin: wrongPin })).toBe(2001);
    expect(resultOfAnswer({ kind: 'cancel' })).toBe(1032);
    expect(resultOfAnswer({ kind: 'timeout' })).toBe(1037);
    expect(() => resultOfAnswer({ kind: 'pin', pin: '12a4' })).toThrow();
  });

  it('prompts for any number that is not a test number', () => {
    expect(outcomeFor('254712345678')).toEqual({ kind: 'prompt' });
  });
});

describe('test numbers', () => {
  it('are valid API phone numbers, each once', () => {
    for (const { phone } of testNumbers) expect(phone).toMatch(/^254\d{9}$/);
    expect(new Set(testNumbers.map(({ phone }) => phone)).size).toBe(testNumbers.length);
  });

  it('give every result code at once, and a missing, a duplicate and a late callback', () => {
    const immediate = testNumbers.flatMap(({ outcome }) => (outcome.kind === 'result' ? [outcome.code] : []));
    expect([...immediate].sort()).toEqual([...resultCodes].sort());
    const kinds = new Set(testNumbers.map(({ outcome }) => outcome.kind));
    for (const kind of ['no-callback', 'duplicate', 'late']) expect(kinds).toContain(kind);
  });

  it('name their result code in their last digits', () => {
    for (const { phone, outcome } of testNumbers) {
      if (outcome.kind === 'result') expect(Number(phone.slice(-4))).toBe(outcome.code);
    }
  });
});

describe('callback bodies', () => {
  it.each(resultCodes)('code %i gives a body that matches its schema, with M-Pesa’s description', (code) => {
    const body = callbackBody(payment, code, { receipt: 'QKL1A2B3C4', at });
    expect(stkCallbackSchema.parse(body)).toEqual(body);
    expect(body.data.result_code).toBe(code);
    expect(body.data.result_description).toBe(resultDescriptions[code]);
    expect('mpesa_receipt_number' in body.data).toBe(code === 0);
  });

  it('refuse a success without a receipt and a failure with code 0', () => {
    const success = callbackBody(payment, 0, { receipt: 'QKL1A2B3C4', at });
    expect(stkCallbackSchema.safeParse({ ...success, data: { ...success.data, mpesa_receipt_number: undefined } }).success).toBe(false);
    const failure = callbackBody(payment, 1032, { receipt: 'QKL1A2B3C4', at });
    expect(stkCallbackSchema.safeParse({ ...failure, data: { ...failure.data, result_code: 0 } }).success).toBe(false);
    expect(isResultCode(9999)).toBe(false);
  });
});

describe('signed callbacks', () => {
  const body = callbackJson(callbackBody(payment, 0, { receipt: 'QKL1A2B3C4', at }));
  const signed = signCallback({ id: 'msg_2Lq', timestamp: at.getTime() / 1000, body });

  it('carry the Standard Webhooks signature of id.timestamp.body with the secret’s decoded bytes', () => {
    const key = Buffer.from(sandboxWebhookSecret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${signed.id}.${signed.timestamp}.${body}`).digest('base64');
    expect(signed.signature).toBe(`v1,${expected}`);
  });

  it('verify with the reference library, and fail once the body changes', () => {
    jest.useFakeTimers({ now: at });
    try {
      const webhook = new Webhook(sandboxWebhookSecret);
      const headers = { 'webhook-id': signed.id, 'webhook-timestamp': String(signed.timestamp), 'webhook-signature': signed.signature };
      expect(webhook.verify(body, headers)).toEqual(JSON.parse(body));
      expect(() => webhook.verify(body.replace('1000', '1001'), headers)).toThrow();
    } finally {
      jest.useRealTimers();
    }
  });

  it('print as an HTTP request: request line, headers, a blank line, then the exact body', () => {
    const text = callbackHttpText('https://shop.example.com/mpesa/callback?source=kilele', signed);
    const [head = '', sent] = text.split('\r\n\r\n');
    const [requestLine, ...headerLines] = head.split('\r\n');
    expect(requestLine).toBe('POST /mpesa/callback?source=kilele HTTP/1.1');
    expect(headerLines).toContain('Host: shop.example.com');
    expect(headerLines).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(headerLines).toContain(`webhook-signature: ${signed.signature}`);
    expect(sent).toBe(body);
  });
});
