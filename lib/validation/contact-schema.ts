import type { ValidationMessages } from '@/lib/content/validation';
import { contactSchemaFor } from './contact';
import { worldPhoneMetadata } from './world-phone-metadata';

/** The contact form's schema with every country's phone metadata: the server's, and the tests'. */
export function worldContactSchema(messages: ValidationMessages) {
  return contactSchemaFor(worldPhoneMetadata, messages);
}
