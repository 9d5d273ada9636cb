import * as en from '../content/chat';
import { paybill } from '../content/paybill';
import * as sw from '../content/sw/chat';
import { site } from '../site';
import { chatReply } from './locales';
import { reply } from './reply';

describe('chatReply on an English page', () => {
  it('answers exactly as the English table always has', () => {
    const questions = ['What are your fees?', 'How long does a transfer take?', 'Which SDKs do you have?', 'jambo', 'qwerty', '', 'Are you in Uganda?'];
    for (const question of questions) expect(chatReply(question, 'en')).toEqual(reply(question));
  });
});

describe('chatReply on a Swahili page', () => {
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
    const answer = chatReply(question, 'sw');
    expect(answer.topic).toBe(topic);
    expect(answer.text).toBe(sw.chatTopics.find((candidate) => candidate.id === topic)?.text);
    for (const pattern of expected) expect(answer.text).toMatch(pattern);
  });

  it('understands English questions too, and answers them in Swahili', () => {
    expect(chatReply('What are your fees?', 'sw')).toMatchObject({ topic: 'fees', text: expect.stringMatching(/^Malipo ya M-Pesa/) });
    expect(chatReply('Is there a sandbox?', 'sw').topic).toBe('sandbox');
    expect(chatReply('bei ya API', 'sw').topic).toBe('fees');
  });

  it('matches whole words only, as in English', () => {
    expect(chatReply('adabu', 'sw').topic).toBe('fallback'); // not "ada"
    expect(chatReply('simulizi', 'sw').topic).toBe('fallback'); // not "simu"
    expect(chatReply('Malipo ya M-Pesa', 'sw').topic).toBe('fallback'); // "M-Pesa" is not "pesa"
  });

  it('asks for more detail in Swahili, with documentation and support, when nothing matches', () => {
    for (const question of ['qwerty', '', 'Nieleze kichekesho']) {
      const answer = chatReply(question, 'sw');
      expect(answer.topic).toBe('fallback');
      expect(answer.text).toBe(sw.chatFallback.text);
      expect(answer.links.map((link) => link.href)).toEqual(expect.arrayContaining([site.external.docs, '/ke#contact']));
    }
  });

  it('carries the English table’s links with Swahili labels', () => {
    expect(chatReply('bei', 'sw').links).toEqual([{ label: 'Bidhaa zote na ada', href: '/ke/products' }]);
    expect(chatReply('nchi', 'sw').links).toEqual([
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
    for (const question of questions) expect([question, chatReply(question, 'sw').topic]).not.toEqual([question, 'fallback']);
  });

  it('gives each topic Swahili keywords of its own', () => {
    for (const topic of sw.chatTopics) expect([topic.id, topic.keywords.length > 0]).toEqual([topic.id, true]);
  });
});
