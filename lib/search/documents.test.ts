import { join } from 'node:path';
import { apiDocIds } from '../api-docs/ids';
import { getAllPosts } from '../blog/posts';
import { findTranslation } from '../blog/languages';
import { searchDocuments } from './documents';

jest.mock('../blog/config', () => ({ ...jest.requireActual('../blog/config'), blogContentDir: join(process.cwd(), 'content', 'blog') }));

describe('searchDocuments', () => {
  it('gives every section its own id, an address on the site and words', async () => {
    for (const locale of ['en', 'sw'] as const) {
      const documents = await searchDocuments(locale);
      expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
      for (const document of documents) {
        expect(document.url).toMatch(/^\/ke(\/|$|#)/);
        expect(document.title).not.toBe('');
      }
    }
  });

  it('gives a Swahili reader the Swahili pages and the English-only ones, never an English page with a Swahili version', async () => {
    const swahili = await searchDocuments('sw');
    const english = swahili.filter((document) => document.language === 'en');
    for (const id of apiDocIds) expect(english.some((document) => document.url.startsWith(`/ke/developers/api/${id}`))).toBe(true);
    expect(english.every((document) => document.kind === 'api' || document.kind === 'article')).toBe(true);
    const posts = getAllPosts();
    const translated = posts.filter((post) => post.language === 'en' && findTranslation(post, posts, 'sw')).map((post) => `/ke/blog/${post.slug}`);
    expect(english.filter((document) => translated.includes(document.url.split('#')[0] ?? ''))).toEqual([]);
    expect(swahili.some((document) => document.language === 'sw' && document.kind === 'resultCode')).toBe(true);
  });

  it('gives an English reader English pages only', async () => {
    expect((await searchDocuments('en')).every((document) => document.language === 'en')).toBe(true);
  });
});
