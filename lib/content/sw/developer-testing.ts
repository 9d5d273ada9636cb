import type { Translated } from '../../i18n/translated';
import { phoneTimeoutSeconds, wrongPin } from '../../mpesa-sandbox/test-numbers';
import { timestampToleranceSeconds } from '../../mpesa-sandbox/webhook-signature';
import type * as en from '../developer-testing';

/** Maneno ya ukurasa wa majaribio wa wasanidi programu: mzunguko wa sandbox, nambari za majaribio na callback zenye sahihi. */

export const testingHero: Translated<typeof en.testingHero> = {
  eyebrow: 'Wasanidi programu',
  title: 'Jaribu kila namna malipo ya M-Pesa yanavyoweza kuisha',
  lead: 'Nambari za majaribio zinazotoa kila matokeo papo hapo, simu ya mfano kwa upande wa mteja, na callback zenye sahihi kama seva yako itakavyozipokea.',
};

export const testingLifecycle: Translated<typeof en.testingLifecycle> = {
  heading: 'Kinachotokea baada ya ombi lako',
  steps: [
    'Sandbox inakagua ombi lako la STK push na kujibu papo hapo kwa hali ya kusubiri na kitambulisho cha ombi la malipo.',
    'Simu ya mteja inaonyesha ombi la M-Pesa: kwenye ukurasa wa STK push, simu ya mfano inalionyesha kando ya sandbox.',
    'Mteja anaweka PIN yake, anaghairi, au hajibu; nambari ya majaribio inaruka hatua hii na kutoa matokeo yake papo hapo.',
    'M-Pesa inamaliza malipo kwa msimbo wa matokeo, na URL yako ya callback inapokea POST yenye sahihi pamoja na matokeo.',
    'Callback isipofika, uliza hoja ya hali ili kupata matokeo ya malipo.',
  ],
};

export const testNumbersCopy: Translated<typeof en.testNumbersCopy> = {
  heading: 'Nambari za majaribio',
  lead: 'Tuma STK push kwa mojawapo ya nambari hizi na sandbox itatoa matokeo yake papo hapo, bila simu ya mfano. Nambari nyingine yoyote inaleta ombi kwenye simu ya mfano.',
  caption: 'Nambari za majaribio za sandbox na matokeo yake',
  columns: { phone: 'Nambari ya simu ya sandbox', code: 'Msimbo wa matokeo', outcome: 'Kinachotokea' },
  noCode: 'Hakuna',
  results: {
    0: 'Mteja anakubali ombi kwa PIN yake: callback ya mafanikio, pamoja na nambari ya risiti ya M-Pesa.',
    1: 'Salio la M-Pesa la mteja halitoshi: malipo yanashindwa.',
    1001: 'Malipo mengine ya mteja huyu tayari yanasubiri: malipo yanashindwa, jaribu tena baada ya muda mfupi.',
    1032: 'Mteja anaghairi ombi: malipo yanashindwa.',
    1037: 'Simu haipatikani au hakuna anayejibu: malipo yanashindwa.',
    2001: 'Mteja anaweka PIN isiyo sahihi: malipo yanashindwa.',
  },
  callbacks: {
    'no-callback': 'Hakuna callback inayowahi kufika: malipo yanabaki yakisubiri. Uliza hoja ya hali.',
    duplicate: 'Callback ya mafanikio inafika mara mbili, ikiwa na webhook-id ileile: ishughulikie mara moja tu.',
    late: 'Callback ya mafanikio inafika sekunde {seconds} baadaye, baada ya muda wa ombi kuwa umekwisha.',
  },
  codeLinkLabel: 'Msimbo wa matokeo {code}: maana yake',
};

export const virtualPhoneCopy: Translated<typeof en.virtualPhoneCopy> = {
  heading: 'Simu ya mfano',
  lead: 'Nambari nyingine yoyote inaonyesha ombi kwenye simu ya mfano kando ya sandbox katika ukurasa wa STK push. Unachofanya hapo ndicho kinachoamua matokeo:',
  linkLabel: 'Fungua sandbox ya STK push',
  caption: 'Majibu kwenye simu ya mfano na msimbo wa matokeo wa kila jibu',
  columns: { answer: 'Kwenye simu ya mfano', code: 'Msimbo wa matokeo' },
  answers: [
    { answer: 'Weka PIN yoyote ya tarakimu nne', code: 0 },
    { answer: `Weka ${wrongPin}, PIN isiyo sahihi`, code: 2001 },
    { answer: 'Bonyeza Ghairi', code: 1032 },
    { answer: `Usifanye chochote kwa sekunde ${phoneTimeoutSeconds}`, code: 1037 },
  ],
};

