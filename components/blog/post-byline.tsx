import { formatCalendarDay } from '@/lib/calendar-day';
import { cn } from '@/lib/cn';
import { copyIn } from '@/lib/content/copy';
import { intlLocale } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import type { PostMeta } from '@/lib/blog/types';

export interface PostBylineProps {
  post: Pick<PostMeta, 'author' | 'date' | 'readTime'>;
  /** The page's language. */
  locale: Locale;
  className?: string;
}

/** Author, date (machine-readable) and read time, as one line. */
export function PostByline({ post, locale, className }: PostBylineProps) {
  const copy = copyIn(locale).blog.blogCopy;
  // English pages keep the site's en-US dates; Swahili ones are written as in Kenya ("10 Novemba 2026").
  const day = locale === 'en' ? formatCalendarDay(post.date) : formatCalendarDay(post.date, intlLocale(locale, 'ke'));
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted', className)}>
      <span>
        <span className="sr-only">{copy.byPrefix} </span>
        <span translate="no" className="font-medium text-ink">
          {post.author}
        </span>
      </span>
      {/* Each separator stays with what follows, so a wrapped line never ends in a dot. */}
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        <time dateTime={post.date}>{day}</time>
      </span>
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        {copy.readTime(post.readTime)}
      </span>
    </p>
  );
}
