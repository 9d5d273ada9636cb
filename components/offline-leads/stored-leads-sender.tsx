'use client';

import { useEffect } from 'react';
import { hasStoredLeads } from '@/lib/offline/leads/storage-key';
import type { StoredLeadsWords } from './send-stored-leads';

export interface StoredLeadsSenderProps {
  words: StoredLeadsWords;
}

/**
 * On every page, after it has loaded: if a form on an earlier visit kept a submission made
 * without a connection, fetch the sender and deliver it. Nothing else is downloaded when the
 * store is empty, which is almost always, so the check costs every page a few hundred bytes.
 */
export function StoredLeadsSender({ words }: StoredLeadsSenderProps) {
  useEffect(() => {
    if (!hasStoredLeads()) return;
    import('./send-stored-leads')
      .then(({ sendStoredLeadsFromPage }) => sendStoredLeadsFromPage(words))
      .catch(() => {
        // Offline still, or the chunk is gone after a deploy: the next page tries again.
      });
  }, [words]);
  return null;
}
