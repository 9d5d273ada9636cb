'use client';

import { useId, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { Icon } from '@/components/ui/icon';
import type { ChatPanelWords } from '@/lib/content/chat-panel';

export interface ChatInputProps {
  copy: ChatPanelWords['copy'];
  inputRef: Ref<HTMLInputElement>;
  /** A reply is on its way: Send is disabled. */
  pending: boolean;
  /** False when the text was not sent (blank, or a reply pending): the text is kept. */
  onSend: (text: string) => boolean;
}

export function ChatInput({ copy: chatCopy, inputRef, pending, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onSend(text)) setText('');
  }

  return (
    <form onSubmit={submit} className="flex shrink-0 items-center gap-2 border-t border-line p-3">
      <label htmlFor={id} className="sr-only">
        {chatCopy.inputLabel}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={chatCopy.placeholder}
        autoComplete="off"
        enterKeyHint="send"
        maxLength={500}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-500 px-3 text-base placeholder:text-muted sm:text-sm"
      />
      <button type="submit" disabled={pending} className="btn btn-primary size-11 shrink-0 p-0">
        <Icon name="send" size={20} />
        <span className="sr-only">{chatCopy.send}</span>
      </button>
    </form>
  );
}
