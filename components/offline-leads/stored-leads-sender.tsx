'use client';

import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { keepOnlyFreshLeads, offlineLeadsChanged } from '@/lib/offline/leads/storage-key';
import type { Locale } from '@/lib/i18n/locales';
import type { StoredLeadsWords } from './send-stored-leads';

export interface StoredLeadsSenderProps {
  locale: Locale;
  words: StoredLeadsWords;
}

const load = () => import('./send-stored-leads');

/**
 * On every page, after it has loaded: drops what a form kept offline past its week, and if
 * anything is left, fetches the sender to deliver it and shows the notice that offers to delete
 * it. A form that keeps a submission on this page shows the notice too (fetched while the
 * visitor is on the form, as the form's own sender is). Nothing else is downloaded when the
 * store is empty, which is almost always, so this costs every page a few hundred bytes.
 */
export function StoredLeadsSender({ locale, words }: StoredLeadsSenderProps) {
  const [notice, setNotice] = useState<ReactNode>(null);
  useEffect(() => {
    const show = (send: boolean) => {
      if (!keepOnlyFreshLeads()) return;
      load()
        .then(async ({ KeptLeadsNotice, keptLeadsNoticeWordsIn, sendStoredLeadsFromPage }) => {
          setNotice(<KeptLeadsNotice words={await keptLeadsNoticeWordsIn(locale)} />);
          if (send) return sendStoredLeadsFromPage(words);
        })
        .catch(() => {
          // Offline still, or the chunk is gone after a deploy: the next page tries again.
        });
    };
    const prepare = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('form[action^="/api/"]')) void load().catch(() => undefined);
    };
    const kept = () => show(false);
    show(true);
    addEventListener(offlineLeadsChanged, kept);
    addEventListener('focusin', prepare);
    return () => {
      removeEventListener(offlineLeadsChanged, kept);
      removeEventListener('focusin', prepare);
    };
  }, [locale, words]);
  return notice;
}
