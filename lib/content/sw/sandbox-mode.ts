import type { Translated } from '../../i18n/translated';
import type * as en from '../sandbox-mode';

/** Anachoambiwa mgeni seva ikijibu katika hali ya sandbox: hakuna kilichotumwa, kwa maneno wazi. */
export const sandboxModeCopy: Translated<typeof en.sandboxModeCopy> = {
  mailTitle: 'Hali ya sandbox: hakuna kilichotumwa',
  mail: 'Seva hii iko katika hali ya sandbox: hakuna kilichotumwa, na hakuna barua pepe itakayofuata.',
  prompt: 'Seva hii iko katika hali ya sandbox: hakuna ombi la M-Pesa lililotumwa, na hakuna pesa iliyokatwa.',
};
