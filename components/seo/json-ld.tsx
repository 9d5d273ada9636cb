import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo/json-ld';

export interface JsonLdProps {
  data: WithContext<Thing> | WithContext<Thing>[];
}

/** A structured-data block. The one place the site writes raw HTML, and only escaped JSON. */
export function JsonLd({ data }: JsonLdProps) {
  // eslint-disable-next-line react/no-danger -- serializeJsonLd escapes <, > and &, so no string can close the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
