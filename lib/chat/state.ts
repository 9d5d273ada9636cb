import type { ChatLink } from './links';
import type { ChatReply } from './reply';

/** One message of the chat, with the links a reply may carry. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'ai';
  /** Milliseconds since the epoch. */
  timestamp: number;
  suggestions: string[];
  links: ChatLink[];
}

/** The chat panel is closed, open or minimised. */
export type ChatView = 'closed' | 'open' | 'minimised';

export interface ChatState {
  view: ChatView;
  messages: ChatMessage[];
  /**
   * The id of the question waiting for its reply, or null. While set, the typing indicator
   * shows and send is disabled.
   */
  pending: string | null;
  /** Source of message ids; never reused, so list keys stay unique across resets. */
  nextId: number;
}

export type ChatAction =
  | { type: 'open' }
  | { type: 'minimise' }
  | { type: 'close' }
  | { type: 'reset'; timestamp: number }
  | { type: 'send'; text: string; timestamp: number }
  /** `replyTo` is the id of the question answered; a reply to anything else is dropped. */
  | { type: 'receive'; replyTo: string; reply: ChatReply; timestamp: number };

/** A reply arrives after a 1.5 s typing indicator. */
export const chatReplyDelayMs = 1500;

export interface Greeting {
  text: string;
  suggestions: readonly string[];
}

/** The id the next message will get: a question's id is what its reply answers. */
export function nextMessageId(state: Pick<ChatState, 'nextId'>): string {
  return `m${state.nextId}`;
}

function greetingMessage(greeting: Greeting, id: number, timestamp: number): ChatMessage {
  return { id: `m${id}`, text: greeting.text, sender: 'ai', timestamp, suggestions: [...greeting.suggestions], links: [] };
}

export function initialChatState(greeting: Greeting, timestamp: number, view: ChatView = 'open'): ChatState {
  return { view, messages: [greetingMessage(greeting, 0, timestamp)], pending: null, nextId: 1 };
}

/** Empty or whitespace-only input is not sent, and nothing is sent while a reply is pending. */
export function canSend(state: Pick<ChatState, 'pending'>, text: string): boolean {
  return state.pending === null && text.trim() !== '';
}

/** The conversation as a pure reducer; the 1.5 s delay is the caller's (components/chat/use-chat.ts). */
export function createChatReducer(greeting: Greeting) {
  return function chatReducer(state: ChatState, action: ChatAction): ChatState {
    switch (action.type) {
      case 'open':
        return state.view === 'open' ? state : { ...state, view: 'open' };
      case 'minimise':
        // Only an open panel minimises: a click outside a closed chat changes nothing.
        return state.view === 'open' ? { ...state, view: 'minimised' } : state;
      case 'close':
        return state.view === 'closed' ? state : { ...state, view: 'closed' };
      case 'reset':
        // Back to the single greeting; a reply still on its way is dropped (see 'receive').
        return { ...state, messages: [greetingMessage(greeting, state.nextId, action.timestamp)], pending: null, nextId: state.nextId + 1 };
      case 'send': {
        if (!canSend(state, action.text)) return state;
        const message: ChatMessage = {
          id: nextMessageId(state),
          text: action.text.trim(),
          sender: 'user',
          timestamp: action.timestamp,
          suggestions: [],
          links: [],
        };
        return { ...state, messages: [...state.messages, message], pending: message.id, nextId: state.nextId + 1 };
      }
      case 'receive': {
        // A reply nobody is waiting for (the chat was reset meanwhile) is not shown.
        if (state.pending !== action.replyTo) return state;
        const { text, suggestions, links } = action.reply;
        const message: ChatMessage = { id: nextMessageId(state), text, sender: 'ai', timestamp: action.timestamp, suggestions, links };
        return { ...state, messages: [...state.messages, message], pending: null, nextId: state.nextId + 1 };
      }
    }
  };
}
