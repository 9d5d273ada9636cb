import type * as en from '@/lib/content/offline-leads';
import { offlineLeadsCopy as englishCopy } from '@/lib/content/offline-leads';
import { offlineLeadsCopy as swahiliCopy } from '@/lib/content/sw/offline-leads';
import type { Locale } from '@/lib/i18n/locales';
import type { Translated } from '@/lib/i18n/translated';

/** The notice's words in the page's language (lib/content/offline-leads.ts and its Swahili sibling). */
export type KeptLeadsNoticeWords = Pick<Translated<typeof en.offlineLeadsCopy>, 'keptOnDevice' | 'discard' | 'discarded'>;

const pick = ({ keptOnDevice, discard, discarded }: KeptLeadsNoticeWords): KeptLeadsNoticeWords => ({ keptOnDevice, discard, discarded });

/**
 * Part of the notice's own code, which loads only while a submission waits on the device: three
 * short strings per language travel with it instead of in every page's HTML. The test build's
 * pseudo-language rewrites the English words as the server does.
 */
const loaders: Record<Locale, () => Promise<KeptLeadsNoticeWords>> = {
  en: async () => pick(englishCopy),
  sw: async () => pick(swahiliCopy),
  xa: async () => {
    const { pseudoCopy, sameShape } = await import('@/lib/i18n/pseudo');
    const words = pseudoCopy(pick(englishCopy));
    if (!sameShape(words, pick(englishCopy))) throw new Error('The pseudo-language lost the shape of the notice words');
    return words;
  },
};

export function keptLeadsNoticeWordsIn(locale: Locale): Promise<KeptLeadsNoticeWords> {
  return loaders[locale]();
}
