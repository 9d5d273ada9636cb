'use client';

import { notify } from '@/components/ui/notify';

export interface ShareButtonProps {
  /** The button's words in the page's language. */
  copy: { shareLabel: string; linkCopied: string; copyFailed: string };
  title: string;
  text: string;
  /** The article's canonical address. */
  url: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Share Article: the system share sheet where the browser has one, else copy the link. */
export function ShareButton({ copy, title, text, url }: ShareButtonProps) {
  async function share() {
    if ('share' in navigator) {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; other refusals fall back to copying.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      await notify.success(copy.linkCopied);
    } catch {
      await notify.error(copy.copyFailed);
    }
  }

  return (
    <button type="button" onClick={share} className="btn btn-secondary">
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {copy.shareLabel}
    </button>
  );
}
