'use client';

import { useEffect, useState } from 'react';

/** 'Copied!' shows for 2 s after a copy. */
export const copiedFeedbackMs = 2000;

export interface CopyButtonProps {
  /**
   * The id of the code block to copy. The button reads the block's text from the page when it
   * is clicked, so the code travels in the page once, not again as this button's prop.
   */
  codeId: string;
  label?: string;
  /** What the button says after a click, in the page's language (English unless given). */
  copiedLabel?: string;
  failedLabel?: string;
  className?: string;
}

/** Copies a code block's text to the clipboard; says 'Copied!' for 2 s, announced to screen readers. */
export function CopyButton({ codeId, label = 'Copy Code', copiedLabel = 'Copied!', failedLabel = 'Copy failed', className }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const code = document.getElementById(codeId)?.textContent;
    try {
      if (code === null || code === undefined) throw new Error(`no code block #${codeId}`);
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      // Clipboard refused (permissions, insecure context) or nothing to copy: say so rather than pretend.
      setState('failed');
    }
  }

  return (
    <button type="button" onClick={copy} aria-controls={codeId} className={className ?? 'btn btn-ghost text-xs'}>
      <span aria-live="polite">{state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label}</span>
    </button>
  );
}
