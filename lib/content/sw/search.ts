import type { Translated } from '../../i18n/translated';
import type * as en from '../search';

/** Kisanduku cha kutafuta kilicho juu ya kila ukurasa: maneno yake pekee kabla hakijatumika. */
export const searchControlCopy: Translated<typeof en.searchControlCopy> = {
  label: 'Tafuta kwenye tovuti',
  submit: 'Tafuta',
};

/** Orodha ya matokeo ya kisanduku cha kutafuta, inayotumwa kwa kivinjari pamoja nacho. */
export const searchBoxWords: Translated<typeof en.searchBoxWords> = {
  resultsLabel: 'Matokeo ya utafutaji',
  loading: 'Utafutaji unapakia…',
  failed: 'Utafutaji haukuweza kufunguka hapa. Bonyeza Enter kuona ukurasa wa matokeo.',
  resultCount: 'Matokeo {count}',
  oneResult: 'Tokeo 1',
  noResults: 'Hakuna matokeo. Jaribu neno lingine, au bonyeza Enter kuona ukurasa wa matokeo.',
  englishOnly: 'Kiingereza pekee',
  notKept: 'Haipo kwenye simu hii',
};

/** Ukurasa wa matokeo ya utafutaji uliotumwa kutoka kisanduku cha juu (unafanya kazi bila JavaScript). */
export const searchPageCopy: Translated<typeof en.searchPageCopy> = {
  title: 'Tafuta',
  description: 'Tafuta kwenye kila ukurasa wa Kilele Pay: bidhaa na ada, nyaraka za wasanidi programu, misimbo ya matokeo, makala na kurasa za kisheria.',
  heading: 'Tafuta kwenye tovuti',
  resultsFor: 'Matokeo ya “{query}”',
  resultCount: 'Matokeo {count}',
  oneResult: 'Tokeo 1',
  emptyQuery: 'Andika neno, maneno machache au nambari (msimbo wa matokeo, nambari ya simu ya majaribio, shortcode) kisha ubonyeze Tafuta.',
  noResults: 'Hakuna kilicholingana na “{query}”.',
  noResultsHint: 'Angalia tahajia au jaribu maneno machache, au anza na mojawapo ya kurasa hizi:',
  englishOnly: 'Kiingereza pekee',
  suggestions: {
    developers: 'Nyaraka za wasanidi programu',
    resultCodes: 'Misimbo ya matokeo ya M-Pesa',
    testing: 'Kujaribu malipo ya M-Pesa',
    products: 'Bidhaa na ada',
    blog: 'Blogu',
  },
};
