import type { BlogCategory } from '@/lib/blog/categories';
import { blogCopyHere } from '@/lib/blog/localized-copy';

export interface CategoryBadgeProps {
  category: BlogCategory;
}

export function CategoryBadge({ category }: CategoryBadgeProps) {
  const copy = blogCopyHere();
  return (
    <p className="inline-flex w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
      <span className="sr-only">{copy.categoryPrefix} </span>
      {copy.categoryLabels[category]}
    </p>
  );
}
