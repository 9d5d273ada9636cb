import type { Translated } from '../../i18n/translated';
import type * as en from '../result-codes';

export const resultCodeWords: Translated<typeof en.resultCodeWords> = {
  0: {
    name: 'Malipo yamekamilika',
    meaning: 'Mteja amekubali ombi la M-Pesa kwa PIN yake na pesa zimehamishwa: malipo yamekamilika.',
    cause: 'Mteja alikuwa na pesa za kutosha kwenye M-Pesa, aliweka PIN sahihi na akakubali ombi kabla muda wake haujaisha.',
    retry: 'Usitume kamwe ombi lingine kwa agizo hili: mteja ameshalipa, na ombi la pili lingemkata pesa mara mbili.',
    action:
      'Weka alama kwamba agizo limelipwa na uhifadhi nambari ya risiti ya M-Pesa pamoja nalo, kisha ujibu callback mara moja kwa hali ya 2xx. Callback ile ile inaweza kufika mara mbili: ikiwa agizo limeshalipwa, usifanye jambo lingine.',
    customerMessage: 'Asante, malipo yako yamepokelewa. M-Pesa itakutumia SMS ya uthibitisho.',
  },
  1: {
    name: 'Salio halitoshi',
    meaning: 'Salio la M-Pesa la mteja halikutosha kwa malipo haya, kwa hiyo hakuna pesa iliyokatwa.',
    cause: 'Akaunti ya M-Pesa ya mteja haina kiasi kilichoombwa pamoja na ada ya muamala.',
    retry: 'Ni salama mteja akishaweka pesa zaidi kwenye M-Pesa yake: hakuna pesa iliyokatwa.',
    action:
      'Weka alama kwamba malipo yameshindwa na uliache agizo wazi. Mruhusu mteja atume ombi jipya akishaweka pesa kwenye M-Pesa yake, au umpe njia nyingine ya kulipa.',
    customerMessage: 'Salio lako la M-Pesa halitoshi kwa malipo haya. Tafadhali weka pesa kwenye M-Pesa yako kisha ujaribu tena.',
  },
  1001: {
    name: 'Muamala mwingine unaendelea',
    meaning: 'M-Pesa haikuweza kuanzisha malipo kwa sababu mteja tayari ana muamala mwingine wa M-Pesa unaoendelea.',
    cause: 'Mteja bado anajibu ombi lingine, kutoka kwa biashara yako au biashara nyingine, au muda wa ombi la awali bado haujaisha.',
    retry: 'Ni salama baada ya kusubiri kidogo, kama dakika moja: hakuna pesa iliyokatwa, lakini ombi linalotumwa papo hapo litakwama vivyo hivyo.',
    action:
      'Weka alama kwamba malipo yameshindwa na usubiri kabla ya kutuma ombi jipya. Usitume maombi mfululizo bila kikomo: mwachie mteja aanzishe ombi jipya muamala mwingine ukishakamilika.',
    customerMessage: 'Kuna malipo mengine ya M-Pesa yanayoendelea kwenye simu yako. Tafadhali yakamilishe au uyaghairi, kisha ujaribu tena.',
  },
  1032: {
    name: 'Mteja ameghairi',
    meaning: 'Mteja aligusa Ghairi kwenye ombi la M-Pesa, kwa hiyo hakuna pesa iliyokatwa.',
    cause: 'Mteja alibadili nia, hakutambua kiasi au jina la biashara kwenye ombi, au aligusa Ghairi kwa bahati mbaya.',
    retry: 'Ni salama mteja akiomba hivyo: hakuna pesa iliyokatwa. Usitume ombi jipya kwa hiari yako mwenyewe.',
    action: 'Weka alama kwamba malipo yameghairiwa na uliache agizo wazi, pamoja na kitufe kinachotuma ombi jipya pale mteja atakapoamua kulipa.',
    customerMessage: 'Umeghairi malipo ya M-Pesa, kwa hiyo hakuna pesa iliyokatwa. Jaribu tena ukiwa tayari.',
  },
  1037: {
    name: 'Simu haikujibu',
    meaning: 'Ombi halikujibiwa: simu haikupatikana, au mteja hakujibu kabla muda wa ombi haujaisha.',
    cause: 'Simu imezimwa au haina mtandao, au mteja hakuliona ombi kwa wakati.',
    retry: 'Ni salama: hakuna pesa iliyokatwa. Kwanza mwombe mteja ahakikishe kwamba simu yake imewashwa na haijafungwa.',
    action:
      'Weka alama kwamba malipo yameshindwa na umpe mteja nafasi ya kutumiwa ombi tena. Ikiwa hakuna callback inayofika kabisa, uliza API hali ya malipo badala ya kuendelea kusubiri.',
    customerMessage: 'Hatukuweza kuifikia simu yako. Hakikisha imewashwa na ina mtandao, kisha ujaribu tena.',
  },
  2001: {
    name: 'PIN si sahihi',
    meaning: 'Mteja aliweka PIN ya M-Pesa isiyo sahihi, kwa hiyo malipo yalikataliwa na hakuna pesa iliyokatwa.',
    cause: 'PIN iliyowekwa kwenye ombi haikuwa sahihi. Maelezo ya M-Pesa yanamtaja anayeanzisha muamala; katika STK push, huyo ni mteja, kwa PIN yake.',
    retry:
      'Ni salama: hakuna pesa iliyokatwa. M-Pesa hufunga akaunti baada ya PIN isiyo sahihi kuwekwa mara kadhaa, kwa hiyo mwachie mteja aamue lini ajaribu tena.',
    action: 'Weka alama kwamba malipo yameshindwa na umruhusu mteja atume ombi jipya. Usimwombe mteja PIN yake, wala usiihifadhi kamwe.',
    customerMessage: 'PIN ya M-Pesa haikuwa sahihi, kwa hiyo hakuna pesa iliyokatwa. Tafadhali jaribu tena kwa PIN yako sahihi.',
  },
};

