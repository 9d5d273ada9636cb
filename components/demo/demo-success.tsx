'use client';

import type { RefObject } from 'react';
import { PlainLink } from '@/components/ui/plain-link';
import { fill } from '@/lib/fill';
import type { DemoWords } from './demo-words';
import type { DemoSuccessCopy } from '@/lib/content/demo';

export interface DemoSuccessProps {
  words: DemoWords;
  copy: DemoSuccessCopy;
  /** The address a receipt was asked for, or '' when the box was not ticked. */
  receiptEmail: string;
  /** Said when the server is in sandbox mode: the prompt was only simulated. */
  sandboxNotice?: string;
  docsHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReset: () => void;
}

/** The end of every demo: what happened, Try Another Demo and View API Docs. */
export function DemoSuccess({ words, copy, receiptEmail, sandboxNotice, docsHref, headingRef, onReset }: DemoSuccessProps) {
  const { demoCopy } = words;
  return (
    <div className="space-y-5">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-2xl text-brand-800" aria-hidden="true">
        ✓
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {copy.title}
      </h3>
      <p className="text-muted">{copy.body}</p>
      {sandboxNotice ? <p className="rounded-lg bg-accent-100 px-4 py-3 text-accent-900">{sandboxNotice}</p> : null}
      {receiptEmail ? <p className="text-muted">{fill(demoCopy.receiptSent, { email: receiptEmail })}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={onReset}>
          {demoCopy.tryAnother}
        </button>
        <PlainLink href={docsHref} className="btn btn-secondary">
          {demoCopy.viewDocs}
        </PlainLink>
      </div>
    </div>
  );
}
