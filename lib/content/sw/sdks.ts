import type { Translated } from '../../i18n/translated';
import { listPhraseSw } from '../../i18n/list-phrase';
import * as en from '../sdks';

/**
 * The SDK list in Kiswahili. Each SDK's status is an enumeration the components switch on
 * ('Available', 'Coming Soon'), so the list itself is the English one; the words a
 * visitor reads for each status are `sdkStatusLabels`.
 */
export const sdks: Translated<typeof en.sdks> = en.sdks;

export const availableSdks: Translated<typeof en.availableSdks> = en.availableSdks;

/** "Python na Node.js": the names of the SDKs with a status, as they read in a Swahili sentence. */
export const sdkNames: Translated<typeof en.sdkNames> = (status) => listPhraseSw(en.sdks.filter((sdk) => sdk.status === status).map((sdk) => sdk.name));

export const sdkStatusLabels: Translated<typeof en.sdkStatusLabels> = {
  Available: 'Inapatikana',
  'Coming Soon': 'Inakuja hivi karibuni',
};
