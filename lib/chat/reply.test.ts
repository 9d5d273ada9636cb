import { chatFallback, chatKenyaOnly, chatTopics } from '../content/chat';
import { chatPanelWords } from '../content/chat-panel';
import type { ChatTopic } from '../content/chat-table';
import { paybill } from '../content/paybill';
import { site } from '../site';
import { matchTopic, reply as replyFor } from './reply';

const { greeting: chatGreeting, quickActions: chatQuickActions } = chatPanelWords;
const english = { topics: chatTopics, fallback: chatFallback, kenyaOnly: chatKenyaOnly };
/** The English chat on a Kenyan page. */
const reply = (text: string, topics: readonly ChatTopic[] = chatTopics) => replyFor(text, { ...english, topics }, { locale: 'en', country: 'ke' });

describe('how the chat reads words', () => {
  it('ignores case, punctuation and accents, and reads M-Pesa however it is written', () => {
    for (const question of ['How do I pay with M-Pesa?', 'how do i pay with mpesa', 'HOW DO I PAY WITH M PESA', 'how do i pay with m–pesa']) {
      expect(reply(question).topic).toBe('pay-with-mpesa');
    }
    const weather: ChatTopic[] = [{ id: 'weather', keywords: ['café', 'deja vu'], text: 'Sunny.' }];
    expect(reply('Café!', weather).topic).toBe('weather');
    expect(reply('déjà-vu', weather).topic).toBe('weather');
  });
});

describe('reply', () => {
  // One question per topic the issue names, as a visitor might type it.
  const cases: [topic: string, question: string, expected: RegExp[]][] = [
    ['fees', 'What are your fees?', [/M-Pesa payments cost from 1\.5%/, /card payments from 2\.9%/]],
    ['remittance-time', 'How long does a transfer take?', [/within 1-24 hours/, /most arrive within 1-4 hours/]],
    ['sign-up', 'How do I sign up?', [/under 24 hours/]],
    ['usa-kenya', 'Can I send money from the USA to Kenya?', [/from the USA to Kenya/]],
    ['sdks', 'Which SDKs do you have?', [/Python and Node\.js/, /PHP and Java coming soon/, /pip install kilelepay/]],
    ['sandbox', 'Is there a sandbox?', [/sandbox is free/]],
    ['demo', 'Can I see a demo?', [/payment demo/]],
    ['airtime', 'I want to buy airtime', [/airtime/, new RegExp(`Paybill ${paybill.businessNumber}`)]],
    ['paybill', 'What are the Paybill steps?', [/\*334#/, /business number 151155/, /account number: the recipient mobile number/]],
    ['countries', 'Are you in Uganda?', [/live in Kenya/, /Uganda and Tanzania are coming soon/]],
    ['contact', 'How can I contact support?', [new RegExp(site.contact.email), /Nairobi/]],
  ];

  it.each(cases)('answers %s questions', (topic, question, expected) => {
    const answer = reply(question);
    expect(answer.topic).toBe(topic);
    expect(answer.sender).toBe('ai');
    for (const pattern of expected) expect(answer.text).toMatch(pattern);
  });

  it('ignores case and punctuation', () => {
    for (const question of ['WHAT ARE YOUR FEES', 'fees???', '...Fees!', 'fees,please', '"fees"']) {
      expect(reply(question).topic).toBe('fees');
    }
    expect(reply('m-pesa express demo').topic).toBe('demo');
    expect(reply('SIGN-UP').topic).toBe('sign-up');
  });

  it('matches whole words only', () => {
    expect(reply('coffees').topic).toBe('fallback');
    expect(reply('history').topic).toBe('fallback'); // not "hi"
    expect(reply('the testament').topic).toBe('fallback'); // not "test"
  });

  it('asks for more detail and offers documentation or support when nothing matches', () => {
    for (const question of ['qwerty', '', '   ', '???', 'Tell me a joke']) {
      const answer = reply(question);
      expect(answer.topic).toBe('fallback');
      expect(answer.text).toBe(chatFallback.text);
      expect(answer.text).toMatch(/tell me a little more/);
      expect(answer.links.map((link) => link.href)).toEqual(expect.arrayContaining([site.external.docs, '/ke#contact']));
    }
  });

  it('prefers the topic with the most matched words, then the one listed first', () => {
    expect(reply('How long does a remittance take?').topic).toBe('remittance-time');
    expect(reply('How do I send money from the USA to Kenya?').topic).toBe('usa-kenya');
    expect(reply('How long does sign-up take?').topic).toBe('sign-up');
    expect(reply('help with fees').topic).toBe('fees');
  });

  it('carries suggestions and links from the table, internal links built from the route list', () => {
    const fees = reply('pricing');
    expect(fees.suggestions.length).toBeGreaterThan(0);
    expect(fees.links).toContainEqual({ label: 'All products and fees', href: '/ke/products' });
    expect(reply('demo').links).toContainEqual({ label: 'Open the demo', href: '/ke/demo' });
    expect(reply('uganda').links.map((link) => link.href)).toEqual(['/ug', '/tz']);
  });

  it('reads the table as data: a new topic needs no code change', () => {
    const table: ChatTopic[] = [{ id: 'weather', keywords: ['rain', 'sunny day'], text: 'Always sunny in Nairobi.' }];
    expect(matchTopic('Is it a SUNNY day?', table)?.id).toBe('weather');
    expect(reply('rain!', table)).toEqual({ topic: 'weather', sender: 'ai', text: 'Always sunny in Nairobi.', suggestions: [], links: [] });
    expect(reply('fees', table).topic).toBe('fallback');
  });
});

describe('the reply table', () => {
  it('has unique topic ids', () => {
    const ids = chatTopics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leads every suggestion chip and quick action to a real answer', () => {
    const questions = [
      ...chatTopics.flatMap((topic) => topic.suggestions ?? []),
      ...(chatFallback.suggestions ?? []),
      ...chatGreeting.suggestions,
      ...chatQuickActions.map((action) => action.message),
    ];
    for (const question of questions) expect([question, reply(question).topic]).not.toEqual([question, 'fallback']);
  });

  it('links only to our own pages, our hosts or our mailbox', () => {
    const hosts: string[] = Object.values(site.external);
    const replies = [...chatTopics.map((topic) => reply(topic.keywords[0] ?? '')), reply('')];
    for (const link of replies.flatMap((answer) => answer.links)) {
      const ours = /^\/(ke|ug|tz)(\/|#|$)/.test(link.href) || hosts.includes(link.href) || link.href === `mailto:${site.contact.email}`;
      expect([link.href, ours]).toEqual([link.href, true]);
      expect(Boolean(link.external)).toBe(!link.href.startsWith('/') && !link.href.startsWith('mailto:'));
    }
  });
});
