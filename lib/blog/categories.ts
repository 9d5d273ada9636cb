/** The blog's categories: every article belongs to exactly one of these. */
export const blogCategories = [
  'API Guides',
  'Industry Insights',
  'Market Analysis',
  'Fintech Trends',
  'Developer Resources',
  'Regulatory',
  'Technology',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** The list's filter: one category, or every article. */
export const allCategories = 'All';
export type CategoryFilter = BlogCategory | typeof allCategories;

/** The `?category=` value of a category: "API Guides" → "api-guides". */
export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * The filter a `?category=` value asks for. Accepts the slug or the name in any case, so a
 * hand-typed `?category=Regulatory` works too; anything else means every article.
 */
export function parseCategoryParam(value: string | null | undefined): CategoryFilter {
  if (!value) return allCategories;
  const wanted = value.trim().toLowerCase();
  return blogCategories.find((category) => categorySlug(category) === wanted || category.toLowerCase() === wanted) ?? allCategories;
}
