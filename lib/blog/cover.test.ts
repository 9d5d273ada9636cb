import { blogCategories } from './categories';
import { categoryCoverSrc, coverChoice, coverImage } from './cover';
import { publicDir } from './source';

describe('the cover of an article', () => {
  it.each(blogCategories)('%s has a cover of its own, 1200 × 630 like an editor’s', (category) => {
    const src = categoryCoverSrc(category);
    expect(coverImage(publicDir, { image: src, coverAlt: '' })).toEqual({ src, alt: '', width: 1200, height: 630 });
  });

  it('is the editor’s image when there is one, with its description', () => {
    expect(coverChoice({ image: '/images/blog/x.svg', imageAlt: 'A chart of fees', category: 'Technology' })).toEqual({
      src: '/images/blog/x.svg',
      alt: 'A chart of fees',
    });
    expect(coverChoice({ image: '/images/blog/x.svg', category: 'Technology' })).toEqual({ src: '/images/blog/x.svg', alt: '' });
  });

  it('is the category’s cover otherwise, as decoration beside the category badge', () => {
    expect(coverChoice({ category: 'Market Analysis' })).toEqual({ src: '/images/blog/categories/market-analysis.svg', alt: '' });
  });
});
