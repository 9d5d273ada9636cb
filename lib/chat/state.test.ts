import { chatFallback, chatKenyaOnly, chatTopics } from '../content/chat';
import { reply as replyFor } from './reply';
import { canSend, createChatReducer, initialChatState } from './state';
import type { ChatAction, ChatState } from './state';

const reply = (text: string) => replyFor(text, { topics: chatTopics, fallback: chatFallback, kenyaOnly: chatKenyaOnly }, { locale: 'en', country: 'ke' });
const greeting = { text: 'Hi! Ask me anything.', suggestions: ['What are your fees?'] };
const reducer = createChatReducer(greeting);
const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(reducer, state);
const start = () => initialChatState(greeting, 1000);

describe('chat state machine', () => {
  it('starts open with the single greeting', () => {
    const state = start();
    expect(state.view).toBe('open');
    expect(state.pending).toBeNull();
    expect(state.messages).toEqual([{ id: 'm0', text: greeting.text, sender: 'ai', timestamp: 1000, suggestions: ['What are your fees?'], links: [] }]);
  });

  it('sends a trimmed question, then waits for its reply', () => {
    const sent = run(start(), { type: 'send', text: '  What are your fees?  ', timestamp: 2000 });
    expect(sent.messages[1]).toEqual({ id: 'm1', text: 'What are your fees?', sender: 'user', timestamp: 2000, suggestions: [], links: [] });
    expect(sent.pending).toBe('m1');

    const answered = run(sent, { type: 'receive', replyTo: 'm1', reply: reply('fees'), timestamp: 3500 });
    expect(answered.pending).toBeNull();
    expect(answered.messages[2]).toMatchObject({ id: 'm2', sender: 'ai', timestamp: 3500, text: expect.stringContaining('1.5%') });
    expect(answered.messages[2]?.suggestions.length).toBeGreaterThan(0);
  });

  it('does not send empty or whitespace-only text', () => {
    const state = start();
    for (const text of ['', ' ', '\n\t  ']) {
      expect(canSend(state, text)).toBe(false);
      expect(run(state, { type: 'send', text, timestamp: 1 })).toBe(state);
    }
  });

  it('does not send while a reply is pending', () => {
    const sent = run(start(), { type: 'send', text: 'fees', timestamp: 1 });
    expect(canSend(sent, 'another')).toBe(false);
    expect(run(sent, { type: 'send', text: 'another', timestamp: 2 })).toBe(sent);
  });

  it('Reset restores the single greeting and drops the reply on its way', () => {
    const sent = run(start(), { type: 'send', text: 'fees', timestamp: 1 });
    const reset = run(sent, { type: 'reset', timestamp: 5 });
    expect(reset.messages).toHaveLength(1);
    expect(reset.messages[0]).toMatchObject({ text: greeting.text, sender: 'ai', timestamp: 5 });
    expect(reset.pending).toBeNull();
    // The ids keep counting, so the new greeting is a new list item.
    expect(reset.messages[0]?.id).not.toBe('m0');

    expect(run(reset, { type: 'receive', replyTo: 'm1', reply: reply('fees'), timestamp: 6 })).toBe(reset);
    // A new question is not answered by the old one's late reply.
    const again = run(reset, { type: 'send', text: 'sdks', timestamp: 7 });
    expect(run(again, { type: 'receive', replyTo: 'm1', reply: reply('fees'), timestamp: 8 })).toBe(again);
  });

  it('minimises only when open, and opens again', () => {
    const minimised = run(start(), { type: 'minimise' });
    expect(minimised.view).toBe('minimised');
    expect(run(minimised, { type: 'open' }).view).toBe('open');
    const closed = run(start(), { type: 'close' });
    expect(run(closed, { type: 'minimise' }).view).toBe('closed');
  });

  it('closes from open or minimised and keeps the conversation', () => {
    const talked = run(start(), { type: 'send', text: 'fees', timestamp: 1 }, { type: 'receive', replyTo: 'm1', reply: reply('fees'), timestamp: 2 });
    const closed = run(talked, { type: 'minimise' }, { type: 'close' });
    expect(closed.view).toBe('closed');
    expect(closed.messages).toEqual(talked.messages);
    expect(run(closed, { type: 'open' }).view).toBe('open');
  });
});
