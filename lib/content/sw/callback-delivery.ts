import type { Translated } from '../../i18n/translated';
import type * as en from '../callback-delivery';

/** Maneno ya kisanduku cha "tuma kwa URL yangu" kando ya callback ya sandbox. */
export const callbackDeliveryCopy: Translated<typeof en.callbackDeliveryCopy> = {
  heading: 'Itume kwa seva yako mwenyewe',
  intro:
    'Tunatia saini upya callback hii kwa siri ya sandbox na kuituma kwa URL yako kwa POST, kama callback halisi ingefika: majaribio hadi matatu, kisha rekodi ya utumaji.',
  urlLabel: 'URL ya callback yako',
  urlHint: 'Anwani ya umma ya https kwenye mlango wa kawaida, kama https://example.com/mpesa/callback.',
  send: 'Tuma kwa URL yangu',
  sending: 'Inatuma…',
  logCaption: 'Rekodi ya utumaji',
  columns: { attempt: 'Jaribio', result: 'Hali au hitilafu', time: 'Muda uliotumika' },
  milliseconds: 'milisekunde {ms}',
  redirect: '{status}: uelekezaji haukufuatwa',
  attemptErrors: {
    timeout: 'Muda umekwisha: hakuna jibu kwa wakati',
    network: 'Hakuna muunganisho: hakikisha jina la seva linaelekeza kwenye anwani ya umma na kwamba cheti chake cha TLS ni halali',
  },
  delivered: 'Imefika: seva yako ilijibu {status}.',
  notDelivered: 'Haikufika: hakuna jaribio lililopata jibu la 2xx. Callback halisi ingejaribiwa tena kwa njia hiyo hiyo.',
  problems: {
    off: 'Kutuma kwa URL yako mwenyewe kumezimwa kwenye tovuti hii. Nakili ombi lililo hapo juu kisha ulitume kwa curl.',
    refused:
      'Anwani imekataliwa: callback hutumwa kwa anwani za umma za https kwenye mlango wa kawaida (443) pekee, kamwe si kwa anwani za loopback, za mtandao binafsi, za link-local wala za metadata ya wingu.',
    invalidUrl: 'Weka URL kamili ya https, kama https://example.com/mpesa/callback.',
    expired: 'Callback hii ni ya zamani mno kutumwa tena: tuma ombi jipya la sandbox, kisha ujaribu tena.',
    limited: 'Umetuma mara nyingi mno kwa sasa: subiri sekunde {seconds}, kisha ujaribu tena.',
    failed: 'Utumaji haukuwezekana kwa sasa: jaribu tena baada ya muda mfupi.',
  },
};

/** Maneno ya "Tuma kwa kompyuta yangu" kwenye sanduku la callback. */
export const forwardToMachineCopy: Translated<typeof en.forwardToMachineCopy> = {
  open: 'Tuma kwa kompyuta yangu',
  intro:
    'Endesha amri hii kwenye kompyuta yako, kisha uandike msimbo inaouchapisha. Kila callback inayoonyeshwa hapa itatumwa kwa POST na amri hiyo kwa kipokezi chako, kama ilivyoonyeshwa.',
  codeLabel: 'Msimbo wa kuunganisha',
  codeHint: 'Herufi na tarakimu kumi, kama 7KQ2M-X9D4T.',
  invalidCode: 'Andika msimbo wa herufi kumi ambao kilele-sandbox listen ilichapisha.',
  pair: 'Tuma',
  paired: 'Kila callback inatumwa kwa kompyuta yako (msimbo {code}).',
  stop: 'Acha kutuma',
  sending: 'Inatuma kwa kompyuta yako…',
  delivered: 'imefika kwenye kompyuta yako: {status} kwa milisekunde {ms}',
  noAnswer: 'imetumwa kwa kompyuta yako: kipokezi chako hakikujibu ({error})',
  notListening: 'haikufika: je, kilele-sandbox listen bado inaendelea?',
  unknownCode: 'Msimbo huu umekwisha: endesha kilele-sandbox listen tena kisha uandike msimbo mpya.',
  limited: 'Callback nyingi mno kwa sasa: subiri sekunde {seconds}.',
  failed: 'Tovuti haikufikika kwa sasa: callback haikutumwa.',
  errors: { timeout: 'muda umekwisha', network: 'hakuna muunganisho' },
};
