import type { Translated } from '../../i18n/translated';
import * as en from '../timeline';
import type { Milestone } from '../timeline';

/** Safari ya kampuni kwenye ukurasa wa Kuhusu sisi, kwa Kiswahili, ya zamani kwanza. */
export const timelineHeading: Translated<typeof en.timelineHeading> = {
  title: 'Safari yetu',
  lead: 'Kutoka timu ndogo jijini Nairobi hadi miundombinu ya malipo kwa bara zima.',
};

/** Maneno ya kila hatua, kwa kichwa chake cha Kiingereza; mwaka unachukuliwa kutoka kwa hatua ya Kiingereza. */
const milestoneWords: Record<string, Pick<Milestone, 'title' | 'description'>> = {
  Foundation: {
    title: 'Kuanzishwa',
    description: 'Kilele Pay inaanzishwa jijini Nairobi kurahisisha malipo ya M-Pesa na kadi kwa biashara za Kenya.',
  },
  Growth: {
    title: 'Ukuaji',
    description:
      'Wafanyabiashara wetu wa kwanza wanaanza kutumia huduma; kutuma pesa kutoka Marekani kwenda Kenya na ulinganishaji wa hesabu kiotomatiki vinazinduliwa.',
  },
  Innovation: {
    title: 'Ubunifu',
    description: 'Ukusanyaji wa malipo ya kujirudia, kijenzi cha duka la mtandaoni na SDK za Python na Node.js vinazinduliwa kwa wasanidi programu.',
  },
  'Pan-African': {
    title: 'Afrika nzima',
    description: 'Uganda na Tanzania zinafuata, tukielekea kwenye mtandao mmoja wa malipo kwa bara zima.',
  },
};

/** "Future" ni neno, si mwaka. */
const periodWords: Record<string, string> = { Future: 'Baadaye' };

export const timeline: Translated<typeof en.timeline> = en.timeline.map((milestone) => ({
  ...milestone,
  ...milestoneWords[milestone.title],
  period: periodWords[milestone.period] ?? milestone.period,
}));
