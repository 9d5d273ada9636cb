import { MDXRemote } from 'next-mdx-remote/rsc';
import remarkGfm from 'remark-gfm';
import { remarkJsxAllowlist } from '@/lib/blog/jsx-allowlist';
import type { Post } from '@/lib/blog/types';
import { createMdxComponents } from './mdx-components';

export interface ArticleBodyProps {
  post: Post;
}

/**
 * The article's MDX, compiled on the server at build time. Only files from content/blog reach
 * this point; JavaScript expressions are stripped (blockJS) and only our components may appear.
 */
export function ArticleBody({ post }: ArticleBodyProps) {
  return (
    <div className="text-lg leading-8 text-ink/90">
      <MDXRemote
        source={post.body}
        components={createMdxComponents(post)}
        options={{
          blockJS: true,
          blockDangerousJS: true,
          mdxOptions: { remarkPlugins: [remarkGfm, remarkJsxAllowlist(post.file)] },
        }}
      />
    </div>
  );
}
