import type { ValidationMessages } from '@/lib/content/validation';

/**
 * `build` run once per language: a form's checks build their schemas from the messages of the
 * page's language the first time they are asked, and reuse them for every later submit.
 */
export function schemasIn<Schemas>(build: (messages: ValidationMessages) => Schemas): (messages: ValidationMessages) => Schemas {
  const built = new WeakMap<ValidationMessages, Schemas>();
  return (messages) => {
    let schemas = built.get(messages);
    if (schemas === undefined) {
      schemas = build(messages);
      built.set(messages, schemas);
    }
    return schemas;
  };
}
