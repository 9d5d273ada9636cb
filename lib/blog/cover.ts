import type { BlogCategory } from './categories';
import { categorySlug } from './categories';
import { readImageSize } from './image-size';
import type { Frontmatter } from './schema';
import type { CoverImage, PostSource } from './types';

/**
 * Which picture heads an article, its card and its related-article card. The editor's cover
 * when the frontmatter names one; otherwise the category's cover, a 1200 × 630 picture drawn
 * from the site's illustrations (scripts/draw-category-covers.mjs), so a post needs no image
 * to be published and the list keeps one shape of card.
 */
export function categoryCoverSrc(category: BlogCategory): string {
  return `/images/blog/categories/${categorySlug(category)}.svg`;
}

/** The cover's path and alt text, decided from the frontmatter alone (the proxy needs no more). */
export function coverChoice({ image, imageAlt, category }: Pick<Frontmatter, 'image' | 'imageAlt' | 'category'>): { src: string; alt: string } {
  // Empty alt: a cover is decoration beside the title unless the editor says what it shows.
  // The category's cover only repeats the category badge next to it.
  return image ? { src: image, alt: imageAlt ?? '' } : { src: categoryCoverSrc(category), alt: '' };
}

/** The cover with its intrinsic size, so the page reserves its space before it loads. */
export function coverImage(publicDir: string, post: Pick<PostSource, 'image' | 'coverAlt'>): CoverImage {
  return { src: post.image, alt: post.coverAlt, ...readImageSize(publicDir, post.image) };
}
