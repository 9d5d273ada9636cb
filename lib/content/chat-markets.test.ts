import { kenyanOnlyChatFacts, sentences, unmarkedKenyanFacts } from '@/test/kenyan-facts';
import { chatReplier } from '../chat/locales';
import { chatLocales } from '../i18n/locales';
import type { ChatLocale, ChatReplier } from '../chat/locales';
import { countryOptions } from '../countries';
import type { ComingSoonCountry, Country } from '../countries';
import { marketFacts } from '../market-facts';
import { site } from '../site';
import * as en from './chat';
import { kenyaOnlyBadge } from './navigation';
import { paybill } from './paybill';
import * as sw from './sw/chat';
import { kenyaOnlyBadge as kenyaOnlyBadgeSw } from './sw/navigation';

const tables = { en, sw } satisfies Record<ChatLocale, unknown>;
const comingSoon: ComingSoonCountry[] = ['tz', 'ug'];
const repliers = new Map<ChatLocale, ChatReplier>();
beforeAll(async () => {
  for (const locale of chatLocales) repliers.set(locale, await chatReplier(locale));
});

/** Every reply of a language's chat on a market's pages: each topic's, reached by its first keyword, and the fallback. */
function everyReply(locale: ChatLocale, country: Country) {
  const replier = repliers.get(locale);
  if (!replier) throw new Error(`No chat in ${locale}`);
  const questions = [...tables[locale].chatTopics.map((topic) => topic.keywords[0] ?? ''), 'qwerty'];
  return questions.map((question) => replier(question, country));
}

const ask = (locale: ChatLocale, country: Country, topic: string) => {
  const found = everyReply(locale, country).find((answer) => answer.topic === topic);
  if (!found) throw new Error(`No ${topic} reply`);
  return found;
};

const cases = chatLocales.flatMap((locale) => comingSoon.map((country) => [locale, country] as const));

describe('the chat on the pages of a market not live yet', () => {
  it.each(cases)('in %s on %s: no reply shows a Kenyan code, number or fee in a sentence that does not name Kenya', (locale, country) => {
    const unmarked = everyReply(locale, country).flatMap((answer) =>
      sentences(answer.text).flatMap((sentence) => unmarkedKenyanFacts(sentence, kenyanOnlyChatFacts)),
    );
    expect(unmarked).toEqual([]);
  });

  it.each(chatLocales)('in %s, the same check fails on the Kenyan replies, which Tanzania and Uganda were shown before', (locale) => {
    const unmarked = everyReply(locale, 'ke').filter((answer) =>
      sentences(answer.text).some((sentence) => unmarkedKenyanFacts(sentence, kenyanOnlyChatFacts).length > 0),
    );
    expect(unmarked.map((answer) => answer.topic)).toEqual(
      expect.arrayContaining(['failed-payment', 'balance', 'fees', 'airtime', 'paybill', 'pay-with-mpesa', 'contact']),
    );
  });

  it.each(chatLocales)('in %s, a Kenyan reader gets the Kenyan replies, unmarked', (locale) => {
    for (const answer of everyReply(locale, 'ke')) {
      const topic = tables[locale].chatTopics.find((candidate) => candidate.id === answer.topic);
      expect(answer.text).toBe(topic?.text ?? tables[locale].chatFallback.text);
      expect(answer.links.filter((link) => link.badge)).toEqual([]);
    }
  });

  it.each(cases)('in %s on %s: the market’s own facts, from lib/market-facts.ts', (locale, country) => {
    const { name } = countryOptions[country];
    const { currency, mobileMoney } = marketFacts[country];
    expect(ask(locale, country, 'fees').text).toContain(currency);
    for (const service of mobileMoney) expect(ask(locale, country, 'pay-with-mpesa').text).toContain(service.name);
    for (const service of mobileMoney.filter((candidate) => candidate.menuCode))
      expect(ask(locale, country, 'balance').text).toContain(`${service.name}: ${service.menuCode}`);
    expect(ask(locale, country, 'airtime').text).toContain(name);
    // Support: the Nairobi office and its Kenyan phone, said to be in Kenya until the market opens.
    const contact = ask(locale, country, 'contact').text;
    for (const fact of [name, site.contact.phone, site.contact.email, `${site.office.city}, ${site.office.country}`]) expect(contact).toContain(fact);
    // The Paybill is named, as Kenya's.
    expect(ask(locale, country, 'paybill').text).toMatch(new RegExp(`Paybill[^.]*${paybill.businessNumber}[^.]*Kenya`));
  });

  it.each(cases)('in %s on %s: a reader with nothing to pay with yet is led to hear the day the market opens', (locale, country) => {
    for (const topic of ['fees', 'sign-up', 'paybill', 'airtime', 'pay-with-mpesa', 'failed-payment'])
      expect(ask(locale, country, topic).links.map((link) => link.href)).toContain(locale === 'sw' ? `/${country}/sw` : `/${country}`);
  });

  it.each(cases)('in %s on %s: links to Kenya’s offers carry the menus’ mark; the others do not', (locale, country) => {
    const badge = locale === 'sw' ? kenyaOnlyBadgeSw : kenyaOnlyBadge;
    const links = everyReply(locale, country).flatMap((answer) => answer.links);
    const kenyan = /\/ke(\/sw)?\/(airtime|demo|products|product\/payment-infrastructure)|dashboard\./;
    expect(links.filter((link) => kenyan.test(link.href)).length).toBeGreaterThan(3);
    for (const link of links) expect([link.href, link.badge]).toEqual([link.href, kenyan.test(link.href) ? badge : undefined]);
  });

  it('marks Kenya’s offers with the very word the menus use, in each language', () => {
    expect(en.chatKenyaOnly).toBe(kenyaOnlyBadge);
    expect(sw.chatKenyaOnly).toBe(kenyaOnlyBadgeSw);
  });

  it.each(cases)('in %s on %s: every suggestion under a reply leads to an answer', (locale, country) => {
    const replier = repliers.get(locale);
    for (const suggestion of everyReply(locale, country).flatMap((answer) => answer.suggestions))
      expect([suggestion, replier?.(suggestion, country).topic]).not.toEqual([suggestion, 'fallback']);
  });
});
