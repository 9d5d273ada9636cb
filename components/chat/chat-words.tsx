'use client';

import { createContext, useContext } from 'react';
import type { ChatWords } from '@/lib/chat/locales';

/**
 * The chat's words in the page's language, for the panel's parts. Provided by the widget,
 * which receives them with its code on the first click.
 */
export const ChatWordsContext = createContext<ChatWords | null>(null);

export function useChatWords(): ChatWords {
  const words = useContext(ChatWordsContext);
  if (!words) throw new Error('useChatWords needs a ChatWordsContext provider (ChatWidget)');
  return words;
}
