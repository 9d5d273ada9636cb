import { z } from 'zod';
import { apiDocs } from './catalogue';
import { apiDocIds } from './ids';
import { parameterRows } from './parameters';
import { apiRules } from './rules';

describe.each(apiDocIds)('the parameters table of %s', (id) => {
  const { request } = apiDocs[id];
  const rows = parameterRows(request);
  const shape = request.schema.shape;

  it('has one row per schema field, in schema order', () => {
    expect(rows.map((row) => row.name)).toEqual(Object.keys(shape));
  });

  it('marks as required exactly the fields the schema requires', () => {
    const required = z.toJSONSchema(request.schema, { io: 'input' }).required ?? [];
    expect(rows.filter((row) => row.required).map((row) => row.name)).toEqual(required);
  });

  it('gives every row a type, a description, a valid example and the rule it is checked against', () => {
    for (const row of rows) {
      const field = shape[row.name];
      if (!field) throw new Error(`no field ${row.name}`);
      expect(row.type).toMatch(/^(string|integer)$/);
      expect(row.description.length).toBeGreaterThan(10);
      const example = row.type === 'integer' ? Number(row.example) : row.example;
      expect(z.safeParse(field, example).success).toBe(true);
      expect(Object.values(apiRules).map((rule) => rule.details)).toContain(row.validation);
    }
  });
});

it('shows the STK push rows as documented', () => {
  expect(
    parameterRows(apiDocs['mpesa-stk-push'].request).map(({ name, type, required, example, validation }) => ({ name, type, required, example, validation })),
  ).toEqual([
    { name: 'phone', type: 'string', required: true, example: '254712345678', validation: 'Phone number must start with 254 and be 12 digits long' },
    { name: 'amount', type: 'integer', required: true, example: '1000', validation: apiRules.amount.details },
    { name: 'reference', type: 'string', required: true, example: 'ORDER123', validation: apiRules.reference.details },
    { name: 'description', type: 'string', required: false, example: 'Payment for order 123', validation: apiRules.description.details },
    { name: 'callback_url', type: 'string', required: false, example: 'https://example.com/mpesa/callback', validation: apiRules.callbackUrl.details },
  ]);
});
