import { countries } from '../../countries';
import { airtimeCopy } from './airtime';
import { faqByCountry } from './faq';
import { cardBrands, feeRates } from './fees';
import { allOfferings } from './offerings';

// The Swahili copy makes the same promises as the English, and must keep them true.
describe('claims the Swahili pages make', () => {
  it.each(countries)('the %s FAQ names the card brands in a sentence, not the fee table label', (country) => {
    const answers = faqByCountry[country].map((entry) => entry.answer);
    for (const answer of answers) expect(answer).not.toContain(feeRates.card.label);
    const cardAnswer = answers.find((answer) => /\bkadi\b/i.test(answer) && /M-Pesa/.test(answer) && cardBrands.some((brand) => answer.includes(brand)));
    if (cardAnswer) for (const brand of cardBrands) expect(cardAnswer).toContain(brand);
  });

  // The Personal menu's Electricity and Wifi lead to the airtime page, which sells airtime only.
  it('never offers electricity or wifi as something to buy today', () => {
    const texts = [airtimeCopy.lead, airtimeCopy.formLead, ...allOfferings.flatMap((offering) => [offering.description, ...offering.features])];
    const mentions = texts.filter((text) => /umeme|wifi/i.test(text));
    expect(mentions.length).toBeGreaterThan(0);
    for (const text of mentions) expect(text).toMatch(/hivi karibuni/i);
  });
});
