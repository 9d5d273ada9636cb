import 'server-only';
import { apiEndpoints } from '../../api-docs/catalogue';
import { copyIn } from '../../content/copy';
import { defaultCountry } from '../../countries';
import { fill } from '../../fill';
import type { Locale } from '../../i18n/locales';
import { localizedHref } from '../../i18n/locales';
import { testNumbers } from '../../mpesa-sandbox/test-numbers';
import { pageHref } from '../../routes';
import type { PageKey } from '../../routes';
import type { SearchIndexPage } from '../index-file';
import type { SourceSection } from './words';
import { searchPage, words } from './words';

/**
 * The marketing, developers, demo and airtime pages in `locale`, section by section as their
 * components render them: each section under the id its heading carries, from the copy
 * modules the components read. Whole copy objects are read with `copyWords`, which keeps the
 * words a reader sees and leaves out addresses, picture paths and ids.
 */

const country = defaultCountry;

/** Keys of copy objects that hold no words a reader sees. */
const notWords = new Set(['id', 'href', 'src', 'image', 'icon', 'url', 'destination', 'width', 'height', 'alt', 'external', 'flagImage', 'flagEmoji']);

/** Every word a piece of copy holds: its strings, in order, through objects and lists. */
function copyWords(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') || value.startsWith('http') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(copyWords);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (notWords.has(key) ? [] : copyWords(inner)));
  }
  return [];
}

function page(locale: Locale, key: PageKey, title: string, sections: SourceSection[]): SearchIndexPage {
  return searchPage({ url: localizedHref(pageHref(country, key), locale), title, language: locale, kind: 'page' }, sections);
}

function homePage(locale: Locale): SearchIndexPage {
  const copy = copyIn(locale);
  const { homeHero, showcase, developerSection, developerExperience } = copy.home;
  const { visionMission, visionMissionHeading } = copy.visionMission;
  const { developersCopy } = copy.developers;
  return page(locale, 'home', homeHero.title, [
    { anchor: 'home-title', heading: homeHero.title, text: words(homeHero.eyebrow, homeHero.lead, copyWords(copy.stats.heroStats)) },
    { anchor: 'showcase-title', heading: showcase.title, text: words(showcase.eyebrow, showcase.lead, copyWords(copy.offerings.productCards)) },
    { anchor: 'why-us-title', heading: copy.benefits.whyUs.title, text: words(copyWords(copy.benefits.whyUs), copyWords(copy.benefits.benefits)) },
    { anchor: 'vision-mission-title', heading: visionMissionHeading.title, text: words(copyWords(visionMission.home)) },
    {
      anchor: 'developers-title',
      heading: developerSection.title,
      text: words(
        copyWords(developerSection),
        copyWords(developerExperience),
        apiEndpoints.map((doc) => [doc.name, doc.description]),
        developersCopy.sdks.lead,
      ),
    },
    {
      anchor: 'contact-title',
      heading: copy.contact.contactSection.title,
      text: words(copy.contact.contactSection.lead, copy.contact.contactFormCopy.title, copy.contact.getInTouch.title, copy.contact.newsletterCopy.title),
    },
  ]);
}

function aboutPage(locale: Locale): SearchIndexPage {
  const copy = copyIn(locale);
  const { aboutHero, whoWeAre, whatWeDoHeading, whatWeDo, aboutCta, aboutStatsLabel } = copy.about;
  const { coreValues, coreValuesHeading } = copy.values;
  const { timeline, timelineHeading } = copy.timeline;
  return page(locale, 'about', aboutHero.title, [
    { anchor: '', heading: '', text: words(aboutHero.eyebrow, aboutHero.lead) },
    { anchor: 'who-we-are-title', heading: whoWeAre.title, text: words(whoWeAre.paragraphs, aboutStatsLabel, copyWords(copy.stats.companyStats)) },
    { anchor: 'what-we-do-title', heading: whatWeDoHeading.title, text: words(whatWeDoHeading.lead, copyWords(whatWeDo)) },
    { anchor: 'vision-mission-title', heading: copy.visionMission.visionMissionHeading.title, text: words(copyWords(copy.visionMission.visionMission.about)) },
    { anchor: 'values-title', heading: coreValuesHeading.title, text: words(copyWords(coreValuesHeading), copyWords(coreValues)) },
    { anchor: 'journey-title', heading: timelineHeading.title, text: words(timelineHeading.lead, copyWords(timeline)) },
    { anchor: 'about-cta-title', heading: aboutCta.title, text: words(copyWords(aboutCta)) },
  ]);
}

