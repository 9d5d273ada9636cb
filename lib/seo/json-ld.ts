/**
 * Serialises structured data for a `<script type="application/ld+json">` block. JSON alone is
 * not safe inside a script element: a string holding `</script>` would end it. Escaping `<`,
 * `>` and `&` as unicode escapes keeps the JSON identical to a parser and inert to HTML.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
