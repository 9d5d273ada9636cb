import { glossaryMisuses } from './glossary-check';
import { terms } from './glossary';

const found = (text: string, market?: 'ke' | 'tz' | 'ug') => glossaryMisuses(text, market).map((misuse) => misuse.found.toLowerCase());

describe('glossaryMisuses', () => {
  it('finds a ruled-out phrase as whole words, in any case', () => {
    expect(found('Msajili mteja kwenye Makato ya Kila Mwezi na Makusanyo')).toEqual(['makusanyo']);
    expect(found('Weka nambari yako ya simu')).toEqual([]);
  });

  it('finds every form a pattern covers, and nothing it allows', () => {
    expect(found('Mteja anayaidhinisha kwa PIN')).toEqual(['anayaidhinisha']);
    expect(found('Mteja anaidhinisha ombi kwa PIN')).toEqual(['anaidhinisha ombi']);
    expect(found('Marejeleo kamili: uthibitishaji, endpoint')).toEqual(['uthibitishaji']);
    expect(found('Marejeleo kamili: uthibitishaji wa utambulisho, endpoint')).toEqual([]);
    expect(found('Kadi ya majaribio imeidhinishwa')).toEqual([]);
  });

  it('allows a market its own word and rules it out on every other market', () => {
    expect(found('Weka namba yako ya simu', 'tz')).toEqual([]);
    expect(found('Weka namba yako ya simu', 'ke')).toEqual(['namba']);
    expect(found('Weka namba yako ya simu', 'ug')).toEqual(['namba']);
    expect(found('Weka namba yako ya simu')).toEqual(['namba']);
  });

  it('reads a kept name as a name: the wallet rules apply to words, not to a product called "Pochi la Biashara"', () => {
    expect(found('Malipo kwenye Pochi la Biashara')).toEqual([]);
    expect(found('Pesa kwenye pochi la mteja')).toEqual(['pochi la']);
  });
});

describe('the glossary', () => {
  it("decides one rendering per concept, and never rules out a term's own rendering", () => {
    const english = terms.map((term) => term.en);
    expect(new Set(english).size).toBe(english.length);
    const selfBanned = terms.filter((term) => glossaryMisuses(term.sw).some((misuse) => misuse.term === term.en));
    expect(selfBanned.map((term) => term.en)).toEqual([]);
  });
});
