// The resources a page's HTML makes a browser fetch on load, read from the markup alone.

/** @typedef {'script' | 'stylesheet' | 'font' | 'image' | 'icon'} ResourceKind */

const tagPattern = /<(script|link|img)\b([^>]*)>/gi;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** @param {string} source the inside of a tag, after its name */
function parseAttributes(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const [, name, double, single, bare] of source.matchAll(attributePattern)) {
    if (name) attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The first candidate of a `srcset`: what a small screen at density 1 picks. */
function firstSrcsetUrl(srcset) {
  return srcset.split(',')[0]?.trim().split(/\s+/)[0] ?? '';
}

/** Undo the HTML escaping React applies to attribute values (`&amp;` in query strings). */
function unescapeAttribute(value) {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/**
 * @param {string} tag
 * @param {Map<string, string>} attributes
 * @returns {{ kind: ResourceKind, url: string } | null}
 */
function resourceOf(tag, attributes) {
  const get = (name) => attributes.get(name);
  if (tag === 'script') {
    // Modern browsers skip `nomodule` scripts (the legacy polyfills).
    if (!get('src') || attributes.has('nomodule')) return null;
    return { kind: 'script', url: get('src') };
  }
  if (tag === 'img') {
    // Lazy images wait until they near the viewport; they are not part of the load.
    if (get('loading') === 'lazy') return null;
    const url = get('src') || firstSrcsetUrl(get('srcset') ?? '');
    return url ? { kind: 'image', url } : null;
  }
  const rel = (get('rel') ?? '').toLowerCase().split(/\s+/);
  const href = get('href') || firstSrcsetUrl(get('imagesrcset') ?? '');
  if (!href) return null;
  // A disabled stylesheet is not fetched (the build inlines the stylesheet and disables its link).
  if (rel.includes('stylesheet')) return attributes.has('disabled') ? null : { kind: 'stylesheet', url: href };
  if (rel.includes('modulepreload')) return { kind: 'script', url: href };
  if (rel.includes('icon')) return { kind: 'icon', url: href };
  if (rel.includes('preload')) {
    const as = get('as');
    if (as === 'script') return { kind: 'script', url: href };
    if (as === 'style') return { kind: 'stylesheet', url: href };
    if (as === 'font') return { kind: 'font', url: href };
    if (as === 'image') return { kind: 'image', url: href };
  }
  return null;
}

/**
 * Every resource the page's markup asks for on load, once each, in document order.
 * Inline script bodies (the RSC payload) are skipped: text inside them is not markup.
 * @param {string} html
 * @returns {{ kind: ResourceKind, url: string }[]}
 */
export function htmlResources(html) {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const seen = new Set();
  const resources = [];
  const add = (kind, url) => {
    if (seen.has(url)) return;
    seen.add(url);
    resources.push({ kind, url });
  };
  for (const [, tag, inside] of markup.matchAll(tagPattern)) {
    const attributes = parseAttributes(inside ?? '');
    const resource = resourceOf(tag.toLowerCase(), attributes);
    if (resource) add(resource.kind, unescapeAttribute(resource.url));
  }
  return resources;
}
