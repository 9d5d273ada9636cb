import { loadSearchIndex, searchIn } from './engine';
import type { SearchIndexFile } from './index-file';
import type { Highlighted } from './types';

const file: SearchIndexFile = {
  reader: 'sw',
  pieces: [],
  pages: [
    {
      url: '/ke/sw/developers/testing',
      title: 'Jaribu malipo ya M-Pesa',
      language: 'sw',
      kind: 'page',
      sections: [
        ['', '', 'Nambari za majaribio kwa kila matokeo.'],
        ['signatures-heading', 'Callback zenye sahihi', 'Kila callback ina webhook signature ya Standard Webhooks.'],
      ],
    },
    {
      url: '/ke/developers/api/mpesa-stk-push',
      title: 'M-Pesa STK Push',
      language: 'en',
      kind: 'api',
      sections: [['overview-heading', 'Overview', 'Every callback carries a webhook signature in the Standard Webhooks scheme.']],
    },
    {
      url: '/ke/sw/developers/result-codes/1032',
      title: 'Msimbo wa matokeo wa M-Pesa 1032: Mteja ameghairi',
      language: 'sw',
      kind: 'resultCode',
      sections: [['', '', 'Mteja alibonyeza Ghairi. Nambari ya majaribio 254700001032.']],
    },
  ],
};

const index = loadSearchIndex(file);
const marked = (runs: Highlighted) => runs.filter((run) => run.marked).map((run) => run.text);

describe('searchIn', () => {
  it('puts the reader’s language first and marks English pages on a Swahili search as another language', () => {
    const hits = searchIn(index, 'webhook signature');
    expect(hits.map((hit) => [hit.url, hit.otherLanguage])).toEqual([
      ['/ke/sw/developers/testing#signatures-heading', false],
      ['/ke/developers/api/mpesa-stk-push#overview-heading', true],
    ]);
    expect(hits[1]?.language).toBe('en');
  });

  it('marks the words that matched, however the query spells them', () => {
    const [hit] = searchIn(index, 'm pesa stk');
    expect(hit?.url).toBe('/ke/developers/api/mpesa-stk-push#overview-heading');
    expect(marked(hit?.title ?? [])).toEqual(['M-Pesa', 'STK']);
    expect(hit?.title.map((run) => run.text).join('')).toBe('M-Pesa STK Push');
  });

  it('matches numbers exactly: no prefix, no typo', () => {
    expect(searchIn(index, '1032').map((hit) => hit.url)).toEqual(['/ke/sw/developers/result-codes/1032']);
    expect(searchIn(index, '103')).toEqual([]);
    expect(searchIn(index, '1023')).toEqual([]);
    expect(marked(searchIn(index, '254700001032')[0]?.excerpt ?? [])).toEqual(['254700001032']);
  });

  it('finds a word from its beginning and through a small typo, but not a short word through a typo', () => {
    expect(searchIn(index, 'majarib')[0]?.url).toBe('/ke/sw/developers/testing');
    expect(searchIn(index, 'signatrue').length).toBeGreaterThan(0);
    expect(searchIn(index, 'stx')).toEqual([]);
  });

  it('answers nothing for a query with no words, and keeps to the limit', () => {
    expect(searchIn(index, ' —, ')).toEqual([]);
    expect(searchIn(index, 'callback', 1)).toHaveLength(1);
  });

  it('searches every piece of a file cut in pieces', () => {
    const [first, ...rest] = file.pages;
    const pieces = loadSearchIndex({ ...file, pages: first ? [first] : [] }, { ...file, pages: rest });
    expect(searchIn(pieces, '1032').map((hit) => hit.url)).toEqual(['/ke/sw/developers/result-codes/1032']);
  });
});
