'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ChatReplier } from '@/lib/chat/locales';
import type { Country } from '@/lib/countries';
import { canSend, chatReplyDelayMs, createChatReducer, initialChatState, nextMessageId } from '@/lib/chat/state';
import type { ChatState, Greeting } from '@/lib/chat/state';

export interface ChatControls {
  state: ChatState;
  /** Sends `text` and schedules its reply; false when it was not sent (blank, or a reply pending). */
  send: (text: string) => boolean;
  reset: () => void;
  open: () => void;
  minimise: () => void;
  close: () => void;
}

/**
 * The conversation with its timer: each question gets its canned reply 1.5 s later, in the
 * page's language and for the page's market (its facts, its links).
 */
export function useChat(greeting: Greeting, replier: ChatReplier, country: Country): ChatControls {
  const chatReducer = useMemo(() => createChatReducer(greeting), [greeting]);
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(greeting, Date.now()));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(
    (text: string) => {
      if (!canSend(state, text)) return false;
      const replyTo = nextMessageId(state);
      dispatch({ type: 'send', text, timestamp: Date.now() });
      timer.current = setTimeout(() => {
        dispatch({ type: 'receive', replyTo, reply: replier(text, country), timestamp: Date.now() });
      }, chatReplyDelayMs);
      return true;
    },
    [state, replier, country],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    dispatch({ type: 'reset', timestamp: Date.now() });
  }, []);

  const open = useCallback(() => dispatch({ type: 'open' }), []);
  const minimise = useCallback(() => dispatch({ type: 'minimise' }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  return { state, send, reset, open, minimise, close };
}
