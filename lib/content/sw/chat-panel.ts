import type { Translated } from '../../i18n/translated';
import { site } from '../../site';
import type * as en from '../chat-panel';

/** Maneno ya dirisha la gumzo: the chat panel's labels, greeting and quick actions in Kiswahili. */

const ask = {
  fees: 'Ada zenu ni kiasi gani?',
  sdks: 'Mna SDK zipi?',
  sandbox: 'Niambie kuhusu sandbox',
  support: 'Nitawasiliana vipi na huduma kwa wateja?',
  sendMoney: 'Nitatumaje pesa kutoka Marekani kwenda Kenya?',
  transferTime: 'Uhamisho huchukua muda gani?',
};

export const chatPanelWords: Translated<typeof en.chatPanelWords> = {
  copy: {
    title: `Msaidizi wa ${site.name}`,
    status: 'Hujibu ndani ya sekunde chache',
    inputLabel: 'Ujumbe wako',
    placeholder: 'Andika swali lako…',
    send: 'Tuma',
    reset: 'Anza mazungumzo upya',
    minimise: 'Punguza dirisha la mazungumzo',
    expand: 'Panua dirisha la mazungumzo',
    close: 'Funga mazungumzo',
    typing: 'Msaidizi anaandika',
    you: 'Wewe',
    assistant: 'Msaidizi',
    quickActions: 'Chaguo za haraka',
    suggestions: 'Maswali yanayopendekezwa',
    conversation: 'Mazungumzo',
    opensInNewTab: ' (hufunguka kwenye kichupo kipya)',
  },
  greeting: {
    text: `Habari! Mimi ni msaidizi wa ${site.name}. Niulize kuhusu ada, kutuma pesa kutoka Marekani kwenda Kenya, API na SDK zetu, au muda wa maongezi.`,
    suggestions: [ask.fees, ask.transferTime, ask.sdks],
  },
  quickActions: [
    { label: 'Ada zetu', message: ask.fees },
    { label: 'Tuma pesa kwenda Kenya', message: ask.sendMoney },
    { label: 'Sandbox ya wasanidi programu', message: ask.sandbox },
    { label: 'Ongea na huduma kwa wateja', message: ask.support },
  ],
};
