import type { Translated } from '../../i18n/translated';
import { phoneTimeoutSeconds, wrongPin } from '../../mpesa-sandbox/test-numbers';
import { timestampToleranceSeconds } from '../../mpesa-sandbox/webhook-signature';
import type * as en from '../developer-testing';

/** Maneno ya ukurasa wa majaribio wa wasanidi programu: mzunguko wa sandbox, nambari za majaribio na callback zenye saini. */

export const testingHero: Translated<typeof en.testingHero> = {
  eyebrow: 'Wasanidi programu',
  title: 'Jaribu kila matokeo ya malipo ya M-Pesa',
  lead: 'Nambari za majaribio kwa kila matokeo, simu pepe kwa upande wa mteja, na callback zenye saini kama seva yako inavyozipokea.',
};

export const testingLifecycle: Translated<typeof en.testingLifecycle> = {
  heading: 'Kinachotokea baada ya ombi lako',
  steps: [
    'Sandbox inakagua ombi lako la STK push na kujibu papo hapo kwamba ombi linasubiri, pamoja na kitambulisho chake.',
    'Simu ya mteja inaonyesha ombi la M-Pesa (simu pepe, kwenye ukurasa wa STK push).',
    'Mteja anaweka PIN yake, anaghairi au hajibu; nambari ya majaribio inaruka hatua hii.',
    'Malipo yanakamilika kwa msimbo wa matokeo, na URL yako ya callback inapokea POST yenye saini.',
    'Callback isipofika, uliza hali ya malipo.',
  ],
};

export const testNumbersCopy: Translated<typeof en.testNumbersCopy> = {
  heading: 'Nambari za majaribio',
  lead: 'STK push kwa mojawapo ya nambari hizi inatoa matokeo yake papo hapo, bila simu pepe. Chini ya kila matokeo kuna amri inayotuma callback zile zile, zilizotiwa saini, kwa kipokezi chako kwenye localhost, bila mtandao; trigger all inatuma kila matokeo na inashindwa kipokezi chako kikikataa callback halali au kikikubali iliyoharibiwa. Ili kupeleka callback za ukurasa wa STK push wenyewe, endesha kilele-sandbox listen na uandike msimbo wake kwenye sanduku la callback la ukurasa huo.',
  caption: 'Nambari za majaribio za sandbox na matokeo yake',
  columns: { phone: 'Nambari ya simu ya sandbox', resultCode: 'Msimbo wa matokeo', outcome: 'Kinachotokea' },
  noCode: 'Hakuna',
  results: {
    0: 'Mafanikio: callback ina nambari ya risiti ya M-Pesa.',
    1: 'Salio la mteja halitoshi.',
    1001: 'Malipo mengine ya mteja huyu yanasubiri.',
    1032: 'Mteja anaghairi ombi.',
    1037: 'Simu haipatikani, au hakuna anayejibu.',
    2001: 'Mteja anaweka PIN isiyo sahihi.',
  },
  callbacks: {
    'no-callback': 'Hakuna callback inayofika: uliza hali ya malipo.',
    duplicate: 'Callback ya mafanikio inafika mara mbili, na webhook-id moja.',
    late: 'Callback ya mafanikio inafika baada ya sekunde {seconds}.',
  },
};

export const virtualPhoneCopy: Translated<typeof en.virtualPhoneCopy> = {
  heading: 'Simu pepe',
  lead: 'Nambari nyingine yoyote inaleta ombi kwenye simu pepe kando ya sandbox ya STK push:',
  linkLabel: 'Fungua sandbox ya STK push',
  caption: 'Majibu kwenye simu pepe na msimbo wa matokeo wa kila jibu',
  columns: { answer: 'Kwenye simu pepe', resultCode: 'Msimbo wa matokeo' },
  answers: [
    { answer: 'Weka PIN yoyote ya tarakimu nne', code: 0 },
    { answer: `Weka ${wrongPin}, PIN isiyo sahihi`, code: 2001 },
    { answer: 'Bonyeza Ghairi', code: 1032 },
    { answer: `Usifanye chochote kwa sekunde ${phoneTimeoutSeconds}`, code: 1037 },
  ],
};

