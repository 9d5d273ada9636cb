'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { chatGreeting } from '@/lib/content/chat';
import { reply } from '@/lib/chat/reply';
import { canSend, chatReplyDelayMs, createChatReducer, initialChatState, nextMessageId } from '@/lib/chat/state';
import type { ChatState } from '@/lib/chat/state';

const chatReducer = createChatReducer(chatGreeting);

export interface ChatControls {
  state: ChatState;
  /** Sends `text` and schedules its reply; false when it was not sent (blank, or a reply pending). */
  send: (text: string) => boolean;
  reset: () => void;
  open: () => void;
  minimise: () => void;
  close: () => void;
}

/** The conversation with its timer: each question gets its canned reply 1.5 s later. */
export function useChat(): ChatControls {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(chatGreeting, Date.now()));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(
    (text: string) => {
      if (!canSend(state, text)) return false;
      const replyTo = nextMessageId(state);
      dispatch({ type: 'send', text, timestamp: Date.now() });
      timer.current = setTimeout(() => {
        dispatch({ type: 'receive', replyTo, reply: reply(text), timestamp: Date.now() });
      }, chatReplyDelayMs);
      return true;
    },
    [state],
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