export const signatureCopy: Translated<typeof en.signatureCopy> = {
  heading: 'Callback zenye sahihi',
  lead: 'Kila callback ina sahihi kwa mfumo wa Standard Webhooks. Hakiki sahihi kabla ya kuamini sehemu yoyote ya maudhui.',
  secretHeading: 'Siri ya sandbox',
  secretText:
    'Callback za sandbox zinasainiwa kwa siri hii iliyo wazi kwa wote. Akaunti yako halisi ina siri yake: ihifadhi kwenye seva yako, kamwe si ndani ya msimbo wako.',
  copyLabel: 'Nakili siri',
  copiedLabel: 'Imenakiliwa!',
  copyFailedLabel: 'Imeshindikana kunakili',
  headersHeading: 'Vichwa vya ombi',
  headersCaption: 'Vichwa vya sahihi vya callback',
  columns: { header: 'Kichwa', meaning: 'Kinachobeba' },
  headers: {
    'webhook-id': 'Kitambulisho cha tukio: ni kilekile kila tukio moja linapotumwa. Ondoa marudio kwa kukitumia.',
    'webhook-timestamp': 'Wakati callback iliposainiwa, kwa sekunde za Unix.',
    'webhook-signature':
      'v1, kisha HMAC-SHA256 ya id.timestamp.body kwa base64, ikitumia baiti za siri baada ya whsec_ zilizofumbuliwa kutoka base64. Sahihi kadhaa hutenganishwa kwa nafasi.',
  },
  tolerance: `Kataa muhuri wa wakati unaotofautiana na saa yako kwa zaidi ya dakika ${timestampToleranceSeconds / 60}, kwa upande wowote: ombi la zamani ni marudio.`,
};

export const samplesCopy: Translated<typeof en.samplesCopy> = {
  heading: 'Hakiki callback',
  lead: 'Kila mfano unahakiki sahihi na muhuri wa wakati, unakataa kitambulisho ulichokwisha kushughulikia, na unajibu mara moja. Majaribio yetu yanaendesha kila mmoja dhidi ya visa vya majaribio.',
  tabsLabel: 'Mifano ya uhakiki',
  copyLabel: 'Nakili msimbo',
  copiedLabel: 'Imenakiliwa!',
  copyFailedLabel: 'Imeshindikana kunakili',
  codeLabel: 'Mfano wa uhakiki kwa {language}',
  vectorsText:
    'Endesha msimbo wako mwenyewe dhidi ya visa hivyohivyo: callback halali, maudhui yaliyobadilishwa, siri isiyo sahihi, muhuri wa wakati uliopitwa na wakati na kitambulisho kilichorudiwa, kila kimoja na uamuzi unaotarajiwa.',
  vectorsLink: 'Pakua visa vya majaribio (JSON)',
};

export const handlerCopy: Translated<typeof en.handlerCopy> = {
  heading: 'Kishughulikiaji unachoweza kukiamini',
  rules: [
    'Jibu ndani ya sekunde chache kwa hali ya 2xx, kisha fanya kazi yenyewe: jibu la polepole huchukuliwa kuwa kushindwa na callback hutumwa tena.',
    'Ondoa marudio kwa webhook-id: tukio lilelile linaweza kufika zaidi ya mara moja. Jibu marudio kwa 2xx, na usifanye kitu kingine.',
    'Kataa maudhui yasiyo na sahihi halali au yenye muhuri wa wakati uliopitwa na wakati: usifanyie kazi kamwe maudhui yasiyo na sahihi.',
    'Soma maudhui ghafi ili kuhakiki sahihi, kabla kichanganuzi chochote cha JSON hakijabadilisha baiti zake.',
  ],
  statusQuery: 'Callback isipofika, uliza hoja ya hali ili kupata matokeo ya malipo badala ya kuendelea kusubiri.',
  statusQueryLink: 'API ya hoja ya hali',
};

export const testingLinkCopy: Translated<typeof en.testingLinkCopy> = {
  heading: 'Nambari za majaribio na callback zenye sahihi',
  text: 'Nambari ya majaribio kwa kila msimbo wa matokeo wa M-Pesa, kanuni za simu ya mfano, na msimbo wa kuhakiki callback kwa Python, Node.js na PHP.',
  linkLabel: 'Jaribu muunganisho wako',
};
