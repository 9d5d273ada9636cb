import { apiDocs, apiEndpoints } from './catalogue';
import { apiDocIds } from './ids';
import { apiListing } from './listing';
import { simulateSandboxCall } from './sandbox';
import { endpointUrl } from './base-url';
import { sampleUrl } from './code-examples';
import { errorResponseSchema } from './schemas';
import { apiKeyEnvVar, sdkClassName } from './sdks';

describe('the documented API', () => {
  it('has a full entry for every API page', () => {
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

  it('documents the five endpoints at their paths, each with a page and a rate limit', () => {
    expect(apiEndpoints.map(({ method, endpoint, docId }) => ({ method, endpoint, docId }))).toEqual([
      { method: 'POST', endpoint: '/api/v1/mpesa/stkpush', docId: 'mpesa-stk-push' },
      { method: 'GET', endpoint: '/api/v1/mpesa/stkpush/{checkout_request_id}', docId: 'mpesa-stk-query' },
      // The subscriptions reference keeps its old address.
      { method: 'POST', endpoint: '/api/v1/subscriptions/create', docId: 'mpesa-paybill' },
      { method: 'GET', endpoint: '/api/v1/wallet/{customer_id}', docId: 'wallet-balance' },
      { method: 'POST', endpoint: '/api/v1/payouts', docId: 'payouts' },
    ]);
    expect(apiDocs['mpesa-stk-push'].rateLimitPerMinute).toBe(100);
    expect(apiDocs['mpesa-paybill'].rateLimitPerMinute).toBe(200);
    for (const doc of apiEndpoints) expect(doc.rateLimitPerMinute).toBeGreaterThan(0);
  });

  it('derives the listing from the same entries', () => {
    expect(apiListing).toEqual(apiEndpoints.map(({ name, description, method, endpoint, docId }) => ({ name, description, method, endpoint, docId })));
  });

  it.each(apiDocIds)('%s: every sample calls the endpoint at the one base URL with the one SDK class and key variable', (id) => {
    const doc = apiDocs[id];
    const url = sampleUrl({
      url: endpointUrl(doc.endpoint),
      location: doc.request.location,
      sample: Object.fromEntries(Object.entries(doc.request.sample).map(([key, value]) => [key, String(value)])),
    });
    expect(doc.codeExamples.map((example) => example.label)).toEqual(['cURL', 'Python', 'Node.js', 'PHP']);
    const [curl, python, node, php] = doc.codeExamples.map((example) => example.code);
    expect(curl).toContain(`curl -X ${doc.method} ${url} `);
    expect(php).toContain(`curl_init('${url}')`);
    expect(python).toContain(`from kilelepay import ${sdkClassName}\n`);
    expect(python).toContain(`${sdkClassName}(api_key=os.environ["${apiKeyEnvVar}"])`);
    expect(python).toContain(`client.${doc.sdkMethod.python}(`);
    expect(node).toContain(`import { ${sdkClassName} } from 'kilelepay';`);
    expect(node).toContain(`process.env.${apiKeyEnvVar}`);
    expect(node).toContain(`client.${doc.sdkMethod.node}(`);
    for (const code of [curl, php]) expect(code).toContain(apiKeyEnvVar);
  });

  it('sends the sample body in every POST sample, so copying it gives a valid request', () => {
    for (const doc of apiEndpoints.filter((entry) => entry.request.location === 'body')) {
      const curl = doc.codeExamples.find((example) => example.id === 'curl')?.code ?? '';
      const body = curl.slice(curl.indexOf("-d '") + 4, curl.lastIndexOf("'"));
      expect(JSON.parse(body)).toEqual(doc.request.sample);
      expect(doc.request.schema.safeParse(doc.request.sample).success).toBe(true);
      for (const [key, value] of Object.entries(doc.request.sample)) {
        expect(doc.codeExamples.find((example) => example.id === 'python')?.code).toContain(`${key}=${JSON.stringify(value)}`);
      }
    }
  });

  it('has typed response examples for 200, 400, 401 and 429, and a 404 for a lookup by id', () => {
    expect(apiDocs['mpesa-stk-query'].responses.map((response) => response.status)).toEqual([200, 400, 401, 429, 404]);
    expect(apiDocs['mpesa-stk-query'].responses.at(-1)?.body).toMatchObject({ success: false, error_code: 'PAYMENT_NOT_FOUND' });
    for (const id of apiDocIds) {
      const { responses: all, responseSchema } = apiDocs[id];
      const responses = all.filter((response) => response.status !== 404);
      expect(responses.map((response) => response.status)).toEqual([200, 400, 401, 429]);
      const [success, ...errors] = responses;
      responseSchema.parse(success?.body);
      for (const error of errors) errorResponseSchema.parse(error.body);
      expect(errors.map((error) => error.meaning)).toEqual(['Bad request - invalid parameters', 'Unauthorized - invalid API key', 'Rate limit exceeded']);
      expect(errors.map((error) => error.body)).toEqual([
        expect.objectContaining({ success: false, error_code: expect.stringMatching(/^INVALID_/) }),
        expect.objectContaining({ message: 'Invalid API key', error_code: 'UNAUTHORIZED' }),
        expect.objectContaining({ error_code: 'RATE_LIMIT_EXCEEDED', retry_after: 60 }),
      ]);
    }
    expect(apiDocs['mpesa-stk-push'].responses[1]?.body).toMatchObject({
      message: 'Invalid phone number format',
      error_code: 'INVALID_PHONE',
      details: 'Phone number must start with 254 and be 12 digits long',
    });
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
