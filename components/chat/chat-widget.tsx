'use client';

import { useEffect, useRef } from 'react';
import type { ChatReplier } from '@/lib/chat/locales';
import type { Country } from '@/lib/countries';
import type { ChatPanelWords } from '@/lib/content/chat-panel';
import type { ChatLauncherCopy } from './launcher-button';
import { ChatPanel } from './chat-panel';
import { LauncherButton } from './launcher-button';
import { useChat } from './use-chat';

export interface ChatWidgetProps {
  /** The panel's words in the page's language, from the layout. */
  words: ChatPanelWords;
  /** The replies in the page's language, loaded with this module (lib/chat/locales.ts). */
  replier: ChatReplier;
  /** The market of the page: the replies give its facts and lead to its pages. */
  country: Country;
  launcherCopy: ChatLauncherCopy;
}

/**
 * The chat once its code has loaded (chat-launcher.tsx imports this module on the first
 * click): the panel while open or minimised, the launcher button again once closed. The
 * conversation survives a close; Reset is what clears it.
 */
export function ChatWidget({ words, replier, country, launcherCopy }: ChatWidgetProps) {
  const chat = useChat(words.greeting, replier, country);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const closed = chat.state.view === 'closed';

  // Focus goes back to the button that opened the panel.
  useEffect(() => {
    if (closed) launcherRef.current?.focus();
  }, [closed]);

  if (closed) return <LauncherButton ref={launcherRef} onClick={chat.open} copy={launcherCopy} />;
  return <ChatPanel chat={chat} words={words} />;
}
