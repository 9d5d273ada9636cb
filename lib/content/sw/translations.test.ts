import { describeProblems, translationProblems } from '../../i18n/completeness';
import type { CompletenessOptions } from '../../i18n/completeness';
import { readdirSync } from 'node:fs';
import { keptAsIs } from '../../i18n/glossary';
import { misusesInModule } from '../../i18n/glossary-check';
import { placeholdersOf } from '../../fill';
import * as enAbout from '../about';
import * as enAirtime from '../airtime';
import * as enBenefits from '../benefits';
import * as enCallbackDelivery from '../callback-delivery';
import * as enChatLauncher from '../chat-launcher';
import * as enChatPanel from '../chat-panel';
import * as enComingSoon from '../coming-soon';
import * as enContact from '../contact';
import * as enDemo from '../demo';
import * as enDevelopers from '../developers';
import * as enDeveloperTesting from '../developer-testing';
import * as enFaq from '../faq';
import * as enFees from '../fees';
import * as enFormProblems from '../form-problems';
import * as enHome from '../home';
import * as enInfrastructure from '../infrastructure';
import * as enLanguage from '../language';
import * as enLegal from '../legal';
import * as enMarketPreview from '../market-preview';
import * as enNavigation from '../navigation';
import * as enNotFound from '../not-found';
import * as enOffline from '../offline';
import * as enOfferings from '../offerings';
import * as enOfflineLeads from '../offline-leads';
import * as enPageMeta from '../page-meta';
import * as enPaybill from '../paybill';
import * as enProductsPage from '../products-page';
import * as enResultCodes from '../result-codes';
import * as enSandboxMode from '../sandbox-mode';
import * as enSdks from '../sdks';
import * as enSearch from '../search';
import * as enServiceLevels from '../service-levels';
import * as enSiteChrome from '../site-chrome';
import * as enSiteWords from '../site-words';
import * as enStats from '../stats';
import * as enTimeline from '../timeline';
import * as enValidation from '../validation';
import * as enValues from '../values';
import * as enVisionMission from '../vision-mission';
import * as swAbout from './about';
import * as swAirtime from './airtime';
import * as swBenefits from './benefits';
import * as swCallbackDelivery from './callback-delivery';
import * as swChatLauncher from './chat-launcher';
import * as swChatPanel from './chat-panel';
import * as swComingSoon from './coming-soon';
import * as swContact from './contact';
import * as swDemo from './demo';
import * as swDevelopers from './developers';
import * as swDeveloperTesting from './developer-testing';
import * as swFaq from './faq';
import * as swFees from './fees';
import * as swFormProblems from './form-problems';
import * as swHome from './home';
import * as swInfrastructure from './infrastructure';
import * as swLanguage from './language';
import * as swLegal from './legal';
import * as swMarketPreview from './market-preview';
import * as swNavigation from './navigation';
import * as swNotFound from './not-found';
import * as swOffline from './offline';
import * as swOfferings from './offerings';
import * as swOfflineLeads from './offline-leads';
import * as swPageMeta from './page-meta';
import * as swPaybill from './paybill';
import * as swProductsPage from './products-page';
import * as swResultCodes from './result-codes';
import * as swSandboxMode from './sandbox-mode';
import * as swSdks from './sdks';
import * as swSearch from './search';
import * as swServiceLevels from './service-levels';
import * as swSiteChrome from './site-chrome';
import * as swSiteWords from './site-words';
import * as swStats from './stats';
import * as swTimeline from './timeline';
import * as swValidation from './validation';
import * as swValues from './values';
import * as swVisionMission from './vision-mission';

/**
 * Every English copy module of lib/content against its Swahili sibling (the chat's reply table
 * has its own). A value allowed to stay as it is here is data or code, never words: ids, icons,
 * enumerations the components switch on, and code samples.
 */
interface ModulePair {
  name: string;
  english: object;
  swahili: object;
  options?: CompletenessOptions;
}

const everyItem = (lists: readonly string[], fields: readonly string[]) => lists.flatMap((list) => fields.map((field) => `${list}[*].${field}`));

const countrySamples = [['ke'], ['tz'], ['ug']];

/** One pair; the modules pass as arguments so that each of their exports counts as read. */
function pair(name: string, english: object, swahili: object, options?: CompletenessOptions): ModulePair {
  return { name, english, swahili, options };
}

