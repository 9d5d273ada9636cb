import { searchTerms, searchTokens } from './normalize';

describe('how search reads words', () => {
  it('makes "mpesa", "M-Pesa", "M Pesa" and "m–pesa" one word', () => {
    for (const spelling of ['mpesa', 'M-Pesa', 'M Pesa', 'm–pesa', 'MPESA']) expect(searchTerms(spelling)).toEqual(['mpesa']);
    expect(searchTerms('Pay with M-Pesa today')).toEqual(['pay', 'with', 'mpesa', 'today']);
  });

  it('keeps the English "a" and "I" as words, rather than joining them to the next', () => {
    expect(searchTerms('a payment')).toEqual(['a', 'payment']);
    expect(searchTerms('I pay')).toEqual(['i', 'pay']);
  });

  it('ignores case, accents and punctuation', () => {
    expect(searchTerms('Café, RÉSUMÉ!')).toEqual(searchTerms('cafe resume'));
    expect(searchTerms('M-Pesa’s description')).toEqual(['mpesa', 'description']);
    expect(searchTerms("ng'ombe")).toEqual(['ngombe']);
  });

  it('keeps numbers whole and exact, thousands separators included', () => {
    expect(searchTerms('Paybill 151155, code 1032')).toEqual(['paybill', '151155', 'code', '1032']);
    expect(searchTerms('KES 1,000')).toEqual(['kes', '1000']);
    expect(searchTerms('254700001032')).toEqual(['254700001032']);
  });

  it('finds a singular from its plural, and leaves Kiswahili words as written', () => {
    expect(searchTerms('fees')).toEqual(searchTerms('fee'));
    expect(searchTerms('malipo ya kujirudia')).toEqual(['malipo', 'ya', 'kujirudia']);
    expect(searchTerms('bus')).toEqual(['bus']);
  });

  it('says where each word stands in the text, a joined word spanning both parts', () => {
    const text = 'Lipa kwa M-Pesa.';
    const joined = searchTokens(text).find((token) => token.term === 'mpesa');
    expect(joined && text.slice(joined.start, joined.end)).toBe('M-Pesa');
  });
});
