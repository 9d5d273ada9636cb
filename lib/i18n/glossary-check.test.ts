import { glossaryMisuses } from './glossary-check';
import { terms } from './glossary';

const found = (text: string, market?: 'ke' | 'tz' | 'ug') => glossaryMisuses(text, market).map((misuse) => misuse.found.toLowerCase());

describe('glossaryMisuses', () => {
  it('finds a ruled-out phrase as whole words, in any case', () => {
    expect(found('Msajili mteja kwenye Makato ya Kila Mwezi na Makusanyo')).toEqual(['makusanyo']);
    expect(found('Weka nambari yako ya simu')).toEqual([]);
  });

  it('finds every form a pattern covers, and nothing it allows', () => {
    expect(found('Mteja anayaidhinisha kwa PIN')).toEqual(['anayaidhinisha kwa pin']);
    expect(found('Mteja anaidhinisha ombi kwa PIN')).toEqual(['anaidhinisha ombi']);
    expect(found('Marejeo kamili: uthibitishaji, endpoint')).toEqual(['uthibitishaji']);
    expect(found('Marejeo kamili: uthibitishaji wa utambulisho, endpoint')).toEqual([]);
    expect(found('Kadi ya majaribio imeidhinishwa')).toEqual([]);
  });

  it('reads a ruled-out verb in every form it takes: object and tense markers, passive endings', () => {
    expect(found('Mteja analipokea ombi na kuliidhinisha kwa PIN yake')).toEqual(['kuliidhinisha kwa pin']);
    expect(found('Mteja ameidhinisha ombi')).toEqual(['ameidhinisha ombi']);
    expect(found('Maombi yanapofika, mteja anayaidhinisha')).toEqual(['anayaidhinisha']);
    expect(found('Makato zinaidhinishwa kwa PIN')).toEqual(['zinaidhinishwa kwa pin']);
    expect(found('Mteja analikubali ombi kwa PIN yake; kadi imeidhinishwa na benki')).toEqual([]);
    expect(found('Malipo yaliyoshindikana')).toEqual(['yaliyoshindikana']);
    expect(found('Ombi halikufanikiwa')).toEqual(['halikufanikiwa']);
    expect(found('Malipo yamefanikiwa; malipo yaliyoshindwa')).toEqual([]);
    expect(found('Siku Kilele Pay itakapofunguliwa nchini Tanzania')).toEqual(['itakapofunguliwa']);
    expect(found('Fungua akaunti; unapofungua ukurasa')).toEqual([]);
  });

  it('keeps "sahihi" for correct and "saini" for a signature', () => {
    expect(found('Callback zenye sahihi zinatiwa sahihi; hakiki sahihi')).toEqual(['zinatiwa sahihi', 'hakiki sahihi', 'zenye sahihi']);
    expect(found('Weka nambari sahihi ya simu na jina sahihi; PIN si sahihi; hakiki saini ya callback')).toEqual([]);
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
