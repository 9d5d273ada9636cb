/**
 * A remark plugin that refuses JSX elements other than the article components we provide.
 * Markdown stays free; `<script>`, `<iframe>` or a raw `<div onclick>` in an article fails the
 * build with the file's name rather than reaching a reader's browser.
 */
export const allowedJsx = ['Callout', 'SiteLink'] as const;

interface TreeNode {
  type: string;
  name?: string | null;
  children?: TreeNode[];
}

const jsxTypes = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

export function jsxElementNames(node: TreeNode): string[] {
  const own = jsxTypes.has(node.type) ? [node.name ?? '<>'] : [];
  return [...own, ...(node.children ?? []).flatMap(jsxElementNames)];
}

export function remarkJsxAllowlist(file: string) {
  return () => (tree: TreeNode) => {
    const refused = jsxElementNames(tree).filter((name) => !(allowedJsx as readonly string[]).includes(name));
    if (refused.length > 0) {
      throw new Error(`${file}: <${refused[0]}> is not allowed in an article (allowed: ${allowedJsx.join(', ')})`);
    }
  };
}
