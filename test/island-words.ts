/**
 * Words as a client island receives them from its Server Component, checked to be plain data:
 * React cannot send a function from the server to the browser, so a test fails, naming the
 * key, if one slipped into them.
 */
export function asProps<Words>(words: Words): Words {
  throwOnFunctions(words, 'words');
  return words;
}

function throwOnFunctions(value: unknown, path: string): void {
  if (typeof value === 'function') throw new Error(`${path} is a function: a client island's words must be plain data`);
  if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) throwOnFunctions(inner, `${path}.${key}`);
}
