import type { BlogCategory } from '@/lib/blog/categories';

export interface CategoryBadgeProps {
  category: BlogCategory;
}

export function CategoryBadge({ category }: CategoryBadgeProps) {
  return (
    <p className="inline-flex w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
      <span className="sr-only">Category: </span>
      {category}
    </p>
  );
}
