import type { BlogCategory } from '@/lib/blog/categories';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';

export interface CategoryBadgeProps {
  category: BlogCategory;
  locale: Locale;
}

export function CategoryBadge({ category, locale }: CategoryBadgeProps) {
  const copy = copyIn(locale).blog.blogCopy;
  return (
    <p className="inline-flex w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
      <span className="sr-only">{copy.categoryPrefix} </span>
      {copy.categoryLabels[category]}
    </p>
  );
}
