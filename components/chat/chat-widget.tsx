'use client';

import { useEffect, useRef } from 'react';
import { ChatPanel } from './chat-panel';
import { LauncherButton } from './launcher-button';
import { useChat } from './use-chat';

/**
 * The chat once its code has loaded (chat-launcher.tsx imports this module on the first
 * click): the panel while open or minimised, the launcher button again once closed. The
 * conversation survives a close; Reset is what clears it.
 */
export function ChatWidget() {
  const chat = useChat();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const closed = chat.state.view === 'closed';

  // Focus goes back to the button that opened the panel.
  useEffect(() => {
    if (closed) launcherRef.current?.focus();
  }, [closed]);

  if (closed) return <LauncherButton ref={launcherRef} onClick={chat.open} />;
  return <ChatPanel chat={chat} />;
}