const pairs: ModulePair[] = [
  pair('about', enAbout, swAbout, { allow: ['whatWeDo[*].icon'] }),
  pair('airtime', enAirtime, swAirtime),
  pair('benefits', enBenefits, swBenefits, { allow: ['benefits[*].icon'] }),
  pair('callback-delivery', enCallbackDelivery, swCallbackDelivery),
  pair('chat-launcher', enChatLauncher, swChatLauncher),
  pair('chat-panel', enChatPanel, swChatPanel),
  pair('coming-soon', enComingSoon, swComingSoon, {
    samples: {
      'comingSoonPageCopy.heading': [['Tanzania']],
      'comingSoonPageCopy.notify.lead': [['Uganda']],
      'comingSoonPageCopy.confirmation.onPage': [['Tanzania']],
    },
  }),
  pair('contact', enContact, swContact),
  pair('demo', enDemo, swDemo, {
    // The summary only shortens the description it is given: the same words in, the same words out.
    allow: ['demoTypes[*].id', 'demoType(*).id', 'demoTypeSummary()'],
    samples: {
      demoType: [['express'], ['subscription'], ['card']],
      demoTypeSummary: [[enDemo.demoType('subscription')]],
    },
  }),
  pair('developers', enDevelopers, swDevelopers, { samples: { sandboxDefaultsHint: [[{ amount: 1000, reference: 'TEST_REF' }]] } }),
  // The result codes on the virtual phone's rows are data.
  pair('developer-testing', enDeveloperTesting, swDeveloperTesting, { allow: ['virtualPhoneCopy.answers[*].code'] }),
  pair('faq', enFaq, swFaq),
  pair('fees', enFees, swFees, { allow: ['paymentMethods[*]', 'feeRates.*.method'], samples: { formatRate: [['mpesa'], ['card']] } }),
  pair('form-problems', enFormProblems, swFormProblems, {
    samples: {
      formProblemMessage: [
        ['rate-limited', ''],
        ['foreign-origin', ''],
        ['too-large', ''],
      ],
    },
  }),
  // The quick integration is the API reference's own Python sample: code, the same in every language.
  pair('home', enHome, swHome, { allow: ['quickIntegrationSample'] }),
  pair('infrastructure', enInfrastructure, swInfrastructure, {
    allow: ['infrastructureProducts[*].id'],
    samples: { infrastructureFeaturesLabel: [['Payment Gateway']] },
  }),
  pair('language', enLanguage, swLanguage),
  pair('legal', enLegal, swLegal, { allow: ['legalDocuments[*].page'] }),
  pair('market-preview', enMarketPreview, swMarketPreview),
  pair('navigation', enNavigation, swNavigation, {
    samples: {
      productsMenu: countrySamples,
      developersMenu: countrySamples,
      primaryLinks: countrySamples,
      footerColumns: countrySamples,
    },
  }),
  pair('not-found', enNotFound, swNotFound),
  pair('offline-leads', enOfflineLeads, swOfflineLeads),
  pair('offline', enOffline, swOffline),
  pair('offerings', enOfferings, swOfferings, {
    allow: everyItem(['productCards', 'moreOfferings', 'allOfferings'], ['id', 'destination.kind', 'destination.page', 'destination.hash']),
    samples: { offeringLink: enOfferings.allOfferings.map((offering) => ['ke', offering]) },
  }),
  pair('page-meta', enPageMeta, swPageMeta),
  pair('paybill', enPaybill, swPaybill, { samples: { paybillSteps: [[], ['0712 345 678']] } }),
  pair('products-page', enProductsPage, swProductsPage),
  pair('result-codes', enResultCodes, swResultCodes, {
    samples: {
      'resultCodePageCopy.metaTitle': [[2001, 'PIN']],
    },
  }),
  pair('sandbox-mode', enSandboxMode, swSandboxMode),
  // Package names, install commands, ids and the status enumeration: code and data.
  pair('sdks', enSdks, swSdks, { allow: ['sdks[*].*', 'availableSdks[*].*'], samples: { sdkNames: [['Available'], ['Coming Soon']] } }),
  pair('search', enSearch, swSearch),
  pair('service-levels', enServiceLevels, swServiceLevels),
  pair('site-chrome', enSiteChrome, swSiteChrome, {
    samples: {
      'siteChromeCopy.columnLinks': [['Products']],
      'siteChromeCopy.socialLink': [['LinkedIn']],
      'siteChromeCopy.phoneUntilLaunch': [['Tanzania']],
    },
  }),
  pair('site-words', enSiteWords, swSiteWords),
  pair('stats', enStats, swStats),
  pair('timeline', enTimeline, swTimeline),
  pair('validation', enValidation, swValidation),
  pair('values', enValues, swValues, { allow: ['coreValues[*].icon'] }),
  pair('vision-mission', enVisionMission, swVisionMission),
];