export const resultCodePageCopy: Translated<typeof en.resultCodePageCopy> = {
  metaTitle: (code, name) => `Msimbo wa matokeo wa M-Pesa ${code}: ${name}`,
  headings: {
    cause: 'Chanzo kinachowezekana',
    retry: 'Je, ni salama kujaribu tena?',
    action: 'Mfumo wako unapaswa kufanya nini',
    customer: 'Mwambie mteja nini',
    description: 'Maelezo ya M-Pesa',
    example: 'Mfano wa callback',
    sandbox: 'Ijaribu kwenye sandbox',
  },
  retryVerdict: { safe: 'Ndiyo: ni salama kutuma ombi jipya', unsafe: 'Hapana: usitume ombi lingine' },
  customerLead: 'Mwonyeshe mteja mojawapo ya sentensi hizi, kwa lugha ya ukurasa wako wa malipo.',
  customerLanguages: { en: 'Kwa Kiingereza', sw: 'Kwa Kiswahili' },
  descriptionLead: { before: 'Sehemu ya', after: 'ya callback hubeba maandishi ya M-Pesa yenyewe, neno kwa neno:' },
  exampleLead: 'Mwili wa ombi ambao URL yako ya callback hupokea kwa msimbo huu, tukio la aina',
  exampleLabel: 'Mfano wa mwili wa callback (JSON)',
  compactNote:
    'Umeonyeshwa hapa ukiwa na nafasi na mistari mipya ili usomeke kwa urahisi. Hutumwa kama JSON iliyobanwa, bila nafasi wala mistari mipya, na saini iliyo kwenye kichwa cha webhook-signature inahusu baiti hizo hasa: hakiki saini kwa mwili ghafi kabla ya kuuchanganua.',
  testNumberLead: 'Kwenye sandbox, STK push kwa nambari hii ya majaribio huishia na msimbo huu papo hapo, bila simu pepe:',
  links: {
    stkPush: 'Marejeo ya API ya STK push (kwa Kiingereza)',
    testing: 'Mwongozo wa majaribio: kila nambari ya majaribio na callback iliyotiwa saini',
    allCodes: 'Misimbo yote ya matokeo ya M-Pesa',
  },
};

export const resultCodesIndexCopy: Translated<typeof en.resultCodesIndexCopy> = {
  eyebrow: 'Wasanidi programu',
  title: 'Misimbo ya matokeo ya M-Pesa',
  lead: 'Kila matokeo ambayo STK push inaweza kuishia nayo, kama URL yako ya callback inavyoyapokea. Kila msimbo una ukurasa wake: maana yake, kama ni salama kutuma ombi jipya, na cha kumwambia mteja.',
  tableCaption: 'Misimbo ya matokeo, pamoja na nambari ya majaribio ya sandbox inayotoa kila mmoja',
  columns: { resultCode: 'Msimbo', name: 'Maana', retry: 'Salama kujaribu tena', testNumber: 'Nambari ya majaribio' },
  retry: { safe: 'Ndiyo', unsafe: 'Hapana' },
};
