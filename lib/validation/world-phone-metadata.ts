import metadata from 'libphonenumber-js/metadata.max.json';
import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Every country's phone metadata (libphonenumber-js "max", about 39 KB gzip): the server
 * checks contact numbers with it; a browser loads this module only when a visitor types a
 * number with another country's code (needsWorldPhoneMetadata), never with a page.
 */
export const worldPhoneMetadata: MetadataJson = metadata;
