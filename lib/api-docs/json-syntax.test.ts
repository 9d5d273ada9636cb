import fc from 'fast-check';
import { parseJson } from './json-syntax';

function errorOf(text: string) {
  const result = parseJson(text);
  if (result.ok) throw new Error(`expected ${JSON.stringify(text)} not to parse`);
  return result.error;
}

describe('parseJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJson('{ "amount": 1000, "tags": [true, null, "x"] }')).toEqual({
      ok: true,
      value: { amount: 1000, tags: [true, null, 'x'] },
    });
  });

  it('names the line and column of a missing comma', () => {
    const text = '{\n  "phone": "254712345678"\n  "amount": 1000\n}';
    expect(errorOf(text)).toMatchObject({ line: 3, column: 3, message: expect.stringContaining("expected ',' or '}'") });
  });

  it('points at a trailing comma', () => {
    expect(errorOf('{"amount": 1000,}')).toMatchObject({ line: 1, column: 17, message: expect.stringContaining('property name') });
  });

  it('points at single quotes', () => {
    expect(errorOf("{'amount': 1}")).toMatchObject({ line: 1, column: 2 });
  });

  it('points at the opening quote of an unterminated string', () => {
    expect(errorOf('{"phone": "2547')).toMatchObject({ column: 11, message: expect.stringContaining('Unterminated string') });
  });

  it('reports empty input and text after the value', () => {
    expect(errorOf('')).toMatchObject({ line: 1, column: 1, message: expect.stringContaining('end of input') });
    expect(errorOf('{} x')).toMatchObject({ column: 4, message: expect.stringContaining('nothing after') });
  });

  it('refuses what JSON.parse refuses: leading zeros, bare words, bad escapes, raw line breaks', () => {
    for (const text of ['01', 'tru', '"\\x"', '"a\nb"', '[1,]', '-', '1.', '1e', 'NaN', '{"a" 1}']) {
      expect(parseJson(text).ok).toBe(false);
    }
  });

  it('agrees with JSON.parse on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        expect(parseJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
      }),
    );
  });

  it('agrees with JSON.parse on whether any text parses', () => {
    const jsonish = fc.stringMatching(/^[{}[\]":, 0-9a-z\\.eE+\-\n]{0,24}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), jsonish), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(parseJson(text).ok).toBe(parses);
      }),
      { numRuns: 2000 },
    );
  });
});
