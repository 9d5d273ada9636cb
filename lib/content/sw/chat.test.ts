import { describeProblems, translationProblems } from '../../i18n/completeness';
import { glossaryMisuses } from '../../i18n/glossary-check';
import * as en from '../chat';
import * as sw from './chat';

/**
 * Keywords are each language's own vocabulary, not a translation of the English list (a
 * Swahili page matches both), so they are compared apart: every topic has some.
 */
function withoutKeywords<T extends { chatTopics: readonly { keywords: readonly string[] }[] }>(module: T) {
  return { ...module, chatTopics: module.chatTopics.map((topic) => Object.fromEntries(Object.entries(topic).filter(([key]) => key !== 'keywords'))) };
}

describe('the Swahili chat copy', () => {
  it('has every English key, no other, and every visitor-readable string in Swahili', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    const problems = translationProblems(withoutKeywords(en), withoutKeywords(sw), {
      // Topic ids and link addresses are the English table's own, not words.
      allow: ['chatTopics[*].id', 'chatTopics[*].links[*].href', 'chatFallback.links[*].href'],
    });
    expect(describeProblems(problems)).toBe('');
  });

  it('fails, naming the key, on a copy with a removed key or an English value', () => {
    const chatCopy = Object.fromEntries(Object.entries(sw.chatCopy).filter(([key]) => key !== 'send'));
    expect(describeProblems(translationProblems(en.chatCopy, chatCopy))).toBe('send: missing');
    const english = { ...sw.chatFallback, text: en.chatFallback.text };
    expect(describeProblems(translationProblems(en.chatFallback, english, { allow: ['links[*].href'] }))).toMatch(/^text: untranslated/);
  });
});

describe('the Swahili chat’s words', () => {
  // Keywords may hold the forms the glossary avoids: visitors type them ("namba ya simu").
  const text = JSON.stringify(withoutKeywords(sw));

  it('never uses a rendering the glossary says to avoid', () => {
    expect(glossaryMisuses(text).map(({ term, found }) => `${term}: ${found}`)).toEqual([]);
  });
});
