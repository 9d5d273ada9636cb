import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import { resultCodes } from '../mpesa-sandbox/result-codes';
import { sandboxWebhookSecret } from '../mpesa-sandbox/webhook-signature';
import { apiDocs, apiEndpoints } from './catalogue';
import { apiDocIds } from './ids';
import { apiListing } from './listing';
import { openApiDocument, stkCallbackWebhook } from './openapi';

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
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(apiListing.map((item) => `${item.method} ${item.endpoint}`).sort());
    expect(Object.keys(document.paths)).toEqual([
      '/api/v1/mpesa/stkpush',
      '/api/v1/mpesa/stkpush/{checkout_request_id}',
      '/api/v1/subscriptions/create',
      '/api/v1/wallet/{customer_id}',
      '/api/v1/payouts',
    ]);
  });

  it.each(apiDocIds.filter((id) => apiDocs[id].request.location === 'body'))('describes the request body of the %s page with its limits', (id) => {
    const doc = apiDocs[id];
    const operation = document.paths[doc.endpoint]?.[doc.method.toLowerCase()];
    const requestBody = z
      .object({ content: z.object({ 'application/json': z.object({ schema: z.object({ $ref: z.string() }) }) }) })
      .parse(operation?.requestBody);
    const name = requestBody.content['application/json'].schema.$ref.split('/').pop() ?? '';
    const schema = document.components.schemas[name];
    const expected: Record<string, unknown> = { ...z.toJSONSchema(doc.request.schema, { io: 'input' }) };
    delete expected.$schema;
    // The fields one field's value makes required come on top, as if/then (payout-recipient.test.ts).
    expect(schema).toEqual(doc.request.requiredWhen ? { ...expected, allOf: expect.any(Array) } : expected);
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
    for (const doc of Object.values(apiDocs)) {
      expect(document.paths[doc.endpoint]?.[doc.method.toLowerCase()]?.description).toContain(`${doc.rateLimitPerMinute} requests per minute`);
      expect(
        Object.keys(z.object({ responses: z.record(z.string(), z.unknown()) }).parse(document.paths[doc.endpoint]?.[doc.method.toLowerCase()]).responses),
      ).toEqual(doc.responses.some((response) => response.status === 404) ? ['200', '400', '401', '404', '429'] : ['200', '400', '401', '429']);
      expect(document.components.schemas[doc.schemaNames.response]).toBeDefined();
    }
    expect(JSON.stringify(stkOperation)).toContain('"retry_after":60');
  });

  it('describes the wallet balance path parameter with its rule', () => {
    const parameters = z
      .object({
        parameters: z.array(z.object({ name: z.string(), in: z.literal('path'), required: z.literal(true), schema: z.object({ pattern: z.string() }) })),
      })
      .parse(document.paths['/api/v1/wallet/{customer_id}']?.get).parameters;
    expect(parameters.map((parameter) => parameter.name)).toEqual(['customer_id']);
    expect(new RegExp(parameters[0]?.schema.pattern ?? '').test('CUS12345')).toBe(true);
    expect(new RegExp(parameters[0]?.schema.pattern ?? '').test('CUS 12345')).toBe(false);
  });

  // What a client generated from /openapi.json would send, compared with what each page's
  // cURL sample sends: same server, same path, same method, and a body the schema accepts.
  it.each(apiDocIds)("the %s page's sample request is one the document accepts", (id) => {
    const curl = apiDocs[id].codeExamples.find((example) => example.id === 'curl')?.code ?? '';
    const [, method = '', url = ''] = /^curl -X (\w+) (\S+)/.exec(curl) ?? [];
    const server = document.servers[0]?.url ?? '';
    expect(url.startsWith(server)).toBe(true);
    const path = url.slice(server.length);
    const match = Object.entries(document.paths).find(([template]) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
    expect(match).toBeDefined();
    const operation = match?.[1][method.toLowerCase()];
    expect(operation).toBeDefined();
    expect(curl).toContain('Authorization: Bearer ');

    const parameters =
      z
        .array(z.object({ name: z.string(), schema: z.record(z.string(), z.unknown()) }))
        .optional()
        .parse(operation?.parameters) ?? [];
    const templateParts = (match?.[0] ?? '').split('/');
    path.split('/').forEach((part, index) => {
      const name = /^\{(\w+)\}$/.exec(templateParts[index] ?? '')?.[1];
      const parameter = parameters.find((candidate) => candidate.name === name);
      if (name) expect(z.fromJSONSchema(parameter?.schema ?? {}).safeParse(decodeURIComponent(part)).success).toBe(true);
    });

    const body = curl.includes("-d '") ? JSON.parse(curl.slice(curl.indexOf("-d '") + 4, curl.lastIndexOf("'"))) : undefined;
    const requestBody = z
      .object({ content: z.object({ 'application/json': z.object({ schema: z.object({ $ref: z.string() }) }) }) })
      .optional()
      .parse(operation?.requestBody);
    expect(body === undefined).toBe(requestBody === undefined);
    if (requestBody) {
      const name = requestBody.content['application/json'].schema.$ref.split('/').pop() ?? '';
      const validate = new Ajv2020({ strict: false }).compile(document.components.schemas[name] ?? {});
      expect(validate(body)).toBe(true);
      // The schema is strict: a sample with a field the document does not know would fail.
      expect(validate({ ...body, unknown_field: 1 })).toBe(false);
    }
  });

  it('documents the three subscription events and the STK push result', () => {
    expect(Object.keys(document.webhooks)).toEqual([
      'subscription.payment.success',
      'subscription.payment.failed',
      'subscription.cancelled',
      stkCallbackWebhook,
    ]);
  });

  it('every endpoint has a unique operation id', () => {
    const ids = apiEndpoints.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('/openapi.json: the STK push callback', () => {
  const operation = z
    .object({
      parameters: z.array(
        z.object({ name: z.string(), in: z.literal('header'), required: z.literal(true), schema: z.record(z.string(), z.unknown()), example: z.string() }),
      ),
      requestBody: z.object({
        content: z.object({
          'application/json': z.object({
            schema: z.object({ $ref: z.string() }),
            examples: z.record(z.string(), z.object({ summary: z.string(), value: z.unknown() })),
          }),
        }),
      }),
    })
    .parse(document.webhooks[stkCallbackWebhook]?.post);
  const media = operation.requestBody.content['application/json'];
  const schemaName = media.schema.$ref.split('/').pop() ?? '';
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(document.components.schemas[schemaName] ?? {});
  const examples = Object.values(media.examples).map((example) => example.value);
  const codeOf = (value: unknown) => z.object({ data: z.object({ result_code: z.number() }) }).parse(value).data.result_code;

  it('gives one example per result code, each valid against the callback schema', () => {
    expect(examples.map(codeOf).sort()).toEqual([...resultCodes].sort());
    for (const example of examples) {
      const valid = validate(example);
      expect(ajv.errorsText(validate.errors)).toBe('No errors');
      expect(valid).toBe(true);
    }
  });

  it('has a schema that refuses what a callback never is', () => {
    const [success] = examples;
    expect(validate({ ...z.object({}).loose().parse(success), unknown_field: 1 })).toBe(false);
    const failed = examples.find((example) => codeOf(example) === 1032);
    const data = z
      .object({ data: z.object({}).loose() })
      .loose()
      .parse(failed);
    expect(validate({ ...data, data: { ...data.data, result_code: 9999 } })).toBe(false);
    expect(validate({ ...data, data: { ...data.data, result_code: 0 } })).toBe(false);
  });

  it('documents the three Standard Webhooks headers, whose example signature verifies with the sandbox secret', () => {
    expect(operation.parameters.map((parameter) => parameter.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    const headers = Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, parameter.example]));
    for (const parameter of operation.parameters) {
      expect(new Ajv2020({ strict: false }).compile(parameter.schema)(parameter.example)).toBe(true);
    }
    const signed = examples.find((example) => codeOf(example) === 0);
    // The example's own bytes, in its own key order: parsing it first would reorder the keys.
    const body = JSON.stringify(signed);
    // The library refuses a stale timestamp: verify as of the moment the example was signed.
    jest.useFakeTimers({ now: Number(headers['webhook-timestamp']) * 1000 });
    expect(() => new Webhook(sandboxWebhookSecret).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(sandboxWebhookSecret).verify(body.replace('"amount":', '"amount":1'), headers)).toThrow();
    jest.useRealTimers();
  });

  it('accepts every signature entry Standard Webhooks allows in webhook-signature, v1a (asymmetric) included, and nothing else', () => {
    const signature = operation.parameters.find((parameter) => parameter.name === 'webhook-signature');
    const valid = new Ajv2020({ strict: false }).compile(signature?.schema ?? {});
    const hmac = 'g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
    const ed25519 = 'K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4ly0TmXfQGdMSXKj5FOX4TdEgqPgU9Uv1kuqQ5G2zeAw==';
    expect(valid(`v1,${hmac}`)).toBe(true);
    expect(valid(`v1a,${ed25519}`)).toBe(true);
    expect(valid(`v1a,${ed25519} v1,${hmac}`)).toBe(true);
    expect(valid(`v2,${hmac}`)).toBe(false);
    expect(valid(`v1,${hmac},`)).toBe(false);
  });
});
