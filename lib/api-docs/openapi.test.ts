import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { apiDocs, apiEndpoints } from './catalogue';
import { apiDocIds } from './ids';
import { apiListing } from './listing';
import { openApiDocument } from './openapi';

const document = openApiDocument();

describe('/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists the same paths and methods as the developers page', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(apiListing.map((item) => `${item.method} ${item.endpoint}`).sort());
    expect(Object.keys(document.paths)).toEqual([
      '/api/v1/mpesa/stkpush',
      '/api/v1/subscriptions/create',
      '/api/v1/wallet/{customer_id}',
      '/api/v1/payouts',
    ]);
  });

  it.each(apiDocIds)('describes the request body of the %s page with its limits', (id) => {
    const doc = apiDocs[id];
    const operation = document.paths[doc.endpoint]?.[doc.method.toLowerCase()];
    const requestBody = z
      .object({ content: z.object({ 'application/json': z.object({ schema: z.object({ $ref: z.string() }) }) }) })
      .parse(operation?.requestBody);
    const name = requestBody.content['application/json'].schema.$ref.split('/').pop() ?? '';
    const schema = document.components.schemas[name];
    const expected: Record<string, unknown> = { ...z.toJSONSchema(doc.request.schema, { io: 'input' }) };
    delete expected.$schema;
    expect(schema).toEqual(expected);
  });

  it('carries the documented limits, statuses, Bearer security and rate limits', () => {
    const stk = z
      .object({
        properties: z.object({
          phone: z.object({ pattern: z.string() }),
          amount: z.object({ type: z.literal('integer'), minimum: z.literal(1), maximum: z.literal(70000) }),
          reference: z.object({ maxLength: z.literal(20), pattern: z.string() }),
          description: z.object({ maxLength: z.literal(100) }),
        }),
      })
      .parse(document.components.schemas.StkPushRequest);
    expect(new RegExp(stk.properties.phone.pattern).test('254712345678')).toBe(true);
    expect(new RegExp(stk.properties.phone.pattern).test('25471234567')).toBe(false);
    expect(document.components.schemas.SubscriptionRequest).toMatchObject({ properties: { frequency: { enum: ['1D', '1W', '1M'] } } });

    expect(document.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    expect(document.security).toEqual([{ bearerAuth: [] }]);

    const stkOperation = document.paths['/api/v1/mpesa/stkpush']?.post;
    expect(Object.keys(z.object({ responses: z.record(z.string(), z.unknown()) }).parse(stkOperation).responses)).toEqual(['200', '400', '401', '429']);
    expect(stkOperation?.description).toContain('100 requests per minute');
    expect(document.paths['/api/v1/subscriptions/create']?.post?.description).toContain('200 requests per minute');
    expect(JSON.stringify(stkOperation)).toContain('"retry_after":60');
  });

  it('documents the three webhook events', () => {
    expect(Object.keys(document.webhooks)).toEqual(['subscription.payment.success', 'subscription.payment.failed', 'subscription.cancelled']);
  });

  it('every endpoint has a unique operation id', () => {
    const ids = apiEndpoints.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
