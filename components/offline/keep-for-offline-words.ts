import type * as offline from '@/lib/content/offline';
import type { Translated } from '@/lib/i18n/translated';

type KeepCopy = Translated<typeof offline.keepForOfflineCopy>;

/**
 * What the "keep for offline" button says, in the page's language, as plain data the page hands
 * to the button (keep-for-offline-words-in.ts builds it on the server). `label` is the button's
 * own words: one page, or the whole API reference.
 */
export type KeepForOfflineWords = Pick<KeepCopy, 'keeping' | 'kept' | 'failed' | 'unsupported'> & { label: string };
