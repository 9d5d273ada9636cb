import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';

/** Marks a draft, which only `next dev` shows: the editor sees what readers will not yet. */
export function DraftBadge({ locale }: { locale: Locale }) {
  return (
    <p className="inline-flex w-fit rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-ink ring-1 ring-accent-400">
      {copyIn(locale).blog.blogCopy.draftLabel}
    </p>
  );
}
