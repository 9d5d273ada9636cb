/**
 * Whether an SVG file can go into the page as markup. Inlined, an SVG is painted with the
 * document instead of waiting for a request of its own; but markup runs in the page, so only
 * drawing is let through: the elements and attributes below, no script, no event handler, no
 * link, no style, no entity. A hand-written allowlist because the files are our own small
 * illustrations, checked once at build time; anything else stays an <img> (which cannot run
 * anything).
 */
const drawingElements = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'rect',
  'circle',
  'ellipse',
  'line',
  'path',
  'polygon',
  'polyline',
  'text',
  'tspan',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
]);

/** Attribute names: presentation and geometry only (event handlers and links are not in it). */
const drawingAttribute =
  /^(?:xmlns|viewbox|width|height|id|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|d|points|transform|opacity|offset|fill(?:-opacity|-rule)?|stroke(?:-[a-z]+)?|stop-(?:color|opacity)|clip-(?:path|rule)|mask|font-(?:family|size|weight|style)|text-anchor|dominant-baseline|letter-spacing|gradientunits|gradienttransform|preserveaspectratio|role|aria-hidden|aria-label|focusable)$/;

const tagPattern = /<(\/?)([a-zA-Z][\w:-]*)([^<>]*)>/g;
const attributePattern = /\s*([^\s=/]+)\s*=\s*"([^"<>]*)"/y;

function attributesAreDrawing(source: string): boolean {
  const inside = source.replace(/\/\s*$/, '');
  attributePattern.lastIndex = 0;
  let position = 0;
  while (position < inside.trimEnd().length) {
    attributePattern.lastIndex = position;
    const match = attributePattern.exec(inside);
    if (!match) return false;
    const [, name = '', value = ''] = match;
    if (!drawingAttribute.test(name.toLowerCase())) return false;
    // url() may only point inside the drawing (a gradient, a clip path).
    if (/url\(/i.test(value) && !/^url\(#[\w-]+\)$/.test(value.trim())) return false;
    position = attributePattern.lastIndex;
  }
  return true;
}

/**
 * The file's markup, ready to inline, or null when it holds anything but drawing.
 * @param source the text of an .svg file
 */
export function inlineableSvg(source: string): string | null {
  const markup = source.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?/, '').trim();
  if (!markup.startsWith('<svg') || !markup.endsWith('</svg>')) return null;
  // Comments, CDATA, doctypes and entities have no place in a drawing.
  if (/<!|&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(markup)) return null;
  for (const [, , name = '', attributes = ''] of markup.matchAll(tagPattern)) {
    if (!drawingElements.has(name.toLowerCase()) || !attributesAreDrawing(attributes)) return null;
  }
  // Every "<" must have opened one of the tags checked above.
  if (markup.replace(tagPattern, '').includes('<')) return null;
  return markup;
}

/** A checked drawing as a tree of elements and text, for React to render (no raw HTML). */
export interface SvgElement {
  name: string;
  /** React prop names: `stroke-width` becomes `strokeWidth`; aria-* stay as written. */
  attributes: Record<string, string>;
  children: (SvgElement | string)[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (entities[name] ?? ''),
  );
const propName = (name: string) => (name.startsWith('aria-') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));

/**
 * The file's drawing as a tree, or null when inlineableSvg refuses it. Text between tags is
 * kept only inside <text>, <tspan>, <title> and <desc>; white space elsewhere is layout.
 * @param source the text of an .svg file
 */
export function svgTree(source: string): SvgElement | null {
  const markup = inlineableSvg(source);
  if (markup === null) return null;
  const root: SvgElement = { name: '#root', attributes: {}, children: [] };
  const open: SvgElement[] = [root];
  let position = 0;
  for (const match of markup.matchAll(tagPattern)) {
    const [tag, closing = '', name = '', rest = ''] = match;
    const parent = open[open.length - 1] ?? root;
    const text = markup.slice(position, match.index);
    if (text.trim() !== '' && /^(text|tspan|title|desc)$/i.test(parent.name)) parent.children.push(decode(text));
    position = (match.index ?? 0) + tag.length;
    if (closing) {
      open.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key = '', value = ''] of rest.matchAll(/([^\s=/]+)\s*=\s*"([^"<>]*)"/g)) attributes[propName(key)] = decode(value);
    const element: SvgElement = { name, attributes, children: [] };
    parent.children.push(element);
    if (!/\/\s*$/.test(rest)) open.push(element);
  }
  const [drawing] = root.children;
  return typeof drawing === 'object' ? drawing : null;
}
