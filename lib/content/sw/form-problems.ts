import type { FormProblem } from '../../form-state';
import type { Translated } from '../../i18n/translated';
import type * as en from '../form-problems';

/** Kila fomu inasema nini ujumbe usipowasilishwa, isipokuwa huduma ikiwa haipatikani: kila fomu ina maneno yake kwa hilo. */
const sharedProblems = {
  'rate-limited': 'Majaribio mengi mno. Tafadhali subiri dakika moja kisha ujaribu tena.',
  'foreign-origin': 'Fomu hii inaweza kutumwa tu kutoka kwenye tovuti ya Kilele Pay. Tafadhali fungua ukurasa upya kisha ujaribu tena.',
  'too-large': 'Maandishi ni mengi kuliko fomu hii inavyoweza kutuma. Tafadhali yafupishe kisha ujaribu tena.',
} as const satisfies Record<Exclude<FormProblem, 'unavailable'>, string>;

/** Maneno ya `problem`; `unavailable` ni ujumbe wa fomu yenyewe wa kushindwa. */
export const formProblemMessage: Translated<typeof en.formProblemMessage> = (problem, unavailable) =>
  problem === 'unavailable' ? unavailable : sharedProblems[problem];

export const rateLimitedMessage: Translated<typeof en.rateLimitedMessage> = sharedProblems['rate-limited'];

export const honeypotLabel: Translated<typeof en.honeypotLabel> = 'Acha sehemu hii wazi';

/** Maneno ya kila fomu seva inapotaja sehemu za kusahihisha. */
export const invalidFormMessage: Translated<typeof en.invalidFormMessage> = 'Tafadhali sahihisha sehemu zilizoangaziwa.';
