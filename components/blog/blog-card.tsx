import { cn } from '@/lib/cn';
import { AppLink } from '@/components/ui/app-link';
import { excerptLimit } from '@/lib/blog/excerpt';
import { truncate } from '@/lib/truncate';
import type { Post } from '@/lib/blog/types';
import type { Country } from '@/lib/countries';
import { articleHref } from '@/lib/blog/languages';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { SizedImage } from '@/components/ui/sized-image';
import { CategoryBadge } from './category-badge';
import { DraftBadge } from './draft-badge';
import { LanguageBadge } from './language-badge';
import { PostByline } from './post-byline';

export interface BlogCardProps {
  post: Post;
  country: Country;
  /** The page's language. */
  locale: Locale;
  /** The featured section's larger card. */
  featured?: boolean;
  /** The first card in view: its cover loads at once. */
  priority?: boolean;
}

/** An article in a list: cover, category, title (the link), short excerpt and byline. */
export function BlogCard({ post, country, locale, featured, priority }: BlogCardProps) {
  // An article in another language than the page's (an English one on the Swahili list) says so,
  // and its title and excerpt carry that language so that a screen reader reads them in the right
  // voice (the badges and byline are the page's words).
  const otherLanguage = post.language !== locale;
  const lang = otherLanguage ? post.language : undefined;
  return (
    <article
      data-language={post.language}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <SizedImage
        src={post.cover.src}
        alt={post.cover.alt}
        width={post.cover.width}
        height={post.cover.height}
        priority={priority}
        className="w-full border-b border-line"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap gap-2">
          <CategoryBadge locale={locale} category={post.category} />
          {post.draft ? <DraftBadge locale={locale} /> : null}
          {otherLanguage ? <LanguageBadge label={copyIn(locale).blog.blogCopy.writtenIn[post.language]} /> : null}
        </div>
        <h3 lang={lang} className={cn('font-bold tracking-tight text-ink', featured ? 'text-xl' : 'text-lg')}>
          {/* The title's link covers the whole card, so the card is one tab stop. */}
          <AppLink
            locale={locale}
            href={articleHref(country, post)}
            className="rounded group-hover:text-brand-700 after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </AppLink>
        </h3>
        <p lang={lang} className="flex-1 text-muted">
          {truncate(post.excerpt, excerptLimit)}
        </p>
        <PostByline locale={locale} post={post} />
      </div>
    </article>
  );
}
