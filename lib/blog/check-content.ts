import { articleGlossaryProblems } from './article-glossary';
import { checkBody } from './check-body';
import { coverImage } from './cover';
import { defaultBlogLanguage, translationSlugs } from './languages';
import type { ContentProblem } from './schema';
import { inspectArticles } from './source';
import type { ReadOptions } from './source';
import type { PostSource } from './types';

/**
 * Every rule the build applies to the articles, without a build: frontmatter (the schema),
 * covers, slugs, and the body's JSX, links and images. `npm run check-content` prints the
 * result; the build stops on the same problems. It also holds every Swahili article to the
 * glossary (verb forms included), which the unit tests check as well.
 */
export function checkContent(dir: string, options: ReadOptions & { publicDir: string }): { posts: PostSource[]; problems: ContentProblem[] } {
  const { posts, problems } = inspectArticles(dir, options);
  // /{country}/blog/{slug} is an English address: a Swahili article is not found there.
  const linkable = posts.filter((post) => post.language === defaultBlogLanguage);
  const published = new Set(linkable.filter((post) => !post.draft).map((post) => post.slug));
  const every = new Set(linkable.map((post) => post.slug));
  const publishedPosts = posts.filter((post) => !post.draft);
  for (const post of posts) {
    try {
      coverImage(options.publicDir, post);
    } catch (error) {
      problems.push({ file: post.file, line: 1, field: 'image', message: error instanceof Error ? error.message : String(error) });
    }
    // A published article's links must lead to published pages; a draft, shown only next to
    // the other drafts in `next dev`, may link to those too.
    // An article in Kiswahili links to the Swahili version of an English article that has one.
    const versions = translationSlugs(post.draft ? posts : publishedPosts, post.language);
    problems.push(
      ...checkBody(post, { slugs: post.draft ? every : published, from: { language: post.language, versions, slug: post.slug }, publicDir: options.publicDir }),
    );
    problems.push(...articleGlossaryProblems(post));
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { posts, problems };
}
