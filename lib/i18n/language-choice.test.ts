import { languageChoiceHref, languageChoiceSource } from './language-choice';

describe('the language choice endpoint', () => {
  it('is told the page the visitor is on', () => {
    expect(languageChoiceHref('/ke/sw/blog/mwongozo')).toBe('/api/language?from=%2Fke%2Fsw%2Fblog%2Fmwongozo');
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
    expect(languageChoiceHref('/ke/en/about')).toBe('/api/language?from=%2Fke%2Fabout');
    expect(languageChoiceHref('/ug/en/coming-soon')).toBe('/api/language?from=%2Fug%2Fcoming-soon');
    expect(languageChoiceHref('/ke/en')).toBe('/api/language?from=%2Fke');
    expect(languageChoiceHref('/ke/sw/about')).toBe('/api/language?from=%2Fke%2Fsw%2Fabout');
  });
});
