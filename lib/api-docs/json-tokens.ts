/**
 * Splits JSON text into coloured pieces for the response viewer. Lossless: the pieces joined
 * give back the input, whatever it is, so a broken or hostile text is still shown as written.
 */
export type JsonTokenKind = 'key' | 'string' | 'number' | 'literal' | 'punctuation' | 'space' | 'other';

export interface JsonToken {
  kind: JsonTokenKind;
  text: string;
}

const patterns: [JsonTokenKind, RegExp][] = [
  ['space', /\s+/y],
  ['string', /"(?:[^"\\\n]|\\.)*"?/y],
  ['number', /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y],
  ['literal', /true|false|null/y],
  ['punctuation', /[{}[\]:,]/y],
  ['other', /[^\s"{}[\]:,]+/y],
];

function nextToken(text: string, index: number): JsonToken {
  for (const [kind, pattern] of patterns) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (match && match[0] !== '') return { kind, text: match[0] };
  }
  return { kind: 'other', text: text.charAt(index) };
}

export function tokenizeJson(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  let index = 0;
  while (index < text.length) {
    const token = nextToken(text, index);
    tokens.push(token);
    index += token.text.length;
  }
  // A string followed by a colon is a property name.
  let previousSolid = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || token.kind === 'space') continue;
    const previous = tokens[previousSolid];
    if (token.text === ':' && previous?.kind === 'string') previous.kind = 'key';
    previousSolid = i;
  }
  return tokens;
}
