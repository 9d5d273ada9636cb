/**
 * The text of the named fields as the form holds them: what `new FormData(form)` reads, which
 * is what the browser posts without JavaScript. A field the form lacks, or a file, reads ''.
 */
export function formValues(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    fields.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
}

/** The name of the field an input or change event came from, or null. */
export function fieldNameOf(target: EventTarget): string | null {
  const isField = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  return isField ? target.name : null;
}

/** The messages but the one of `name`: a field's message goes once the person starts fixing it. */
export function withoutError(errors: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name));
}
