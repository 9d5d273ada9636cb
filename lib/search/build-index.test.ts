import { buildSearchIndex } from './build-index';
import type { ReadPage } from './read-page';

const page = (url: string, language: 'en' | 'sw', versions: ('en' | 'sw')[]): ReadPage => ({
  url,
  language,
  versions,
  title: url,
  sections: [['', '', `The words of ${url}`]],
});

const pages: ReadPage[] = [
  page('/ke/about', 'en', ['en', 'sw']),
  page('/ke/sw/about', 'sw', ['en', 'sw']),
  page('/ke/developers/api/payouts', 'en', ['en']),
  page('/ke/blog/only-english', 'en', ['en']),
  page('/ke/sw/developers/result-codes/1032', 'sw', ['en', 'sw']),
  page('/ke/legal/privacy', 'en', ['en', 'sw']),
  page('/ug', 'en', ['en', 'sw']),
];

describe('buildSearchIndex', () => {
  const files = buildSearchIndex(pages, ['en', 'sw']);
  const urls = (name: string) => files.get(name)?.pages.map((indexed) => indexed.url);

  it('writes one file per reader language, of the live market’s pages only', () => {
    expect([...files.keys()]).toEqual(['en.json', 'sw.json']);
    expect(urls('en.json')).toEqual(['/ke/about', '/ke/blog/only-english', '/ke/developers/api/payouts', '/ke/legal/privacy']);
    expect(files.get('en.json')).toMatchObject({ reader: 'en', pieces: [] });
  });

  it('gives a Swahili reader the Swahili pages, then the English ones with no Swahili version, never an English twin', () => {
    expect(urls('sw.json')).toEqual(['/ke/sw/about', '/ke/sw/developers/result-codes/1032', '/ke/blog/only-english', '/ke/developers/api/payouts']);
  });

  it('tells what each page is from its address', () => {
    const kinds = Object.fromEntries([...files.values()].flatMap((file) => file.pages).map((indexed) => [indexed.url, indexed.kind]));
    expect(kinds).toEqual({
      '/ke/about': 'page',
      '/ke/sw/about': 'page',
      '/ke/developers/api/payouts': 'api',
      '/ke/blog/only-english': 'article',
      '/ke/sw/developers/result-codes/1032': 'resultCode',
      '/ke/legal/privacy': 'legal',
    });
  });
});
