import { languageChoiceHref, languageChoiceSource, languageChoiceTarget } from './language-choice';

describe('the language choice endpoint', () => {
  it('is told the language chosen and the page the visitor is on', () => {
    expect(languageChoiceHref('/ke/sw/blog/mwongozo', 'en')).toBe('/api/language?to=en&from=%2Fke%2Fsw%2Fblog%2Fmwongozo');
    expect(languageChoiceHref('/ke/about', 'sw')).toBe('/api/language?to=sw&from=%2Fke%2Fabout');
  });

  it('takes the language a link names when the site has it, and none otherwise', () => {
    expect(languageChoiceTarget('sw', '/ke/about')).toBe('sw');
    expect(languageChoiceTarget('en', '/ke/about')).toBe('en');
    expect(languageChoiceTarget('fr', '/ke/about')).toBeNull();
    expect(languageChoiceTarget('', '/ke/about')).toBeNull();
  });

  it('reads a link that names no language, from a page of an earlier build, as one to the language the page is not in', () => {
    expect(languageChoiceTarget(null, '/ke/about')).toBe('sw');
    expect(languageChoiceTarget(null, '/ke/sw/about')).toBe('en');
  });

  it("accepts the site's own paths", () => {
    for (const path of ['/ke', '/ke/sw', '/ke/about', '/tz/coming-soon', '/ke/developers/api/mpesa-stk-push']) {
      expect(languageChoiceSource(path)).toBe(path);
    }
  });

  it('refuses anything that could leave the site', () => {
    for (const path of [null, '', '//evil.example/', 'https://evil.example/ke', '/ke//evil.example', '/ke/../etc', 'ke/about', '/ke/about?x=1']) {
      expect(languageChoiceSource(path)).toBeNull();
    }
  });
});

describe('languageChoiceHref from a page rendered ahead of time', () => {
  it('names the public address, not the English route the page was built at', () => {
    expect(languageChoiceHref('/ke/en/about', 'sw')).toBe('/api/language?to=sw&from=%2Fke%2Fabout');
    expect(languageChoiceHref('/ug/en/coming-soon', 'sw')).toBe('/api/language?to=sw&from=%2Fug%2Fcoming-soon');
    expect(languageChoiceHref('/ke/en', 'sw')).toBe('/api/language?to=sw&from=%2Fke');
    expect(languageChoiceHref('/ke/sw/about', 'en')).toBe('/api/language?to=en&from=%2Fke%2Fsw%2Fabout');
  });
});
