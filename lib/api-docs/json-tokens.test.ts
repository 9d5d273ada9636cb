import fc from 'fast-check';
import { tokenizeJson } from './json-tokens';

describe('tokenizeJson', () => {
  it('tells keys from string values, numbers and literals', () => {
    const tokens = tokenizeJson('{"a": "b", "n": -1.5e3, "t": true, "z": null}').filter((token) => token.kind !== 'space');
    expect(tokens.map((token) => [token.kind, token.text])).toEqual([
      ['punctuation', '{'],
      ['key', '"a"'],
      ['punctuation', ':'],
      ['string', '"b"'],
      ['punctuation', ','],
      ['key', '"n"'],
      ['punctuation', ':'],
      ['number', '-1.5e3'],
      ['punctuation', ','],
      ['key', '"t"'],
      ['punctuation', ':'],
      ['literal', 'true'],
      ['punctuation', ','],
      ['key', '"z"'],
      ['punctuation', ':'],
      ['literal', 'null'],
      ['punctuation', '}'],
    ]);
  });

  it('keeps markup inside a string as one string token', () => {
    const tokens = tokenizeJson('{"x": "<img src=x onerror=alert(1)>"}');
    expect(tokens).toContainEqual({ kind: 'string', text: '"<img src=x onerror=alert(1)>"' });
  });

  it('loses nothing, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value, null, 2)),
        ),
        (text) => {
          expect(
            tokenizeJson(text)
              .map((token) => token.text)
              .join(''),
          ).toBe(text);
        },
      ),
    );
  });
});
