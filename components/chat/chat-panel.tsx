'use client';

import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { ChatMessages } from './chat-messages';
import type { ChatControls } from './use-chat';
import type { ChatPanelWords } from '@/lib/content/chat-panel';

export interface ChatPanelProps {
  chat: ChatControls;
  /** The panel's labels and quick actions, in the page's language. */
  words: Pick<ChatPanelWords, 'copy' | 'quickActions'>;
}

/**
 * The chat panel: a non-modal dialog (the page stays usable beside it), 500 × 550 px on
 * wide screens, full width on small ones, a 60 px bar when minimised. Escape or a click
 * outside minimises it.
 */
export function ChatPanel({ chat, words }: ChatPanelProps) {
  const { copy: chatCopy, quickActions } = words;
  const { state } = chat;
  const minimised = state.view === 'minimised';
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusToggleNext = useRef(false);

  // Opening (or expanding) puts focus in the input; minimising from the keyboard puts it on
  // the Expand button, since the input it was in is now hidden.
  useEffect(() => {
    if (!minimised) inputRef.current?.focus();
    else if (focusToggleNext.current) toggleRef.current?.focus();
    focusToggleNext.current = false;
  }, [minimised]);

  const { minimise } = chat;
  useEffect(() => {
    if (minimised) return;
    function minimiseOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && !panelRef.current?.contains(event.target)) minimise();
    }
    document.addEventListener('pointerdown', minimiseOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', minimiseOnOutsidePointer);
  }, [minimised, minimise]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || minimised) return;
    event.preventDefault();
    focusToggleNext.current = true;
    minimise();
  }

  function reset() {
    chat.reset();
    inputRef.current?.focus();
  }

  // A chip or quick action disappears once used: focus moves on to the input.
  function ask(text: string) {
    chat.send(text);
    inputRef.current?.focus();
  }

  const last = state.messages[state.messages.length - 1];
  // The polite live region says that a reply is coming, then reads the reply itself.
  const announcement = state.pending ? chatCopy.typing : last && last.sender === 'ai' && state.messages.length > 1 ? last.text : '';

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      data-view={state.view}
      onKeyDown={onKeyDown}
      className={`fixed inset-x-0 bottom-0 z-50 flex flex-col overflow-hidden rounded-t-2xl border border-line bg-white text-ink shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[500px] sm:rounded-2xl print:hidden ${
        minimised ? 'h-[60px]' : 'h-[min(550px,100dvh)] sm:h-[min(550px,calc(100dvh-3rem))]'
      }`}
    >
      <ChatHeader
        copy={chatCopy}
        titleId={titleId}
        minimised={minimised}
        toggleRef={toggleRef}
        onReset={reset}
        onToggle={minimised ? chat.open : chat.minimise}
        onClose={chat.close}
      />
      <div hidden={minimised} className="flex min-h-0 flex-1 flex-col">
        <ChatMessages copy={chatCopy} quickActions={quickActions} messages={state.messages} pending={state.pending !== null} onAsk={ask} />
        <ChatInput copy={chatCopy} inputRef={inputRef} pending={state.pending !== null} onSend={chat.send} />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
