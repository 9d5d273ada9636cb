import { countries } from '../countries';
import { airtimeCopy } from './airtime';
import { chatTopics } from './chat';
import { faqByCountry } from './faq';
import { cardBrands, feeRates } from './fees';
import { allOfferings } from './offerings';

// Copy that must stay true to what the site does, whatever the wording becomes.
describe('claims the pages make', () => {
  it.each(countries)('the %s FAQ names the card brands in a sentence, not the fee table label', (country) => {
    const answers = faqByCountry[country].map((entry) => entry.answer);
    for (const answer of answers) {
      expect(answer).not.toContain(feeRates.card.label);
      // "Card … cards": a word said twice around a parenthesis reads as a pasted label.
      expect(answer).not.toMatch(/\bcards?\s*\([^)]*\)\s*cards?\b/i);
    }
    const cardAnswer = answers.find((answer) => /\bcards?\b/i.test(answer) && /M-Pesa/.test(answer) && cardBrands.some((brand) => answer.includes(brand)));
    if (cardAnswer) for (const brand of cardBrands) expect(cardAnswer).toContain(brand);
  });

  // The Personal menu's Electricity and Wifi lead to the airtime page, which sells airtime only.
  it('never offers electricity or wifi as something to buy today', () => {
    const texts = [
      airtimeCopy.lead,
      airtimeCopy.formLead,
      ...allOfferings.flatMap((offering) => [offering.description, ...offering.features]),
      ...chatTopics.map((topic) => topic.text),
    ];
    for (const text of texts.filter((candidate) => /electricity|wifi/i.test(candidate))) {
      expect(text).toMatch(/coming soon/i);
      expect(text).not.toMatch(/same page/i);
    }
  });
});
