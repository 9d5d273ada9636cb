'use client';

import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@/lib/chat/state';
import type { ChatPanelWords } from '@/lib/content/chat-panel';
import { ChatLink } from './chat-link';

export interface ChatMessagesProps {
  copy: ChatPanelWords['copy'];
  quickActions: ChatPanelWords['quickActions'];
  messages: ChatMessage[];
  pending: boolean;
  /** Sends a suggestion chip's or quick action's question. */
  onAsk: (text: string) => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** The conversation, the typing indicator, and the chips that suggest what to ask next. */
export function ChatMessages({ copy: chatCopy, quickActions: chatQuickActions, messages, pending, onAsk }: ChatMessagesProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Keep the newest message in view.
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length, pending]);

  return (
    // Focusable so that keyboard users can scroll a long conversation.
    <div ref={scrollRef} role="region" aria-label={chatCopy.conversation} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
      <ol className="space-y-4">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} copy={chatCopy} />
        ))}
      </ol>
      {pending ? <TypingIndicator label={chatCopy.typing} /> : null}
      {!pending && messages.length === 1 ? (
        <div role="group" aria-label={chatCopy.quickActions} className="mt-4 grid grid-cols-2 gap-2">
          {chatQuickActions.map((action) => (
            <button
              key={action.label}
              type="button"
              onClick={() => onAsk(action.message)}
              className="min-h-11 rounded-xl border border-line bg-surface px-3 py-2 text-left text-sm font-medium text-ink hover:border-brand-600 hover:bg-brand-50"
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
      {!pending && last?.sender === 'ai' && last.suggestions.length > 0 ? (
        <ul aria-label={chatCopy.suggestions} className="mt-3 flex flex-wrap gap-2">
          {last.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => onAsk(suggestion)}
                className="min-h-9 rounded-full border border-brand-600 px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MessageItem({ message, copy: chatCopy }: { message: ChatMessage; copy: ChatPanelWords['copy'] }) {
  const mine = message.sender === 'user';
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm whitespace-pre-line ${
          mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-surface text-ink ring-1 ring-line'
        }`}
      >
        <span className="sr-only">{mine ? chatCopy.you : chatCopy.assistant}: </span>
        {message.text}
      </div>
      {message.links.length > 0 ? (
        <ul className="mt-1.5 flex flex-wrap gap-x-4">
          {message.links.map((link) => (
            <li key={link.href}>
              <ChatLink link={link} newTabNote={chatCopy.opensInNewTab} />
            </li>
          ))}
        </ul>
      ) : null}
      <time dateTime={new Date(message.timestamp).toISOString()} className="mt-1 text-xs text-muted">
        {timeFormat.format(message.timestamp)}
      </time>
    </li>
  );
}

function TypingIndicator({ label }: { label: string }) {
  return (
    <div className="mt-4 flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-surface px-4 py-3 ring-1 ring-line" data-testid="typing">
      <span className="sr-only">{label}</span>
      {[0, 150, 300].map((delay) => (
        <span key={delay} aria-hidden="true" className="size-2 animate-bounce rounded-full bg-muted" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </div>
  );
}