function productsPage(locale: Locale): SearchIndexPage {
  const copy = copyIn(locale);
  const { productsHero, productsSections, feeCalculatorCopy } = copy.productsPage;
  const { paymentMethods, feeRates } = copy.fees;
  return page(locale, 'products', productsHero.title, [
    { anchor: '', heading: '', text: words(productsHero.eyebrow, productsHero.lead) },
    // Each offering's card is headed by its title, under the id its card gives it.
    ...copy.offerings.allOfferings.map((offering) => ({
      anchor: `${offering.id}-title`,
      heading: offering.title,
      text: words(offering.description, offering.features, offering.buttonText),
    })),
    {
      anchor: 'fee-calculator-title',
      heading: feeCalculatorCopy.title,
      text: words(feeCalculatorCopy.lead, copyWords(paymentMethods), copyWords(feeRates), copyWords(feeCalculatorCopy)),
    },
    // One document per question, all under the list's heading: a question finds its own answer.
    ...copy.faq.faqByCountry[country].map((entry) => ({ anchor: 'faq-title', heading: productsSections.faqTitle, text: words(entry.question, entry.answer) })),
  ]);
}

function infrastructurePage(locale: Locale): SearchIndexPage {
  const { infrastructureHero, infrastructureCapabilities, infrastructureProducts, infrastructureCta, infrastructureStatsLabel } = copyIn(locale).infrastructure;
  return page(locale, 'paymentInfrastructure', infrastructureHero.title, [
    {
      anchor: '',
      heading: '',
      text: words(
        infrastructureHero.eyebrow,
        infrastructureHero.lead,
        infrastructureCapabilities.items,
        infrastructureStatsLabel,
        copyWords(copyIn(locale).stats.platformStats),
      ),
    },
    ...infrastructureProducts.map((product) => ({ anchor: `${product.id}-title`, heading: product.title, text: words(copyWords({ ...product, title: '' })) })),
    { anchor: 'infrastructure-cta-title', heading: infrastructureCta.title, text: infrastructureCta.lead },
  ]);
}

function developersPage(locale: Locale): SearchIndexPage {
  const copy = copyIn(locale);
  const { developersHero, gettingStartedSteps, developerResources, developersCopy } = copy.developers;
  const { steps, resources, apis, sdks, openApi, cta } = developersCopy;
  const testingLink = copy.developerTesting.testingLinkCopy;
  return page(locale, 'developers', developersHero.title, [
    { anchor: '', heading: '', text: words(developersHero.eyebrow, developersHero.lead, copyWords(developersHero.docs), copyWords(developersHero.playground)) },
    { anchor: 'steps-heading', heading: steps.heading, text: words(copyWords(gettingStartedSteps)) },
    { anchor: 'resources-heading', heading: resources.heading, text: words(resources.lead, copyWords(developerResources)) },
    {
      anchor: 'apis-heading',
      heading: apis.heading,
      text: words(
        apis.lead,
        apiEndpoints.map((doc) => [doc.name, doc.description, doc.method, doc.endpoint]),
      ),
    },
    { anchor: 'testing-link-heading', heading: testingLink.heading, text: words(testingLink.text, testingLink.linkLabel) },
    { anchor: 'sdks-heading', heading: sdks.heading, text: words(sdks.lead, copyWords(copy.sdks)) },
    { anchor: 'openapi-heading', heading: openApi.heading, text: words(openApi.text, openApi.linkLabel) },
    { anchor: 'cta-heading', heading: cta.heading, text: words(cta.text, cta.getApiKey) },
  ]);
}

