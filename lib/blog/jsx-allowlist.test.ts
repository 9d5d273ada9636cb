import { jsxElementNames, remarkJsxAllowlist } from './jsx-allowlist';

const tree = (...names: string[]) => ({
  type: 'root',
  children: [
    { type: 'paragraph', children: [{ type: 'text' }] },
    ...names.map((name) => ({ type: 'mdxJsxFlowElement', name, children: [{ type: 'mdxJsxTextElement', name: 'SiteLink', children: [] }] })),
  ],
});

describe('the JSX allowlist of articles', () => {
  it('finds JSX elements at any depth', () => {
    expect(jsxElementNames(tree('Callout'))).toEqual(['Callout', 'SiteLink']);
  });

  it('lets the article components through', () => {
    expect(() => remarkJsxAllowlist('content/blog/x.mdx')()(tree('Callout'))).not.toThrow();
  });

  it.each(['script', 'iframe', 'div', 'img'])('refuses <%s>, naming the file', (name) => {
    expect(() => remarkJsxAllowlist('content/blog/x.mdx')()(tree(name))).toThrow(`content/blog/x.mdx: <${name}> is not allowed`);
  });
});
