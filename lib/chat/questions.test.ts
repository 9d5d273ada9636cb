import type { ChatTopicId } from '../content/chat-table';
import { chatReplier } from './locales';
import type { ChatLocale, ChatReplier } from './locales';

/**
 * Everyday questions as visitors type them, each with the topic that answers it. They were
 * written as customers in Kenya and Tanzania write (Sheng, English words mixed in, no
 * accents or capitals), not from the keyword lists, so the score says how often the chat
 * understands, and the misses are printed for whoever improves it next.
 */
type Case = readonly [question: string, topic: ChatTopicId];

const swahili: readonly Case[] = [
  // Greetings and small talk
  ['Mambo', 'greeting'],
  ['Habari yako?', 'greeting'],
  ['Shikamoo', 'greeting'],
  ['Niaje msee', 'greeting'],
  ['sasa', 'greeting'],
  ['Mambo vipi boss', 'greeting'],
  ['Hujambo', 'greeting'],
  ['Habari za mchana', 'greeting'],
  ['Vipi, poa?', 'greeting'],
  ['Habari gani', 'greeting'],
  ['Shikamoo mzee', 'greeting'],
  ['Asante sana kwa msaada wako', 'thanks'],
  ['Asante, umenisaidia sana', 'thanks'],
  ['Poa, asante boss', 'thanks'],
  ['Sawa, kwaheri', 'goodbye'],
  ['Tutaonana baadaye', 'goodbye'],
  ['Kwaheri na asante', 'thanks'],
  // Balance
  ['salio la akaunti yangu', 'balance'],
  ['Nataka kuangalia salio langu', 'balance'],
  ['Nitaonaje balance ya wallet yangu?', 'balance'],
  ['Nimebakiwa na pesa ngapi kwenye akaunti?', 'balance'],
  ['Naweza kuona miamala yangu ya wiki iliyopita wapi?', 'balance'],
  ['Salio langu la M-Pesa nitaliona vipi?', 'balance'],
  ['Niaje, mnaweza kunisaidia na salio?', 'balance'],
  ['Nataka kujua salio la pochi yangu', 'balance'],
  // Failed and reversed payments
  ['muamala umefeli', 'failed-payment'],
  ['Nimelipa lakini pesa haijafika', 'failed-payment'],
  ['Malipo yangu yamekwama', 'failed-payment'],
  ['Nilituma pesa kwa namba isiyo sahihi, naomba irudishwe', 'failed-payment'],
  ['Muamala umereverse?', 'failed-payment'],
  ['Pesa zimekatwa lakini sijapata airtime', 'failed-payment'],
  ['Nataka kurudishiwa pesa zangu', 'failed-payment'],
  ['Malipo yamekataliwa, nifanye nini?', 'failed-payment'],
  ['Transaction imefail', 'failed-payment'],
  ['Nimetuma pesa lakini hazijafika kwa mpokeaji', 'failed-payment'],
  ['Sijapokea ombi la M-Pesa kwenye simu', 'failed-payment'],
  ['pesa yangu imekwama tangu jana', 'failed-payment'],
  ['Nimetuma pesa kimakosa, mnaweza kuirudisha?', 'failed-payment'],
  ['Nina shida na malipo', 'failed-payment'],
  ['Nimekatwa pesa mara mbili', 'failed-payment'],
  ['Malipo yangu hayajakamilika', 'failed-payment'],
  // Fees and charges
  ['Mnachaji kiasi gani kwa kila muamala?', 'fees'],
  ['Ada ya kutoa pesa ni ngapi?', 'fees'],
  ['Bei zenu zikoje?', 'fees'],
  ['Gharama ya kutumia Kilele Pay ni kiasi gani', 'fees'],
  ['Makato yenu ni asilimia ngapi?', 'fees'],
  ['Kuna charges za kupokea malipo?', 'fees'],
  ['Mnacharge how much kwa kila transaction?', 'fees'],
  ['Je, kuna ada ya kila mwezi?', 'fees'],
  ['mnatoza shilingi ngapi', 'fees'],
  // Opening an account
  ['Nataka kufungua akaunti ya biashara', 'sign-up'],
  ['Nawezaje kujisajili?', 'sign-up'],
  ['Usajili unachukua muda gani?', 'sign-up'],
  ['Nianze vipi kutumia huduma yenu?', 'sign-up'],
  ['Naweza kupata API key wapi?', 'sign-up'],
  ['Ninajiunga vipi na Kilele Pay?', 'sign-up'],
  ['Ninawezaje kufungua akaunti?', 'sign-up'],
  // Money from abroad
  ['Nataka kutumiwa pesa na ndugu yangu aliye Marekani', 'usa-kenya'],
  ['Mwanangu yuko Marekani, anaweza kunitumia hela?', 'usa-kenya'],
  ['Nawezaje kupokea pesa kutoka nje ya nchi?', 'usa-kenya'],
  ['Rate ya dola leo ni ngapi?', 'usa-kenya'],
  ['Pesa kutoka US zinafika baada ya muda gani?', 'remittance-time'],
  ['Itachukua masaa mangapi pesa kufika Kenya?', 'remittance-time'],
  ['Ndugu yangu yuko Marekani anataka kunitumia pesa', 'usa-kenya'],
  ['Pesa kutoka Marekani huchukua muda gani?', 'remittance-time'],
  // Paying with M-Pesa
  ['nawezaje kulipa kwa M-Pesa?', 'pay-with-mpesa'],
  ['Mnakubali malipo ya kadi?', 'pay-with-mpesa'],
  ['Wateja wangu watanilipa vipi?', 'pay-with-mpesa'],
  ['Naweza kulipia kwa Mpesa?', 'pay-with-mpesa'],
  ['Wateja wanaweza kulipa kwa kadi?', 'pay-with-mpesa'],
  // Airtime
  ['Nataka kununua bando', 'airtime'],
  ['Naweza kununua credo ya Safaricom hapa?', 'airtime'],
  ['Nunua muda wa maongezi kwa namba nyingine', 'airtime'],
  ['Nataka kulipia LUKU', 'airtime'],
  ['Nataka kuongeza salio la simu yangu', 'airtime'],
  ['Mnauza tokeni za stima?', 'airtime'],
  ['Nataka kununua airtime ya elfu moja', 'airtime'],
  // Paybill
  ['Nambari yenu ya Paybill ni ipi?', 'paybill'],
  ['Namba ya biashara ni gani?', 'paybill'],
  ['Nilipe kupitia paybill vipi?', 'paybill'],
  ['paybill number yenu ni gani', 'paybill'],
  // Developers and the API
  ['Mna API ya kupokea malipo?', 'sandbox'],
  ['Nataka kuunganisha M-Pesa kwenye tovuti yangu', 'sdks'],
  ['Kuna sandbox ya kujaribu?', 'sandbox'],
  ['Mna SDK ya PHP?', 'sdks'],
  ['Nyaraka za API ziko wapi?', 'sandbox'],
  ['Webhook zinafanyaje kazi?', 'sandbox'],
  ['Mna SDK ya Java?', 'sdks'],
  ['Naweza kutest API bila kulipa?', 'sandbox'],
  // Demo
  ['Nionyeshe demo', 'demo'],
  ['Naweza kuona jinsi inavyofanya kazi?', 'demo'],
  // Support and contact
  ['Nataka kuongea na mtu', 'contact'],
  ['Nipigie simu tafadhali', 'contact'],
  ['Ofisi zenu ziko wapi Nairobi?', 'contact'],
  ['Huduma kwa wateja wanapatikana saa ngapi?', 'contact'],
  ['Mna WhatsApp?', 'contact'],
  ['Naomba msaada', 'contact'],
  ['Nitaongea na nani?', 'contact'],
  // Markets, asked from Tanzania and Uganda
  ['Mnapatikana Tanzania?', 'countries'],
  ['Huduma yenu ipo Dar?', 'countries'],
  ['Naweza kutumia Tigo Pesa?', 'countries'],
  ['Mtaanza lini Uganda?', 'countries'],
  ['Mnapatikana Mwanza?', 'countries'],
  // Written after the keywords were, to check them: kept as they came
  ['Sasa mkuu', 'greeting'],
  ['Habari za kazi', 'greeting'],
  ['Nashukuru kwa maelezo', 'thanks'],
  ['Salio langu ni kiasi gani?', 'balance'],
  ['Naangaliaje balance kwenye dashboard?', 'balance'],
  ['Muamala wangu umegoma', 'failed-payment'],
  ['Nimelipa mara mbili kimakosa', 'failed-payment'],
  ['Pesa imerudishwa lakini bado sijaiona', 'failed-payment'],
  ['Ada ya muamala ni shilingi ngapi?', 'fees'],
  ['Hakuna malipo ya kila mwezi?', 'fees'],
  ['Nahitaji akaunti ya biashara', 'sign-up'],
  ['Ninatoka Marekani, nitamtumiaje mama pesa?', 'usa-kenya'],
  ['Pesa huingia baada ya muda gani?', 'remittance-time'],
  ['Mnapokea malipo ya Visa?', 'pay-with-mpesa'],
  ['Nataka vocha ya Safaricom', 'airtime'],
  ['Nataka kulipa umeme', 'airtime'],
  ['Mnafanya kazi Tanzania?', 'countries'],
  ['Mko Kampala?', 'countries'],
  ['Ninaweza kupata namba yenu ya simu?', 'contact'],
  ['Mnapatikana wapi Nairobi?', 'contact'],
  ['Nataka kuunganisha mfumo wangu na API yenu', 'sdks'],
  ['Nyaraka za wasanidi programu ziko wapi?', 'sandbox'],
];

