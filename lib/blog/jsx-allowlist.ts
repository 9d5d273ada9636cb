/**
 * A remark plugin that refuses JSX elements other than the article components we provide.
 * Markdown stays free; `<script>`, `<iframe>` or a raw `<div onclick>` in an article fails the
 * build with the file's name rather than reaching a reader's browser. `npm run check-content`
 * applies the same list.
 */
export const allowedJsx = ['Callout', 'SiteLink'] as const;

export interface TreeNode {
  type: string;
  name?: string | null;
  children?: TreeNode[];
  position?: { start: { line: number } };
}

const jsxTypes = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** Every JSX element of a tree, at any depth, with its line in the text that was parsed. */
export function jsxElements(node: TreeNode): { name: string; line: number }[] {
  const own = jsxTypes.has(node.type) ? [{ name: node.name ?? '<>', line: node.position?.start.line ?? 1 }] : [];
  return [...own, ...(node.children ?? []).flatMap(jsxElements)];
}

export function jsxElementNames(node: TreeNode): string[] {
  return jsxElements(node).map((element) => element.name);
}

export function isAllowedJsx(name: string): boolean {
  return (allowedJsx as readonly string[]).includes(name);
}

export function jsxProblem(name: string): string {
  return `<${name}> is not allowed in an article (allowed: ${allowedJsx.join(', ')})`;
}

export function remarkJsxAllowlist(file: string) {
  return () => (tree: TreeNode) => {
    const refused = jsxElements(tree).find((element) => !isAllowedJsx(element.name));
    if (refused) throw new Error(`${file}: ${jsxProblem(refused.name)}`);
  };
}
