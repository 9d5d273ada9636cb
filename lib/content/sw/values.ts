import type { Translated } from '../../i18n/translated';
import * as en from '../values';
import type { CoreValue } from '../values';

/** Maadili ya msingi ya ukurasa wa Kuhusu sisi, kwa Kiswahili. */
export const coreValuesHeading: Translated<typeof en.coreValuesHeading> = {
  title: 'Maadili yetu ya msingi',
  lead: 'Tunachoshikilia katika kila uamuzi wa bidhaa na kila mazungumzo na mteja.',
};

const valueWords: Record<CoreValue['icon'], Pick<CoreValue, 'title' | 'description'>> = {
  users: {
    title: 'Mteja kwanza',
    description: 'Tunajenga kwa ajili ya mfanyabiashara wa Gikomba na benki ya Upper Hill sawasawa, na tunajipima kwa mafanikio yao.',
  },
  lock: {
    title: 'Uaminifu na usalama',
    description: 'Pesa zinahamishwa tu pale ambapo ni salama kufanya hivyo: zikiwa zimesimbwa, zimethibitishwa na zikitii kanuni za Kenya katika kila hatua.',
  },
  spark: {
    title: 'Ubunifu',
    description: 'Tunatafuta njia rahisi zaidi za kuhamisha pesa, na tunazitoa kama API ambazo msanidi programu yeyote anaweza kutumia.',
  },
};

/** Kila thamani inachukua ikoni yake kutoka kwa ile ya Kiingereza. */
export const coreValues: Translated<typeof en.coreValues> = en.coreValues.map((value) => ({ ...value, ...valueWords[value.icon] }));
