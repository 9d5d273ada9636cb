import { chatWordsIn } from './content/chat-words';
import { reply } from './chat/reply';
import { swahiliWordForms } from './chat/swahili-forms';
import { loadSearchIndex, searchIn } from './search/engine';
import { readWords, wordTokens } from './words';

describe('how the site reads words', () => {
  it('makes "mpesa", "M-Pesa", "M Pesa" and "m–pesa" one word', () => {
    for (const spelling of ['mpesa', 'M-Pesa', 'M Pesa', 'm–pesa', 'MPESA']) expect(readWords(spelling)).toEqual(['mpesa']);
    expect(readWords('Pay with M-Pesa today')).toEqual(['pay', 'with', 'mpesa', 'today']);
  });

  it('keeps the English "a" and "I" as words, rather than joining them to the next', () => {
    expect(readWords('a payment')).toEqual(['a', 'payment']);
    expect(readWords('I pay')).toEqual(['i', 'pay']);
  });

  it('ignores case, accents and punctuation', () => {
    expect(readWords('Café, RÉSUMÉ!')).toEqual(readWords('cafe resume'));
    expect(readWords('M-Pesa’s description')).toEqual(['mpesa', 'description']);
    expect(readWords("ng'ombe")).toEqual(['ngombe']);
  });

  it('keeps numbers whole and exact, thousands separators included', () => {
    expect(readWords('Paybill 151155, code 1032')).toEqual(['paybill', '151155', 'code', '1032']);
    expect(readWords('KES 1,000')).toEqual(['kes', '1000']);
    expect(readWords('254700001032')).toEqual(['254700001032']);
  });

  it('finds a singular from its plural, and leaves Kiswahili words as written', () => {
    expect(readWords('fees')).toEqual(readWords('fee'));
    expect(readWords('malipo ya kujirudia')).toEqual(['malipo', 'ya', 'kujirudia']);
    expect(readWords('bus')).toEqual(['bus']);
  });

  it('says where each word stands in the text, a joined word spanning both parts', () => {
    const text = 'Lipa kwa M-Pesa.';
    const joined = wordTokens(text).find((token) => token.term === 'mpesa');
    expect(joined && text.slice(joined.start, joined.end)).toBe('M-Pesa');
  });
});

describe('one reading of words for the chat and the search', () => {
  const spellings = ['M-Pesa', 'mpesa', 'M Pesa'];

  it('gives "M-Pesa", "mpesa" and "M Pesa" the same answer in the chat, in either language', async () => {
    const { chatTopics, chatFallback, chatKenyaOnly } = await chatWordsIn('en');
    const { chatTopics: swahiliTopics, chatFallback: swahiliFallback, chatKenyaOnly: swahiliKenyaOnly, chatSynonyms } = await chatWordsIn('sw');
    const english = spellings.map(
      (spelling) =>
        reply(`How do I pay with ${spelling}?`, { topics: chatTopics, fallback: chatFallback, kenyaOnly: chatKenyaOnly }, { locale: 'en', country: 'ke' })
          .topic,
    );
    expect(english).toEqual(spellings.map(() => 'pay-with-mpesa'));
    const swahili = spellings.map(
      (spelling) =>
        reply(
          `Nalipaje kwa ${spelling}?`,
          { topics: swahiliTopics, fallback: swahiliFallback, kenyaOnly: swahiliKenyaOnly },
          { locale: 'sw', country: 'ke' },
          { wordForms: swahiliWordForms, synonyms: chatSynonyms },
        ).topic,
    );
    expect(new Set(swahili).size).toBe(1);
    expect(swahili[0]).not.toBe('fallback');
  });

  it('gives them the same results in the search', () => {
    const index = loadSearchIndex({
      reader: 'en',
      pieces: [],
      pages: [
        { url: '/ke/demo', title: 'Payment Demo', language: 'en', kind: 'page', sections: [['demo-heading', 'Try a payment', 'Pay with M-Pesa Express.']] },
        { url: '/ke/products', title: 'Products', language: 'en', kind: 'page', sections: [['', '', 'Pay by card.']] },
      ],
    });
    const results = spellings.map((spelling) => searchIn(index, `pay with ${spelling}`).map((hit) => hit.url));
    expect(results).toEqual(spellings.map(() => ['/ke/demo#demo-heading', '/ke/products']));
  });
});
