// /openapi.json of the last build: Redocly's linter (its recommended rules) finds no error, and
// every example the document gives, of a body, a parameter, a header or a schema, is valid
// against its schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1, checked with Ajv).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { generatedFile } from './last-build.mjs';

const source = generatedFile('/openapi.json');
const document = JSON.parse(source);

test("/openapi.json has no error under Redocly's recommended rules", async (t) => {
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
  const describe = (problem) => `${problem.ruleId}: ${problem.message} (${problem.location.map((location) => location.pointer).join(', ')})`;
  for (const warning of problems.filter((problem) => problem.severity === 'warn')) t.diagnostic(`warning ${describe(warning)}`);
  const errors = problems.filter((problem) => problem.severity === 'error');
  assert.equal(errors.length, 0, errors.map(describe).join('\n'));
});

const pointer = (path) => path.map((key) => encodeURIComponent(String(key).replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/**
 * Every example in the document with the schema it must satisfy, as `{ at, schema, value }`:
 * `example`/`examples` of media types and parameters against their `schema`, and `examples` (or
 * `example`) written inside a schema against that schema.
 */
function examplesOf(node, path = [], inSchema = false) {
  if (typeof node !== 'object' || node === null) return [];
  const found = [];
  const schemaHere = inSchema || path.at(-2) === 'schemas';
  if (schemaHere) {
    if (Array.isArray(node.examples)) node.examples.forEach((value, index) => found.push({ at: [...path, 'examples', index], schema: path, value }));
    if ('example' in node) found.push({ at: [...path, 'example'], schema: path, value: node.example });
  } else if ('schema' in node) {
    if ('example' in node) found.push({ at: [...path, 'example'], schema: [...path, 'schema'], value: node.example });
    for (const [name, example] of Object.entries(node.examples ?? {})) {
      found.push({ at: [...path, 'examples', name, 'value'], schema: [...path, 'schema'], value: example.value });
    }
  }
  for (const [key, child] of Object.entries(node)) {
    // An example is a value, not a schema: what it holds is not searched for more examples.
    if ((key === 'example' || key === 'examples') && (schemaHere || 'schema' in node)) continue;
    found.push(...examplesOf(child, [...path, key], schemaHere || key === 'schema'));
  }
  return found;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema(document, 'openapi.json');
const examples = examplesOf(document);

test('the document has examples to check', () => {
  assert.ok(examples.length > 0);
});

for (const { at, schema, value } of examples) {
  test(`example ${pointer(at)} is valid against its schema`, () => {
    const validate = ajv.compile({ $ref: `openapi.json#/${pointer(schema)}` });
    assert.ok(validate(value), ajv.errorsText(validate.errors, { separator: '\n' }));
  });
}

/**
 * A field whose description says "Required when <field> is <value>" must be required by the
 * schema too, not only in prose: for every request body, a body with that value and every other
 * field the value requires (their own examples) is valid with the field and refused without it.
 */
const requiredWhen = /Required when (?:the )?(\w+) is (\w+)/;
const requestBodies = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations).flatMap(([method, operation]) =>
    Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({ at: ['paths', path, method, 'requestBody', 'content', type], media })),
  ),
);

for (const { at, media } of requestBodies) {
  const target = media.schema.$ref ? media.schema.$ref.slice(2).split('/') : [...at, 'schema'];
  const schema = target.reduce((node, key) => node[key], document);
  const conditional = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const match = requiredWhen.exec(property.description ?? '');
    return match ? [{ name, field: match[1], value: match[2] }] : [];
  });
  for (const { name, field, value } of conditional) {
    test(`${pointer(at)}: ${name} is required by the schema when ${field} is ${value}, as its description says`, () => {
      const validate = ajv.compile({ $ref: `openapi.json#/${pointer(target)}` });
      const body = { ...media.example, [field]: value };
      for (const other of conditional.filter((entry) => entry.field === field && entry.value === value)) {
        body[other.name] = schema.properties[other.name].examples?.[0];
      }
      assert.ok(validate(body), `with ${name}: ${ajv.errorsText(validate.errors)}`);
      delete body[name];
      assert.equal(validate(body), false, `${JSON.stringify(body)} is accepted without ${name}`);
    });
  }
}