export const signatureCopy: Translated<typeof en.signatureCopy> = {
  heading: 'Callback zenye saini',
  lead: 'Kila callback ina saini kwa mfumo wa Standard Webhooks: ihakiki kabla ya kuamini maudhui.',
  secretHeading: 'Siri ya sandbox',
  secretText: 'Callback za sandbox zinatiwa saini kwa siri hii iliyo wazi. Siri yako halisi ni yako pekee: iweke kwenye seva yako.',
  copyLabel: 'Nakili siri',
  copiedLabel: 'Imenakiliwa!',
  copyFailedLabel: 'Imeshindwa kunakili',
  headersHeading: 'Vichwa vya ombi',
  headersCaption: 'Vichwa vya saini vya callback',
  columns: { header: 'Kichwa', meaning: 'Kinachobeba' },
  headers: {
    'webhook-id': 'Kitambulisho cha tukio, kile kile kila linapotumwa: kitumie kuondoa marudio.',
    'webhook-timestamp': 'Wakati ilipotiwa saini, kwa sekunde za Unix.',
    'webhook-signature':
      'v1, kisha HMAC-SHA256 ya id.timestamp.body kwa base64, kwa siri iliyosimbuliwa kutoka base64 baada ya whsec_; saini kadhaa hutenganishwa kwa nafasi.',
  },
  tolerance: `Kataa muhuri wa wakati unaotofautiana na saa yako kwa zaidi ya dakika ${timestampToleranceSeconds / 60}, kwa upande wowote.`,
};

export const samplesCopy: Translated<typeof en.samplesCopy> = {
  heading: 'Hakiki callback',
  lead: 'Kila mfano unahakiki saini na muhuri wa wakati na unakataa kitambulisho kilichokwisha kushughulikiwa. Majaribio yetu yanaendesha kila mmoja dhidi ya visa vya majaribio.',
  tabsLabel: 'Mifano ya uhakiki',
  copyLabel: 'Nakili msimbo',
  copiedLabel: 'Imenakiliwa!',
  copyFailedLabel: 'Imeshindwa kunakili',
  codeLabel: 'Mfano wa uhakiki kwa {language}',
  vectorsText: 'Jaribu msimbo wako kwa visa {count} hivyo hivyo:',
  vectorCases: {
    valid: 'callback halali',
    'tampered-body': 'maudhui yaliyobadilishwa',
    'wrong-secret': 'siri isiyo sahihi',
    'stale-timestamp': 'muhuri wa wakati uliopitwa',
    'future-timestamp': 'muhuri wa wakati wa baadaye',
    'replayed-id': 'kitambulisho kilichorudiwa',
    unsigned: 'bila saini',
    'several-signatures': 'saini mbili wakati wa kubadilisha siri',
  },
  vectorsLink: 'Pakua visa vya majaribio (JSON)',
};

export const localCallbacksCopy: Translated<typeof en.localCallbacksCopy> = {
  stkPageNote: {
    listen: 'Kipokezi chako kiko kwenye localhost? Kipelekee callback hizi kwa amri hii, kisha uandike msimbo wake kwenye sanduku la callback:',
    trigger: 'Au tuma mwenyewe callback za nambari yoyote ya majaribio:',
  },
};

export const handlerCopy: Translated<typeof en.handlerCopy> = {
  heading: 'Kishughulikiaji unachoweza kukiamini',
  rules: [
    'Jibu kwa 2xx ndani ya sekunde chache, kisha fanya kazi yenyewe: jibu la polepole huhesabiwa kuwa kushindwa.',
    'Ondoa marudio kwa webhook-id: jibu marudio kwa 2xx na usifanye kitu kingine.',
    'Usifanyie kazi kamwe maudhui yasiyo na saini, wala yenye muhuri wa wakati uliopitwa.',
    'Hakiki maudhui ghafi, kabla kichanganuzi chochote cha JSON hakijabadilisha baiti zake.',
  ],
  statusQuery: 'Callback haikufika? Uliza matokeo:',
  statusQueryLink: 'API ya kuuliza hali',
};

export const testingLinkCopy: Translated<typeof en.testingLinkCopy> = {
  heading: 'Nambari za majaribio na callback zenye saini',
  text: 'Nambari ya majaribio kwa kila msimbo wa matokeo wa M-Pesa, kanuni za simu pepe, na msimbo wa kuhakiki callback kwa Python, Node.js na PHP.',
  linkLabel: 'Jaribu muunganisho wako',
};
