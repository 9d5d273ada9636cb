import { contactSchemaFor } from './contact';
import { worldPhoneMetadata } from './world-phone-metadata';

/** The contact form's schema with every country's phone metadata: the server's, and the tests'. */
export const contactSchema = contactSchemaFor(worldPhoneMetadata);
