'use client';

import { useEffect, useId, useState } from 'react';
import { offlineLeadsChanged } from '@/lib/offline/leads/storage-key';
import { discardStoredLeads, readStoredLeads } from '@/lib/offline/leads/stored-leads';
import type { KeptLeadsNoticeWords } from './kept-leads-notice-words';

export interface KeptLeadsNoticeProps {
  words: KeptLeadsNoticeWords;
}

/**
 * While something written offline waits on this device, every page says so and offers to
 * delete it unsent: a phone may be shared, and its owner may never come back online to send it.
 * Gone by itself once it is delivered or its week is over.
 */
export function KeptLeadsNotice({ words }: KeptLeadsNoticeProps) {
  const [waiting, setWaiting] = useState(() => readStoredLeads().length > 0);
  const [discarded, setDiscarded] = useState(false);
  const id = useId();

  useEffect(() => {
    const reread = () => setWaiting(readStoredLeads().length > 0);
    // This tab's forms and sender, and another tab of the site.
    window.addEventListener(offlineLeadsChanged, reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener(offlineLeadsChanged, reread);
      window.removeEventListener('storage', reread);
    };
  }, []);

  function discard() {
    discardStoredLeads();
    setDiscarded(true);
    // The button is gone: focus goes back to the page rather than to nowhere.
    document.getElementById('main')?.focus();
  }

  return (
    <>
      <p role="status" className="sr-only">
        {discarded && !waiting ? words.discarded : ''}
      </p>
      {waiting && (
        <section
          aria-labelledby={id}
          className="fixed right-22 bottom-4 left-4 z-40 flex max-w-sm flex-col gap-3 rounded-lg border border-line bg-white p-4 text-sm text-ink shadow-lg print:hidden"
        >
          <p id={id}>{words.keptOnDevice}</p>
          <button type="button" className="btn btn-secondary self-start" onClick={discard}>
            {words.discard}
          </button>
        </section>
      )}
    </>
  );
}