const english: readonly Case[] = [
  ['hello there', 'greeting'],
  ['Thanks a lot!', 'thanks'],
  ['ok bye', 'goodbye'],
  ['My payment failed', 'failed-payment'],
  ['I was charged but the airtime never arrived', 'failed-payment'],
  ['How do I get a refund?', 'failed-payment'],
  ['I sent money to the wrong number', 'failed-payment'],
  ['What is my balance?', 'balance'],
  ['Where can I see my wallet balance?', 'balance'],
  ['How much do you charge per transaction?', 'fees'],
  ['Is there a monthly fee?', 'fees'],
  ['How do I open an account?', 'sign-up'],
  ['Can I register my shop?', 'sign-up'],
  ['How long does money from the US take to arrive?', 'remittance-time'],
  ['Can my sister in America send me money?', 'usa-kenya'],
  ['Can I pay with M-Pesa?', 'pay-with-mpesa'],
  ['Do you accept Visa cards?', 'pay-with-mpesa'],
  ['Do you have a Python library?', 'sdks'],
  ['Where is the API documentation?', 'sandbox'],
  ['Can I test without real money?', 'sandbox'],
  ['Show me a demo', 'demo'],
  ['I want to buy Safaricom airtime', 'airtime'],
  ['Can I pay for electricity tokens?', 'airtime'],
  ['What is your paybill number?', 'paybill'],
  ['Are you available in Tanzania?', 'countries'],
  ['I need to talk to a human', 'contact'],
  ['What is your phone number?', 'contact'],
];

/** The share of questions answered by their own topic, and the ones that were not. */
function score(replier: ChatReplier, cases: readonly Case[]) {
  const misses = cases.flatMap(([question, topic]) => {
    const got = replier(question, 'ke').topic;
    return got === topic ? [] : [`"${question}": expected ${topic}, got ${got}`];
  });
  return { hits: cases.length - misses.length, total: cases.length, misses };
}

describe.each<[ChatLocale, readonly Case[]]>([
  ['sw', swahili],
  ['en', english],
])('everyday questions in %s', (locale, cases) => {
  it('are varied: at least sixty in Kiswahili, over most topics', () => {
    if (locale === 'sw') expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map(([, topic]) => topic)).size).toBeGreaterThanOrEqual(15);
  });

  it('get their topic’s answer at least nine times in ten', async () => {
    const result = score(await chatReplier(locale), cases);
    // Printed on every run: the score, and each question the chat still misreads.
    console.log(`${locale}: ${result.hits}/${result.total} answered by their topic${result.misses.map((miss) => `\n  miss ${miss}`).join('')}`);
    expect([result.hits / result.total >= 0.9, result.misses]).toEqual([true, result.misses]);
  });
});
