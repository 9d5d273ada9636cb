import { describeProblems, translationProblems } from '../../i18n/completeness';
import { terms } from '../../i18n/glossary';
import { glossaryMisuses } from '../../i18n/glossary-check';
import * as en from '../chat';
import { chatTopicIds } from '../chat-table';
import type { ChatTopic } from '../chat-table';
import type { ComingSoonCountry } from '../../countries';
import * as sw from './chat';

const comingSoon: ComingSoonCountry[] = ['tz', 'ug'];

/** A topic's answers on the pages of each market not live yet, where it has its own. */
const elsewhere = (topic: ChatTopic) => (topic.elsewhere ? comingSoon.map((country) => topic.elsewhere?.(country)) : []);

/**
 * Keywords are each language's own vocabulary, not a translation of the English list, so
 * they are compared apart; link places are data, compared as they are. A topic's answers for
 * Tanzania and Uganda are compared as its own are.
 */
function words(topics: readonly ChatTopic[]) {
  return topics.map(({ keywords: _keywords, elsewhere: _elsewhere, ...topic }) => ({
    ...topic,
    links: topic.links?.map(({ label }) => label),
    elsewhere: elsewhere({ ...topic, keywords: [], elsewhere: _elsewhere }).map((answer) => ({ ...answer, links: answer?.links?.map(({ label }) => label) })),
  }));
}
const places = (topics: readonly ChatTopic[]) =>
  topics.map((topic) => [(topic.links ?? []).map((link) => link.to), elsewhere(topic).map((answer) => (answer?.links ?? []).map((link) => link.to))]);

describe('the Swahili reply table', () => {
  it('has the English topics, in the table’s order, with links to the same places', () => {
    expect(en.chatTopics.map((topic) => topic.id)).toEqual([...chatTopicIds]);
    expect(sw.chatTopics.map((topic) => topic.id)).toEqual([...chatTopicIds]);
    expect(places(sw.chatTopics)).toEqual(places(en.chatTopics));
    expect((sw.chatFallback.links ?? []).map((link) => link.to)).toEqual((en.chatFallback.links ?? []).map((link) => link.to));
  });

  it('has every visitor-readable string of the English table in Swahili', () => {
    const problems = translationProblems(
      { topics: words(en.chatTopics), fallback: { ...en.chatFallback, links: en.chatFallback.links?.map(({ label }) => label) } },
      { topics: words(sw.chatTopics), fallback: { ...sw.chatFallback, links: sw.chatFallback.links?.map(({ label }) => label) } },
      { allow: ['topics[*].id'] },
    );
    expect(describeProblems(problems)).toBe('');
  });

  it('gives each topic Swahili keywords of its own', () => {
    for (const topic of sw.chatTopics) expect([topic.id, topic.keywords.length >= 5]).toEqual([topic.id, true]);
  });

  it('never uses a rendering the glossary says to avoid, outside keywords (visitors type them), each answer judged in its market', () => {
    const kenyan = JSON.stringify([words(sw.chatTopics).map(({ elsewhere: _elsewhere, ...topic }) => topic), sw.chatFallback]);
    expect(glossaryMisuses(kenyan).map(({ term, found }) => `${term}: ${found}`)).toEqual([]);
    for (const country of comingSoon) {
      const local = JSON.stringify(sw.chatTopics.map((topic) => topic.elsewhere?.(country).text ?? ''));
      expect(glossaryMisuses(local, country).map(({ term, found }) => `${country}: ${term}: ${found}`)).toEqual([]);
    }
  });

  it('says it in the market’s own words where the glossary gives that market one ("namba", "muda wa hewani" in Tanzania)', () => {
    for (const country of comingSoon) {
      const local = sw.chatTopics.map((topic) => topic.elsewhere?.(country).text ?? '').join(' ');
      for (const term of terms.filter((candidate) => candidate.inMarket?.[country]))
        expect([country, term.en, new RegExp(`(^|[^\\p{L}])${term.sw}([^\\p{L}]|$)`, 'iu').test(local)]).toEqual([country, term.en, false]);
    }
  });

  it('has no keyword that reads as another of its topic once synonyms are applied (it would count twice)', () => {
    const read = (keyword: string) =>
      Object.entries(sw.chatSynonyms)
        .reduce((text, [from, to]) => text.replaceAll(` ${from} `, ` ${to} `), ` ${keyword.toLowerCase()} `)
        .replace(/\s+/g, ' ')
        .trim();
    for (const topic of sw.chatTopics) {
      const seen = topic.keywords.map(read);
      expect([topic.id, seen.filter((keyword, index) => seen.indexOf(keyword) !== index)]).toEqual([topic.id, []]);
    }
  });

  it('leads each synonym to a word the keywords use', () => {
    const vocabulary = new Set(sw.chatTopics.flatMap((topic) => topic.keywords.flatMap((keyword) => keyword.split(' '))));
    for (const [from, to] of Object.entries(sw.chatSynonyms)) expect([from, to === '' || vocabulary.has(to)]).toEqual([from, true]);
  });
});
