import * as en from '../content/chat';
import { copyIn } from '../content/copy';
import { paybill } from '../content/paybill';
import { countries } from '../countries';
import type { Country } from '../countries';
import { sitePageHref, sitePages } from '../routes';
import { site } from '../site';
import { chatLocales } from '../i18n/locales';
import { chatReplier } from './locales';
import type { ChatLocale, ChatReplier } from './locales';

const sw = copyIn('sw').chat;
const swahiliPanel = copyIn('sw').chatPanel.chatPanelWords;

const repliers = new Map<ChatLocale, ChatReplier>();
beforeAll(async () => {
  for (const locale of chatLocales) repliers.set(locale, await chatReplier(locale));
});
const replier = (locale: ChatLocale): ChatReplier => {
  const found = repliers.get(locale);
  if (!found) throw new Error(`No chat in ${locale}`);
  return found;
};
const swahili = (text: string, country: Country = 'ke') => replier('sw')(text, country);

describe('the chat on a Swahili page', () => {
  // Questions as a Kenyan or Tanzanian visitor might type them, one or more per topic.
  const cases: [topic: string, question: string, expected: RegExp[]][] = [
    ['greeting', 'Habari za asubuhi', [/Ungependa kujua nini/]],
    ['thanks', 'Asante sana!', [/Karibu sana!/]],
    ['goodbye', 'Kwaheri', [/^Kwaheri/, new RegExp(site.contact.email)]],
    ['balance', 'salio la akaunti yangu', [/dashibodi/, /salio la pochi/, new RegExp(`\\${paybill.ussd.slice(0, -1)}`)]],
    ['failed-payment', 'muamala umefeli', [/hakuna pesa inayokatwa/, new RegExp(`Paybill ${paybill.businessNumber}`), new RegExp(site.contact.email)]],
    ['fees', 'Bei yenu ni gani?', [/Malipo ya M-Pesa yanagharimu kuanzia 1\.5%/, /malipo kwa kadi kuanzia 2\.9%/]],
    ['fees', 'Gharama za huduma zenu?', [/Hakuna ada ya kuanza/]],
    ['sign-up', 'Nataka kufungua akaunti', [/Usajili huchukua chini ya saa 24/]],
    ['remittance-time', 'Pesa zitafika lini?', [/ndani ya saa 1-24/, /nyingi hufika ndani ya saa 1-4/]],
    ['usa-kenya', 'Nataka kutuma pesa kutoka Marekani', [/kutoka Marekani kwenda Kenya/]],
    ['pay-with-mpesa', 'nawezaje kulipa kwa M-Pesa?', [/PIN yako ya M-Pesa/, /Visa na Mastercard/]],
    ['sdks', 'Mna maktaba ya Python?', [/Tuna SDK za Python na Node\.js/, /PHP na Java zinakuja hivi karibuni/, /pip install kilelepay/]],
    ['sandbox', 'Kuna mazingira ya majaribio?', [/Sandbox ni bure/]],
    ['demo', 'Nionyeshe onyesho la malipo', [/Onyesho la malipo/]],
    ['airtime', 'Nataka kununua muda wa maongezi', [/muda wa maongezi/, new RegExp(`Paybill ${paybill.businessNumber}`)]],
    ['paybill', 'Nambari ya biashara ni ipi?', [/\*334#/, /nambari ya biashara 151155/, /nambari ya simu ya mpokeaji/]],
    ['countries', 'Mnapatikana nchi gani?', [/inapatikana nchini Kenya/, /Uganda na Tanzania inakuja hivi karibuni/]],
    ['contact', 'Nitawasiliana vipi na huduma kwa wateja?', [new RegExp(site.contact.email), /Nairobi/]],
  ];

  it.each(cases)('answers %s questions in Swahili: %s', (topic, question, expected) => {
    const answer = swahili(question);
    expect(answer.topic).toBe(topic);
    expect(answer.text).toBe(sw.chatTopics.find((candidate) => candidate.id === topic)?.text);
    for (const pattern of expected) expect(answer.text).toMatch(pattern);
  });

  it('understands the English words visitors mix in, and answers in Swahili', () => {
    expect(swahili('What are your fees?')).toMatchObject({ topic: 'fees', text: expect.stringMatching(/^Malipo ya M-Pesa/) });
    expect(swahili('Is there a sandbox?').topic).toBe('sandbox');
    expect(swahili('bei ya API').topic).toBe('fees');
  });

  it('reads a verb by its root, whatever its prefixes, and Sheng for money', () => {
    for (const question of ['Nimelipa lakini haijafika', 'Malipo yamekwama', 'imefail']) expect(swahili(question).topic).toBe('failed-payment');
    for (const question of ['Nitatuma hela kutoka Marekani', 'Nimtumie mkwanja ndugu yangu akiwa ng’ambo']) expect(swahili(question).topic).toBe('usa-kenya');
    expect(swahili('asanteeee').topic).toBe('thanks');
  });

  it('answers the question, not the greeting in front of it', () => {
    expect(swahili('Habari za asubuhi, ada zenu ni kiasi gani?').topic).toBe('fees');
    expect(swahili('Mambo, nataka kununua bando').topic).toBe('airtime');
  });

  it('matches whole words or roots only', () => {
    expect(swahili('adabu').topic).toBe('fallback'); // not "ada"
    expect(swahili('Hii ni mada nyingine').topic).toBe('fallback'); // not "ada" after a prefix
    expect(swahili('simulizi').topic).toBe('fallback'); // not "simu"
  });

  it('asks for more detail in Swahili, with documentation and support, when nothing matches', () => {
    for (const question of ['qwerty', '', 'Nieleze kichekesho']) {
      const answer = swahili(question);
      expect(answer.topic).toBe('fallback');
      expect(answer.text).toBe(sw.chatFallback.text);
      expect(answer.links.map((link) => link.href)).toEqual(expect.arrayContaining([site.external.docs, '/ke/sw#contact']));
    }
  });

  it('leads to Swahili pages of the reader’s market', () => {
    expect(swahili('bei').links).toEqual([{ label: 'Bidhaa zote na ada', href: '/ke/sw/products' }]);
    expect(swahili('nchi').links).toEqual([
      { label: 'Uganda: inakuja hivi karibuni', href: '/ug/sw' },
      { label: 'Tanzania: inakuja hivi karibuni', href: '/tz/sw' },
    ]);
    // Tanzania is not live yet: its readers are led to its own page to hear the day it opens, and
    // to the live market's pages, in Swahili, marked as Kenya's.
    expect(swahili('nataka kununua bando', 'tz').links.map(({ href, badge }) => [href, badge])).toEqual([
      ['/tz/sw', undefined],
      ['/ke/sw/airtime', 'Kenya pekee'],
    ]);
  });
});

describe('every link of every reply', () => {
  const pages = new Set(sitePages([]).map(sitePageHref));
  const internal = (href: string) => href.startsWith('/');
  const apiReference = /^\/[a-z]{2}\/developers\/api\//;

  it.each(chatLocales.flatMap((locale) => countries.map((country) => [locale, country] as const)))(
    'in %s, for a reader in %s, is a real page in that language, or an English API reference, or one of our hosts',
    (locale, country) => {
      const table = locale === 'sw' ? sw : en;
      const questions = [...table.chatTopics.map((topic) => topic.keywords[0] ?? ''), 'qwerty'];
      const links = questions.flatMap((question) => replier(locale)(question, country).links);
      expect(links.length).toBeGreaterThan(10);
      const hosts: string[] = [...Object.values(site.external), `mailto:${site.contact.email}`];
      const wrong = links.filter(({ href }) => {
        if (!internal(href)) return !hosts.includes(href);
        const path = href.split('#')[0] ?? href;
        if (!pages.has(path)) return true;
        if (apiReference.test(href)) return false;
        return locale === 'sw' ? !/^\/[a-z]{2}\/sw(\/|#|$)/.test(href) : /^\/[a-z]{2}\/sw(\/|#|$)/.test(href);
      });
      expect(wrong).toEqual([]);
    },
  );

  it('keeps each topic’s first keyword on its own topic, so the check above reaches every reply', () => {
    for (const locale of chatLocales) {
      const table = locale === 'sw' ? sw : en;
      for (const topic of table.chatTopics)
        expect([locale, topic.id, replier(locale)(topic.keywords[0] ?? '', 'ke').topic]).toEqual([locale, topic.id, topic.id]);
    }
  });
});

describe('the Swahili reply table', () => {
  it('leads every Swahili suggestion chip and quick action to a real answer', () => {
    const questions = [
      ...sw.chatTopics.flatMap((topic) => topic.suggestions ?? []),
      ...(sw.chatFallback.suggestions ?? []),
      ...swahiliPanel.greeting.suggestions,
      ...swahiliPanel.quickActions.map((action) => action.message),
    ];
    for (const question of questions) expect([question, swahili(question).topic]).not.toEqual([question, 'fallback']);
  });
});
