import { AppLink } from '@/components/ui/app-link';
import { blogListHref } from '@/lib/blog/languages';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { Post } from '@/lib/blog/types';
import type { Country } from '@/lib/countries';
import { FirstScreenImage } from '@/components/ui/first-screen-image';
import { CategoryBadge } from './category-badge';
import { DraftBadge } from './draft-badge';
import { PostByline } from './post-byline';
import { ShareButton } from './share-button';

export interface ArticleHeaderProps {
  post: Post;
  country: Country;
  locale: Locale;
  /** The article's canonical address, for sharing. */
  url: string;
}

/** Back link, category, the page's h1, byline, Share Article and the cover. */
export function ArticleHeader({ post, country, locale, url }: ArticleHeaderProps) {
  const blogCopy = copyIn(locale).blog.blogCopy;
  const { shareLabel, linkCopied, copyFailed } = blogCopy;
  return (
    <header>
      <AppLink
        href={blogListHref(country, post.language)}
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <span aria-hidden="true">←</span> {blogCopy.backToList}
      </AppLink>
      <div className="mt-8 flex flex-wrap gap-2">
        <CategoryBadge locale={locale} category={post.category} />
        {post.draft ? <DraftBadge locale={locale} /> : null}
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
      <p className="mt-5 text-lg text-muted">{post.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <PostByline locale={locale} post={post} />
        <ShareButton copy={{ shareLabel, linkCopied, copyFailed }} title={post.title} text={post.excerpt} url={url} />
      </div>
      <FirstScreenImage
        src={post.cover.src}
        alt={post.cover.alt}
        width={post.cover.width}
        height={post.cover.height}
        className="mt-8 w-full overflow-hidden rounded-2xl border border-line"
      />
    </header>
  );
}
