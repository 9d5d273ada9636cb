import * as en from '../content/chat';
import { paybill } from '../content/paybill';
import * as sw from '../content/sw/chat';
import { site } from '../site';
import { chatReplier } from './locales';
import type { ChatReplier } from './locales';
import { reply } from './reply';

let english: ChatReplier;
let swahili: ChatReplier;

beforeAll(async () => {
  english = await chatReplier('en');
  swahili = await chatReplier('sw');
});

describe('the chat on an English page', () => {
  it('answers exactly as the English table always has', () => {
    const questions = ['What are your fees?', 'How long does a transfer take?', 'Which SDKs do you have?', 'jambo', 'qwerty', '', 'Are you in Uganda?'];
    for (const question of questions) expect(english(question)).toEqual(reply(question));
  });
});

describe('the chat on a Swahili page', () => {
  // Questions as a Kenyan or Tanzanian visitor might type them, one or more per topic.
  const cases: [topic: string, question: string, expected: RegExp[]][] = [
    ['greeting', 'Habari za asubuhi', [/Ungependa kujua nini/]],
    ['thanks', 'Asante sana!', [/Karibu!/]],
    ['fees', 'Bei yenu ni gani?', [/Malipo ya M-Pesa yanagharimu kuanzia 1\.5%/, /malipo ya kadi kuanzia 2\.9%/]],
    ['fees', 'Ada ni kiasi gani kwa kila muamala?', [/kwa kila muamala/]],
    ['fees', 'Gharama za huduma zenu?', [/Hakuna ada ya kuanza/]],
    ['sign-up', 'Nataka kufungua akaunti', [/Usajili huchukua chini ya saa 24/]],
    ['sign-up', 'Nitajisajili vipi?', [/sandbox ya bure/]],
    ['remittance-time', 'Pesa zitafika lini?', [/ndani ya saa 1-24/, /nyingi hufika ndani ya saa 1-4/]],
    ['usa-kenya', 'Nataka kutuma pesa kutoka Marekani', [/kutoka Marekani kwenda Kenya/]],
    ['sdks', 'Mna maktaba ya Python?', [/Tuna SDK za Python na Node\.js/, /PHP na Java zinakuja hivi karibuni/, /pip install kilelepay/]],
    ['sandbox', 'Kuna mazingira ya majaribio?', [/Sandbox ni bure/]],
    ['demo', 'Naweza kujaribu onyesho la malipo?', [/Onyesho la malipo/]],
    ['airtime', 'Nataka kununua muda wa maongezi', [/muda wa maongezi/, new RegExp(`Paybill ${paybill.businessNumber}`)]],
    ['airtime', 'Naweza kulipia luku?', [/umeme na wifi yanakuja hivi karibuni/]],
    ['paybill', 'Nambari ya biashara ni ipi?', [/\*334#/, /nambari ya biashara 151155/, /nambari ya simu ya mpokeaji/]],
    ['countries', 'Mnapatikana nchi gani?', [/inapatikana nchini Kenya/, /Uganda na Tanzania inakuja hivi karibuni/]],
    ['contact', 'Nitawasiliana vipi na huduma kwa wateja?', [new RegExp(site.contact.email), /Nairobi/]],
    ['contact', 'Ofisi yenu iko wapi?', [/Ofisi yetu iko/]],
  ];

  it.each(cases)('answers %s questions in Swahili: %s', (topic, question, expected) => {
    const answer = swahili(question);
    expect(answer.topic).toBe(topic);
    expect(answer.text).toBe(sw.chatTopics.find((candidate) => candidate.id === topic)?.text);
    for (const pattern of expected) expect(answer.text).toMatch(pattern);
  });

  it('understands English questions too, and answers them in Swahili', () => {
    expect(swahili('What are your fees?')).toMatchObject({ topic: 'fees', text: expect.stringMatching(/^Malipo ya M-Pesa/) });
    expect(swahili('Is there a sandbox?').topic).toBe('sandbox');
    expect(swahili('bei ya API').topic).toBe('fees');
  });

  it('matches whole words only, as in English', () => {
    expect(swahili('adabu').topic).toBe('fallback'); // not "ada"
    expect(swahili('simulizi').topic).toBe('fallback'); // not "simu"
    expect(swahili('Malipo ya M-Pesa').topic).toBe('fallback'); // "M-Pesa" is not "pesa"
  });

  it('asks for more detail in Swahili, with documentation and support, when nothing matches', () => {
    for (const question of ['qwerty', '', 'Nieleze kichekesho']) {
      const answer = swahili(question);
      expect(answer.topic).toBe('fallback');
      expect(answer.text).toBe(sw.chatFallback.text);
      expect(answer.links.map((link) => link.href)).toEqual(expect.arrayContaining([site.external.docs, '/ke#contact']));
    }
  });

  it('carries the English table’s links with Swahili labels', () => {
    expect(swahili('bei').links).toEqual([{ label: 'Bidhaa zote na ada', href: '/ke/products' }]);
    expect(swahili('nchi').links).toEqual([
      { label: 'Uganda: inakuja hivi karibuni', href: '/ug' },
      { label: 'Tanzania: inakuja hivi karibuni', href: '/tz' },
    ]);
  });
});

describe('the Swahili reply table', () => {
  it('has the English topics, in the same order, with the same link addresses', () => {
    expect(sw.chatTopics.map((topic) => topic.id)).toEqual(en.chatTopics.map((topic) => topic.id));
    const addresses = (topics: readonly en.ChatTopic[]) => topics.map((topic) => (topic.links ?? []).map(({ href, external }) => ({ href, external })));
    expect(addresses(sw.chatTopics)).toEqual(addresses(en.chatTopics));
  });

  it('leads every Swahili suggestion chip and quick action to a real answer', () => {
    const questions = [
      ...sw.chatTopics.flatMap((topic) => topic.suggestions ?? []),
      ...(sw.chatFallback.suggestions ?? []),
      ...sw.chatGreeting.suggestions,
      ...sw.chatQuickActions.map((action) => action.message),
    ];
    for (const question of questions) expect([question, swahili(question).topic]).not.toEqual([question, 'fallback']);
  });

  it('gives each topic Swahili keywords of its own', () => {
    for (const topic of sw.chatTopics) expect([topic.id, topic.keywords.length > 0]).toEqual([topic.id, true]);
  });
});
