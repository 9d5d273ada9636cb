/**
 * Parses JSON and, when it does not parse, says where and why in the same words in every
 * browser (JSON.parse's messages differ between engines and some omit the position).
 * The checker follows RFC 8259 as JSON.parse does; the value itself comes from JSON.parse.
 */
export interface JsonSyntaxError {
  message: string;
  /** 1-based line and column of the offending character. */
  line: number;
  column: number;
  offset: number;
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError };

const maxDepth = 256;

class SyntaxFault extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

function describe(char: string | undefined): string {
  return char === undefined ? 'end of input' : `character ${JSON.stringify(char)}`;
}

function checkJson(text: string): void {
  let index = 0;

  const skipWhitespace = () => {
    while (index < text.length && ' \t\n\r'.includes(text.charAt(index))) index += 1;
  };

  const fail = (expected: string): never => {
    throw new SyntaxFault(`Unexpected ${describe(text[index])}: expected ${expected}`, index);
  };

  const literal = (word: string) => {
    if (text.startsWith(word, index)) index += word.length;
    else fail('a value (an object, array, string, number, true, false or null)');
  };

  const digits = () => {
    const start = index;
    while (index < text.length && text.charAt(index) >= '0' && text.charAt(index) <= '9') index += 1;
    if (index === start) fail('a digit');
  };

  const number = () => {
    if (text[index] === '-') index += 1;
    if (text[index] === '0') index += 1;
    else digits();
    if (text[index] === '.') {
      index += 1;
      digits();
    }
    if (text[index] === 'e' || text[index] === 'E') {
      index += 1;
      if (text[index] === '+' || text[index] === '-') index += 1;
      digits();
    }
  };

  const string = () => {
    const start = index;
    index += 1;
    while (index < text.length) {
      const char = text.charAt(index);
      if (char === '"') {
        index += 1;
        return;
      }
      if (char.charCodeAt(0) < 0x20) {
        throw new SyntaxFault('A line break or control character inside a string: write it as an escape such as \\n', index);
      }
      if (char === '\\') {
        const escape = text[index + 1];
        if (escape !== undefined && '"\\/bfnrt'.includes(escape)) index += 2;
        else if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) index += 6;
        else throw new SyntaxFault('Invalid escape sequence in a string', index);
      } else {
        index += 1;
      }
    }
    throw new SyntaxFault('Unterminated string: a closing double quote is missing', start);
  };

  const value = (depth: number) => {
    if (depth > maxDepth) throw new SyntaxFault(`Nesting deeper than ${maxDepth} levels`, index);
    skipWhitespace();
    const char = text[index];
    if (char === '{') object(depth);
    else if (char === '[') array(depth);
    else if (char === '"') string();
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) number();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else fail('a value (an object, array, string, number, true, false or null)');
  };

  const object = (depth: number) => {
    index += 1;
    skipWhitespace();
    if (text[index] === '}') {
      index += 1;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (text[index] !== '"') fail('a property name in double quotes');
      string();
      skipWhitespace();
      if (text[index] !== ':') fail("':' after the property name");
      index += 1;
      value(depth + 1);
      skipWhitespace();
      if (text[index] === ',') index += 1;
      else if (text[index] === '}') {
        index += 1;
        return;
      } else fail("',' or '}' after the property value");
    }
  };

  const array = (depth: number) => {
    index += 1;
    skipWhitespace();
    if (text[index] === ']') {
      index += 1;
      return;
    }
    for (;;) {
      value(depth + 1);
      skipWhitespace();
      if (text[index] === ',') index += 1;
      else if (text[index] === ']') {
        index += 1;
        return;
      } else fail("',' or ']' after the array item");
    }
  };

  value(0);
  skipWhitespace();
  if (index < text.length) fail('nothing after the end of the JSON value');
}

/** 1-based line and column of `offset` in `text`. */
export function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

export function parseJson(text: string): JsonParseResult {
  try {
    checkJson(text);
  } catch (error) {
    if (!(error instanceof SyntaxFault)) throw error;
    return { ok: false, error: { message: error.message, offset: error.offset, ...position(text, error.offset) } };
  }
  return { ok: true, value: JSON.parse(text) };
}
