import { defaultTreeAdapter as tree, parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** One element of a parsed page: its tag, an attribute by name (undefined when absent), its text. */
export interface HtmlElement {
  tag: string;
  attribute(name: string): string | undefined;
  text(): string;
}

function textOf(node: Node): string {
  if (tree.isTextNode(node)) return tree.getTextNodeContent(node);
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

function elementsOf(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.flatMap((child) => (tree.isElementNode(child) ? [child, ...elementsOf(child)] : []));
}

/**
 * A page's HTML as a crawler reads it, the bytes the server sent with none of its scripts run:
 * the elements with a tag, and attributes that all match when given (`{ rel: 'canonical' }`).
 * Reading a response this way costs a fraction of opening it in a browser page.
 */
export function htmlElements(html: string) {
  const all = elementsOf(parse(html)).map((element): HtmlElement => ({
    tag: tree.getTagName(element),
    attribute: (name) => tree.getAttrList(element).find((attr) => attr.name === name)?.value,
    text: () => textOf(element),
  }));
  return (tag: string, attributes: Record<string, string> = {}) =>
    all.filter((element) => element.tag === tag && Object.entries(attributes).every(([name, value]) => element.attribute(name) === value));
}
