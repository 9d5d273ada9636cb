import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { Post } from '@/lib/blog/types';
import type { Country } from '@/lib/countries';
import { BlogCard } from './blog-card';

export interface RelatedPostsProps {
  posts: Post[];
  country: Country;
  locale: Locale;
}

/** Two articles to read next. */
export function RelatedPosts({ posts, country, locale }: RelatedPostsProps) {
  const blogCopy = copyIn(locale).blog.blogCopy;
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="container-page py-14">
      <h2 id="related-articles" className="text-2xl font-bold tracking-tight">
        {blogCopy.relatedHeading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} country={country} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