describe('the Swahili copy', () => {
  it.each(pairs)('$name has every key of the English module, no other, and every value in Swahili', ({ english, swahili, options }) => {
    const problems = translationProblems(english, swahili, options);
    if (problems.length > 0) throw new Error(`Problems in the Swahili copy:\n${describeProblems(problems)}`);
  });

  it("uses the glossary rendering of every fixed term, never an alternative it rules out (a market's own word on its own copy only)", () => {
    const misuses = pairs.flatMap(({ name, swahili, options }) => misusesInModule(swahili, options?.samples).map((misuse) => `${name}: ${misuse}`));
    expect(misuses).toEqual([]);
  });

  it('reads every Swahili copy module (the chat and the blog have their own tests)', () => {
    const checked = new Set(pairs.map((pair) => pair.name));
    const modules = readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts' && file !== 'chat.ts' && file !== 'blog.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect(modules.filter((module) => !checked.has(module))).toEqual([]);
  });

  it('keeps every name the glossary keeps as it is, wherever the English names it', () => {
    const dropped = pairs.flatMap(({ name, english, swahili, options }) =>
      alignedStrings(english, swahili, options).flatMap(({ key, en, sw }) =>
        keptNamesIn(en)
          .filter((kept) => !containsName(sw, kept))
          .map((kept) => `${name}: ${key} drops "${kept}": "${sw}"`),
      ),
    );
    expect(dropped).toEqual([]);
  });

  it('keeps the placeholders of every message template, which the browser fills ({max}, {email})', () => {
    const sorted = (text: string) => placeholdersOf(text).sort().join(' ');
    const differing = pairs.flatMap(({ name, english, swahili, options }) =>
      alignedStrings(english, swahili, options)
        .filter(({ en, sw }) => sorted(en) !== sorted(sw))
        .map(({ key, sw }) => `${name}: ${key}: "${sw}"`),
    );
    expect(differing).toEqual([]);
  });
});

const keptNames: readonly string[] = keptAsIs;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nameBoundary = (name: string) => new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'gu');

/** The kept names in an English string, longest first so that "M-Pesa Express" is not also "M-Pesa". */
function keptNamesIn(text: string): string[] {
  let rest = text;
  return [...keptAsIs]
    .sort((a, b) => b.length - a.length)
    .filter((name) => {
      const found = nameBoundary(name).test(rest);
      rest = rest.replace(nameBoundary(name), ' ');
      return found;
    });
}

/** Swahili marks a plural by agreement, not by an "s": "APIs" reads "API za …". */
function containsName(text: string, name: string): boolean {
  const singular = name.endsWith('s') && keptNames.includes(name.slice(0, -1)) ? name.slice(0, -1) : name;
  return new RegExp(`(?<!\\p{L})${escapeRegExp(singular)}`, 'iu').test(text);
}

/** The English and Swahili strings at the same key, including what functions return for their samples. */
function alignedStrings(en: unknown, sw: unknown, options: CompletenessOptions = {}, key = ''): { key: string; en: string; sw: string }[] {
  if (typeof en === 'string' && typeof sw === 'string') return [{ key, en, sw }];
  if (typeof en === 'function' && typeof sw === 'function') {
    return (options.samples?.[key] ?? []).flatMap((args) => alignedStrings(en(...args), sw(...args), options, key));
  }
  if (Array.isArray(en) && Array.isArray(sw)) return sw.flatMap((item, index) => alignedStrings(en[index], item, options, `${key}[${index}]`));
  if (typeof en === 'object' && en !== null && typeof sw === 'object' && sw !== null) {
    const english: Record<string, unknown> = { ...en };
    return Object.entries(sw).flatMap(([name, child]) => alignedStrings(english[name], child, options, key ? `${key}.${name}` : name));
  }
  return [];
}
