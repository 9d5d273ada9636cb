/**
 * A message template filled in: fill('Use at most {max} characters', { max: 120 }). Copy that
 * needs a value known only in the browser (a length, an address, an amount) is written as a
 * template, so it can travel to a client component as plain data. A name the values do not
 * hold stays as written, so a mistake shows on the page instead of vanishing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The placeholders a template names, in order: what a translation must keep. */
export function placeholdersOf(template: string): string[] {
  return Array.from(template.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? '');
}
