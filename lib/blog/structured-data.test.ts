import { blogJsonLd, blogPostingJsonLd } from './structured-data';
import type { PostMeta } from './types';

const base = { title: 'T', excerpt: 'E', author: 'A', date: '2026-09-15', category: 'Technology', featured: false, image: '/x.svg', readTime: 1 } as const;
const english: PostMeta = { ...base, slug: 'stk-push', language: 'en' };
const swahili: PostMeta = { ...base, slug: 'stk-push-kwa-vitendo', language: 'sw', translationOf: 'stk-push' };

describe('structured data by language', () => {
  it('gives an article its own language and its own language’s address', () => {
    expect(blogPostingJsonLd(english, 'ke')).toMatchObject({ inLanguage: 'en', url: expect.stringMatching(/\/ke\/blog\/stk-push$/) });
    expect(blogPostingJsonLd(swahili, 'ke')).toMatchObject({ inLanguage: 'sw', url: expect.stringMatching(/\/ke\/sw\/blog\/stk-push-kwa-vitendo$/) });
  });

  it('describes the Swahili blog in Swahili, and the English one as before', () => {
    expect(blogJsonLd([swahili, english], 'ke', 'sw')).toMatchObject({
      name: 'Blogu ya Kilele Pay',
      inLanguage: 'sw',
      url: expect.stringMatching(/\/ke\/sw\/blog$/),
    });
    expect(blogJsonLd([english], 'ke')).toEqual(blogJsonLd([english], 'ke', 'en'));
    expect(blogJsonLd([english], 'ke')).toMatchObject({ name: 'Kilele Pay Blog', inLanguage: 'en', url: expect.stringMatching(/\/ke\/blog$/) });
  });
});
