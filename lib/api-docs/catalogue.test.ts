import { apiDocs, apiEndpoints } from './catalogue';
import { apiDocIds } from './ids';
import { apiListing } from './listing';
import { simulateSandboxCall } from './sandbox';
import { errorResponseSchema, stkPushResponseSchema, subscriptionResponseSchema } from './schemas';

describe('the documented API', () => {
  it('has a full entry for every API page, with the fields of SPEC §3', () => {
    for (const id of apiDocIds) {
      const doc = apiDocs[id];
      expect(doc.docId).toBe(id);
      for (const text of [doc.name, doc.description, doc.detailedDescription, doc.category, doc.authentication]) {
        expect(text.length).toBeGreaterThan(3);
      }
      expect(doc.overview.length).toBeGreaterThan(0);
      expect(doc.features.length).toBeGreaterThan(2);
      expect(doc.useCases.length).toBeGreaterThan(2);
      expect(doc.codeExamples.length).toBeGreaterThan(0);
    }
  });

  it('documents the endpoints, rate limits and the page ids of SPEC §2 and §7', () => {
    expect(apiEndpoints.map(({ method, endpoint, rateLimitPerMinute, docId }) => ({ method, endpoint, rateLimitPerMinute, docId }))).toEqual([
      { method: 'POST', endpoint: '/api/v1/mpesa/stkpush', rateLimitPerMinute: 100, docId: 'mpesa-stk-push' },
      // SPEC §2: mpesa-paybill documents the subscriptions API.
      { method: 'POST', endpoint: '/api/v1/subscriptions/create', rateLimitPerMinute: 200, docId: 'mpesa-paybill' },
      { method: 'GET', endpoint: '/api/v1/wallet/{customer_id}', rateLimitPerMinute: undefined, docId: undefined },
      { method: 'POST', endpoint: '/api/v1/payouts', rateLimitPerMinute: undefined, docId: undefined },
    ]);
  });

  it('derives the listing from the same entries', () => {
    expect(apiListing).toEqual(apiEndpoints.map(({ name, description, method, endpoint, docId }) => ({ name, description, method, endpoint, docId })));
  });

  it('has code examples in curl, Python, Node.js and PHP for STK push, curl for subscriptions', () => {
    expect(apiDocs['mpesa-stk-push'].codeExamples.map((example) => example.label)).toEqual(['cURL', 'Python', 'Node.js', 'PHP']);
    expect(apiDocs['mpesa-paybill'].codeExamples.map((example) => example.label)).toEqual(['cURL']);
    expect(apiDocs['mpesa-stk-push'].codeExamples[0]?.code).toContain('/v1/mpesa/stkpush');
    expect(apiDocs['mpesa-paybill'].codeExamples[0]?.code).toContain('/v1/subscriptions/create');
    expect(apiDocs['mpesa-stk-push'].codeExamples[1]?.code).toMatch(/KilelePay\(api_key="YOUR_API_KEY"\)[\s\S]*client\.stk_push\(/);
  });

  it('puts the sample body in every code example, so copying it gives a valid request', () => {
    for (const id of apiDocIds) {
      const { codeExamples, request } = apiDocs[id];
      const curl = codeExamples.find((example) => example.id === 'curl')?.code ?? '';
      const body = curl.slice(curl.indexOf("-d '") + 4, curl.lastIndexOf("'"));
      expect(JSON.parse(body)).toEqual(request.sample);
      expect(request.schema.safeParse(request.sample).success).toBe(true);
    }
  });

  it('has typed response examples for 200, 400, 401 and 429 (SPEC §8)', () => {
    for (const id of apiDocIds) {
      const { responses } = apiDocs[id];
      expect(responses.map((response) => response.status)).toEqual([200, 400, 401, 429]);
      const [success, ...errors] = responses;
      (id === 'mpesa-stk-push' ? stkPushResponseSchema : subscriptionResponseSchema).parse(success?.body);
      for (const error of errors) errorResponseSchema.parse(error.body);
      expect(errors.map((error) => error.meaning)).toEqual(['Bad request - invalid parameters', 'Unauthorized - invalid API key', 'Rate limit exceeded']);
      expect(errors.map((error) => error.body)).toEqual([
        expect.objectContaining({ message: 'Invalid phone number format', error_code: 'INVALID_PHONE', details: 'Phone number must start with 254 and be 12 digits long' }),
        expect.objectContaining({ message: 'Invalid API key', error_code: 'UNAUTHORIZED' }),
        expect.objectContaining({ error_code: 'RATE_LIMIT_EXCEEDED', retry_after: 60 }),
      ]);
    }
  });

  it("answers the sample in the sandbox with the 200 example's shape", () => {
    for (const id of apiDocIds) {
      const { request, responses } = apiDocs[id];
      const result = simulateSandboxCall(id, JSON.stringify(request.sample));
      expect(result.status).toBe(200);
      expect(Object.keys(result.body)).toEqual(Object.keys(responses[0]?.body ?? {}));
    }
  });
});
