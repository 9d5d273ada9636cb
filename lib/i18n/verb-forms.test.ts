import { verbForms, verbStem } from './verb-forms';

const matches = (pattern: RegExp, text: string) => pattern.exec(text)?.[0] ?? null;

describe('verbForms', () => {
  const idhinisha = verbForms({ verb: 'idhinisha' });

  it('reads every form of a verb as that verb: subject, tense and object markers, passive and applied endings', () => {
    for (const form of [
      'idhinisha',
      'kuliidhinisha', // ku-li-idhinish-a: to approve it
      'ameidhinisha', // a-me-idhinish-a
      'zinaidhinishwa', // zi-na-idhinish-w-a
      'anayaidhinisha', // a-na-ya-idhinish-a
      'wataidhinisha',
      'aliyeliidhinisha', // a-li-ye-li-idhinish-a
      'itakapoidhinishwa', // i-taka-po-idhinish-w-a
      'hajaidhinisha',
      'akiidhinisha',
      'imeidhinishiwa', // applied and passive
      'waidhinishe', // subjunctive
      'Kuliidhinisha',
    ]) {
      expect([form, matches(idhinisha, `Mteja ${form} leo.`)]).toEqual([form, form]);
    }
  });

  it('flags no unrelated word that merely contains the stem or shares its start', () => {
    for (const word of ['uidhinishaji', 'idhini', 'mwidhinishaji', 'kuidhinishana.x', 'vidhibiti', 'kuthibitisha']) {
      expect([word, matches(idhinisha, `Neno ${word} hapa.`)]).toEqual([word, null]);
    }
    const lipa = verbForms({ verb: 'lipa' });
    expect(['malipo', 'mlipaji', 'kulipia', 'yamelipwa', 'hulipa', 'Lipa'].map((word) => matches(lipa, word))).toEqual([
      null,
      null,
      'kulipia',
      'yamelipwa',
      'hulipa',
      'Lipa',
    ]);
  });

  it('asks for an object or tense marker, or for words after the verb, when the glossary names them', () => {
    const approveIt = verbForms({ verb: 'idhinisha', object: ['li', 'ya'] });
    expect(matches(approveIt, 'kuliidhinisha')).toBe('kuliidhinisha');
    expect(matches(approveIt, 'anayaidhinisha')).toBe('anayaidhinisha');
    expect(matches(approveIt, 'aliyeliidhinisha')).toBe('aliyeliidhinisha');
    // ya- and li- as subject or tense, not object: card payments being or having been authorised.
    expect(matches(approveIt, 'Kadi imeidhinishwa')).toBeNull();
    expect(matches(approveIt, 'malipo yanavyoidhinishwa')).toBeNull();
    expect(matches(approveIt, 'malipo yaliidhinishwa')).toBeNull();
    const launch = verbForms({ verb: 'fungua', tense: ['takapo', 'ja'] });
    expect(['itakapofunguliwa', 'tutakapofungua', 'hayajafunguliwa', 'unapofungua', 'Fungua'].map((word) => matches(launch, word))).toEqual([
      'itakapofunguliwa',
      'tutakapofungua',
      'hayajafunguliwa',
      null,
      null,
    ]);
    const withPrompt = verbForms({ verb: 'idhinisha', followedBy: ['ombi', 'kwa PIN'] });
    expect(matches(withPrompt, 'mteja ameidhinisha ombi')).toBe('ameidhinisha ombi');
    expect(matches(withPrompt, 'ataidhinisha kwa PIN yake')).toBe('ataidhinisha kwa PIN');
    expect(matches(withPrompt, 'ameidhinisha ombisho')).toBeNull();
    expect(matches(withPrompt, 'Kadi imeidhinishwa na benki')).toBeNull();
  });

  it('takes a verb by its plain form, and a borrowed verb with its own last vowel', () => {
    expect(verbStem('idhinisha').stem).toBe('idhinish');
    expect(verbStem('hakiki').stem).toBe('hakiki');
    expect(() => verbStem('idhinishwa ombi')).toThrow('plain form');
    const hakiki = verbForms({ verb: 'hakiki' });
    expect(['anahakiki', 'kuhakikiwa', 'Hakiki', 'hakikisha', 'uhakiki'].map((word) => matches(hakiki, word))).toEqual([
      'anahakiki',
      'kuhakikiwa',
      'Hakiki',
      null,
      'uhakiki',
    ]);
  });
});
