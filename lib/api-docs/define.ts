import { endpointUrl } from './base-url';
import { codeExamples } from './code-examples';
import type { ApiDocEntry } from './types';

/** A sample request's fields as the code samples write them: strings and numbers only. */
function sampleFields(sample: Record<string, unknown>): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(sample)) {
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Sample field "${key}" is not a string or a number`);
    fields[key] = value;
  }
  return fields;
}

/**
 * An endpoint's entry with its code samples written from its own fields, so that no sample
 * can call another URL, send another body or name another SDK call than the entry says.
 * `printFields`: the response fields the samples print.
 */
export function defineApiDoc(entry: Omit<ApiDocEntry, 'codeExamples'>, printFields: string[]): ApiDocEntry {
  return {
    ...entry,
    codeExamples: codeExamples({
      method: entry.method,
      url: endpointUrl(entry.endpoint),
      location: entry.request.location,
      sample: sampleFields(entry.request.sample),
      sdkMethod: entry.sdkMethod,
      printFields,
    }),
  };
}
