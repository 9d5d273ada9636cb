import { Ajv2020 } from 'ajv/dist/2020';
import { openApiDocument } from './openapi';
import { simulateSandboxCall } from './sandbox';

const fixedEnv = { now: () => new Date('2026-01-15T10:30:00Z'), randomId: (length: number) => 'X'.repeat(length) };
const document = openApiDocument();
const ajv = new Ajv2020({ strict: false });
ajv.addSchema(structuredClone(document), 'openapi.json');
const payoutSchema = ajv.compile({ $ref: 'openapi.json#/components/schemas/PayoutRequest' });

const base = { amount: 300, reference: 'PAY9' };

describe('the recipient a payout channel needs, in /openapi.json and in the sandbox alike', () => {
  it.each([
    [{ channel: 'mpesa', phone: '254700000001' }, true],
    [{ channel: 'mpesa' }, false],
    [{ channel: 'bank', account_number: '0123456789', bank_code: '01' }, true],
    [{ channel: 'bank', account_number: '0123456789' }, false],
    [{ channel: 'bank', bank_code: '01' }, false],
    [{ channel: 'bank', phone: '254700000001' }, false],
  ])('%j: accepted %p', (recipient, accepted) => {
    const body = { ...base, ...recipient };
    expect(payoutSchema(body)).toBe(accepted);
    // The sandbox fills in a phone left out of an M-Pesa payout (it is a playground); a bank one
    // must name its own account and bank.
    if (recipient.channel === 'bank') expect(simulateSandboxCall('payouts', JSON.stringify(body), fixedEnv).status).toBe(accepted ? 200 : 400);
  });

  it('refuses a bank payout with no bank code, naming the field, as the document says', () => {
    const result = simulateSandboxCall('payouts', JSON.stringify({ ...base, channel: 'bank', account_number: '0123456789' }), fixedEnv);
    expect(result).toEqual({ status: 400, body: expect.objectContaining({ success: false, field: 'bank_code' }) });
  });
});
