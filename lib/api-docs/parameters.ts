import { z } from '@/lib/zod';
import { apiRules } from './rules';
import type { RuleId } from './rules';
import type { RequestDefinition } from './schemas';

/** One row of an API page's parameters table. */
export interface ParameterRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  example: string;
  validation: string;
}

/**
 * The parameters table of a request body, read from its zod schema: one row per field, in
 * schema order, so the table cannot list a field the API does not take or miss one it does.
 */
export function parameterRows<Shape extends z.ZodRawShape>(request: RequestDefinition<Shape>): ParameterRow[] {
  const rules = new Map<string, RuleId>(Object.entries(request.fieldRules));
  return Object.entries(request.schema.shape).map(([name, field]) => {
    const rule = rules.get(name);
    if (!rule) throw new Error(`Parameter "${name}" has no documented rule`);
    const json = z.toJSONSchema(field, { io: 'input' });
    const example = json.examples?.[0];
    return {
      name,
      type: typeof json.type === 'string' ? json.type : 'string',
      required: !z.safeParse(field, undefined).success,
      description: json.description ?? '',
      example: typeof example === 'string' ? example : JSON.stringify(example),
      validation: apiRules[rule].details,
    };
  });
}
