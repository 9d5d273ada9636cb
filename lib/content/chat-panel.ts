import type { Translated } from '../i18n/translated';
import { site } from '../site';
import { remittanceTimes } from './service-levels';

/**
 * The chat panel's own words: its labels, the greeting a conversation starts with and the
 * quick actions under it. The layout hands the labels to the chat as props, so they arrive
 * with the page's HTML in its language; the greeting and quick actions, which only an open
 * panel shows, load with the replies (lib/content/chat.ts) and the panel's code, on the first
 * click (lib/chat/locales.ts), so that no page's HTML carries them.
 */

const { route } = remittanceTimes;

export const chatPanelWords = {
  copy: {
    title: `${site.name} Assistant`,
    status: 'Replies in seconds',
    inputLabel: 'Your message',
    placeholder: 'Ask a question…',
    send: 'Send',
    reset: 'Reset chat',
    minimise: 'Minimise chat',
    expand: 'Expand chat',
    close: 'Close chat',
    typing: 'Assistant is typing',
    you: 'You',
    assistant: 'Assistant',
    quickActions: 'Quick actions',
    suggestions: 'Suggested questions',
    conversation: 'Conversation',
    /** Said after the name of a link that opens in a new tab. */
    opensInNewTab: ' (opens in a new tab)',
  },
  /** The single message a new (or reset) conversation starts with. */
  greeting: {
    text: `Hi! I am the ${site.name} assistant. Ask me about fees, sending money from the ${route.from} to ${route.to}, our APIs and SDKs, or airtime.`,
    suggestions: ['What are your fees?', 'How long do transfers take?', 'Which SDKs do you have?'],
  },
  /** Buttons under the greeting: each sends its question as if typed. */
  quickActions: [
    { label: 'Pricing', message: 'What are your fees?' },
    { label: 'Send money to Kenya', message: 'How do I send money from the USA to Kenya?' },
    { label: 'Developer sandbox', message: 'Tell me about the sandbox' },
    { label: 'Talk to support', message: 'How can I contact support?' },
  ],
} as const;

/** The panel's words in either language, as the chat's components take them. */
export type ChatPanelWords = Translated<typeof chatPanelWords>;
