import { formatCalendarDay } from '@/lib/calendar-day';
import { cn } from '@/lib/cn';
import { formatReadTime } from '@/lib/blog/read-time';
import type { PostMeta } from '@/lib/blog/types';

export interface PostBylineProps {
  post: Pick<PostMeta, 'author' | 'date' | 'readTime'>;
  className?: string;
}

/** Author, date (machine-readable) and read time, as one line. */
export function PostByline({ post, className }: PostBylineProps) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted', className)}>
      <span>
        <span className="sr-only">By </span>
        <span className="font-medium text-ink">{post.author}</span>
      </span>
      {/* Each separator stays with what follows, so a wrapped line never ends in a dot. */}
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        <time dateTime={post.date}>{formatCalendarDay(post.date)}</time>
      </span>
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        {formatReadTime(post.readTime)}
      </span>
    </p>
  );
}
