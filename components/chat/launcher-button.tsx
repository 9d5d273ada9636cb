import type { Ref } from 'react';
import type { Translated } from '@/lib/i18n/translated';
import type * as en from '@/lib/content/chat-launcher';

/** The launcher's words in the page's language (lib/content/chat-launcher.ts and its Swahili sibling). */
export type ChatLauncherCopy = Translated<typeof en.chatLauncherCopy>;

export interface LauncherButtonProps {
  copy: ChatLauncherCopy;
  onClick: () => void;
  /** The panel's code is on its way. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The round button in the bottom-right corner of every page that opens the chat panel. */
export function LauncherButton({ copy, onClick, busy = false, ref }: LauncherButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      className="fixed right-4 bottom-4 z-50 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 sm:right-6 sm:bottom-6 print:hidden"
    >
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" className={busy ? 'animate-pulse' : undefined}>
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 14.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M8.5 9.5h.01M12 9.5h.01M15.5 9.5h.01" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{busy ? copy.loading : copy.open}</span>
    </button>
  );
}
