'use client';

import { useEffect, useState } from 'react';

/** 'Copied!' shows for 2 s after a copy. */
export const copiedFeedbackMs = 2000;

export interface CopyButtonProps {
  text: string;
  label?: string;
  /** What the button says after a click, in the page's language (English unless given). */
  copiedLabel?: string;
  failedLabel?: string;
  className?: string;
}

/** Copies `text` to the clipboard; says 'Copied!' for 2 s, announced to screen readers. */
export function CopyButton({ text, label = 'Copy Code', copiedLabel = 'Copied!', failedLabel = 'Copy failed', className }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // Clipboard refused (permissions, insecure context): say so rather than pretend.
      setState('failed');
    }
  }

  return (
    <button type="button" onClick={copy} className={className ?? 'btn btn-ghost text-xs'}>
      <span aria-live="polite">{state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label}</span>
    </button>
  );
}
