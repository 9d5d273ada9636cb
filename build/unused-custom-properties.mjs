// Drops from a page's inlined rules the custom properties that nothing in the page reads.
//
// Why: Tailwind declares every variable its utilities may use, whether a page uses them or not:
// the theme's colours, sizes and fonts on :root, and each `--tw-*` variable twice (an
// `@property` registration, and a fallback block for browsers without `@property`). Beasties
// keeps all of them, since they match every page. On the home page that is about 8 KB of the
// 39 KB of rules, parsed before the first frame on a phone's slow processor for nothing. The
// whole stylesheet, linked at the end of the page, declares them all again.
//
// What counts as read: a `var(--name)` in any other declaration of the rules, in the page's own
// HTML (an inline style), or in the value of a variable that is itself read. Only the defaults
// are dropped (`@property`, the theme's and the fallback block's declarations); a utility that
// sets a variable keeps its declaration.
import postcss from 'postcss';

const readsOf = (value) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name);

/** @param {import('postcss').Node} node */
function layerOf(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'layer') return parent.params.trim();
  }
  return undefined;
}

/**
 * @param {string} css the rules written into one page
 * @param {string} html the page, whose inline styles may read a variable
 * @returns {string} the same rules without the custom properties nothing reads
 */
export function withoutUnusedCustomProperties(css, html) {
  const root = postcss.parse(css);
  /** @type {Map<string, (import('postcss').Declaration | import('postcss').AtRule)[]>} */
  const defaults = new Map();
  const addDefault = (name, node) => defaults.set(name, [...(defaults.get(name) ?? []), node]);
  const read = new Set(readsOf(html));

  root.walkAtRules('property', (rule) => addDefault(rule.params.trim(), rule));
  root.walkDecls((declaration) => {
    const insideProperty = declaration.parent?.type === 'atrule' && declaration.parent.name === 'property';
    if (insideProperty) return;
    const isDefault = declaration.prop.startsWith('--') && ['theme', 'properties'].includes(layerOf(declaration) ?? '');
    if (isDefault) addDefault(declaration.prop, declaration);
    else for (const name of readsOf(declaration.value)) read.add(name);
  });

  // A default may read another (`--default-font-family: var(--font-sans)`): follow the chain.
  const pending = [...read];
  while (pending.length > 0) {
    const name = pending.pop();
    for (const node of defaults.get(name ?? '') ?? []) {
      if (node.type !== 'decl') continue;
      for (const next of readsOf(node.value).filter((name) => !read.has(name))) {
        read.add(next);
        pending.push(next);
      }
    }
  }

  for (const [name, nodes] of defaults) if (!read.has(name)) for (const node of nodes) node.remove();
  // Rules and blocks left empty go with them.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || (node.type === 'atrule' && node.name !== 'property')) && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