function testingPage(locale: Locale): SearchIndexPage {
  const { testingHero, testingLifecycle, testNumbersCopy, virtualPhoneCopy, signatureCopy, samplesCopy, handlerCopy } = copyIn(locale).developerTesting;
  const outcome = (number: (typeof testNumbers)[number]): string => {
    const { outcome: result } = number;
    if (result.kind === 'result') return words(result.code, testNumbersCopy.results[result.code]);
    if (result.kind === 'late') return words(result.code, fill(testNumbersCopy.callbacks.late, { seconds: result.afterSeconds }));
    if (result.kind === 'duplicate') return words(result.code, testNumbersCopy.callbacks.duplicate);
    return words(testNumbersCopy.noCode, testNumbersCopy.callbacks[result.kind]);
  };
  return page(locale, 'testing', testingHero.title, [
    { anchor: '', heading: '', text: words(testingHero.eyebrow, testingHero.lead) },
    { anchor: 'lifecycle-heading', heading: testingLifecycle.heading, text: words(testingLifecycle.steps) },
    {
      anchor: 'test-numbers-heading',
      heading: testNumbersCopy.heading,
      text: words(
        testNumbersCopy.lead,
        testNumbersCopy.caption,
        testNumbers.map((number) => [number.phone, outcome(number)]),
      ),
    },
    {
      anchor: 'virtual-phone-heading',
      heading: virtualPhoneCopy.heading,
      text: words(
        virtualPhoneCopy.lead,
        virtualPhoneCopy.linkLabel,
        virtualPhoneCopy.answers.map(({ answer, code }) => [answer, code]),
      ),
    },
    {
      anchor: 'signatures-heading',
      heading: signatureCopy.heading,
      text: words(
        signatureCopy.lead,
        signatureCopy.secretHeading,
        signatureCopy.secretText,
        signatureCopy.headersHeading,
        Object.entries(signatureCopy.headers),
        signatureCopy.tolerance,
      ),
    },
    {
      anchor: 'verify-heading',
      heading: samplesCopy.heading,
      text: words(samplesCopy.lead, samplesCopy.vectorsText, samplesCopy.vectorsLink, 'Python Node.js PHP'),
    },
    { anchor: 'handler-heading', heading: handlerCopy.heading, text: words(handlerCopy.rules, handlerCopy.statusQuery, handlerCopy.statusQueryLink) },
  ]);
}

function demoPage(locale: Locale): SearchIndexPage {
  const copy = copyIn(locale);
  const { demoCopy, demoTypes } = copy.demo;
  return page(locale, 'demo', demoCopy.title, [
    { anchor: '', heading: '', text: words(demoCopy.eyebrow, copy.pageMeta.pageMeta.demo.description) },
    {
      anchor: 'demo-heading',
      heading: demoCopy.heading,
      text: words(
        demoCopy.choiceLegend,
        demoTypes.map((type) => copyWords(type)),
        demoCopy.amountLabel,
        demoCopy.amount,
        // The Express demo's Paybill way: the demo's own Paybill number and account.
        demoCopy.paybill.title,
        demoCopy.paybill.lead,
        demoCopy.paybill.businessNumber,
        copy.paybill.demoPaybill.businessNumber,
        demoCopy.paybill.account,
        copy.paybill.demoPaybill.account,
      ),
    },
  ]);
}

function airtimePage(locale: Locale): SearchIndexPage {
  const copy = copyIn(locale);
  const { airtimeCopy } = copy.airtime;
  return page(locale, 'airtime', airtimeCopy.title, [
    { anchor: '', heading: '', text: words(airtimeCopy.eyebrow, airtimeCopy.lead) },
    {
      anchor: 'airtime-form-heading',
      heading: airtimeCopy.formTitle,
      text: words(airtimeCopy.formLead, copyWords(airtimeCopy.fields), airtimeCopy.submit),
    },
    { anchor: 'paybill-heading', heading: airtimeCopy.paybill.title, text: words(airtimeCopy.paybill.lead, copy.paybill.paybillSteps()) },
  ]);
}

export function marketingPages(locale: Locale): SearchIndexPage[] {
  return [
    homePage(locale),
    aboutPage(locale),
    productsPage(locale),
    infrastructurePage(locale),
    developersPage(locale),
    testingPage(locale),
    demoPage(locale),
    airtimePage(locale),
  ];
}
