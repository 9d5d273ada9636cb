import 'server-only';
import { copyIn } from '../../content/copy';
import { defaultCountry } from '../../countries';
import type { Locale } from '../../i18n/locales';
import { localizedHref } from '../../i18n/locales';
import { exampleCallback } from '../../api-docs/callback-examples';
import { testNumberFor } from '../../mpesa-sandbox/test-numbers';
import { resultCodes, resultDescriptions, retrySafe } from '../../mpesa-sandbox/result-codes';
import { pageHref, resultCodeHref } from '../../routes';
import type { SearchIndexPage } from '../index-file';
import { searchPage, words } from './words';

/**
 * The result codes' pages in `locale`, as they render: the list (a table under the title)
 * and each code's page, section by section with the ids its headings carry.
 */
export function resultCodePages(locale: Locale): SearchIndexPage[] {
  const { resultCodeWords, resultCodePageCopy: page, resultCodesIndexCopy: list } = copyIn(locale).resultCodes;
  const listPage = searchPage(
    { url: localizedHref(pageHref(defaultCountry, 'resultCodes'), locale), title: list.title, language: locale, kind: 'resultCode' },
    [
      {
        anchor: '',
        heading: '',
        text: words(
          list.lead,
          list.tableCaption,
          resultCodes.map((code) => [code, resultCodeWords[code].name, retrySafe[code] ? list.retry.safe : list.retry.unsafe, testNumberFor(code)]),
        ),
      },
    ],
  );
  const codePages = resultCodes.map((code) => {
    const codeWords = resultCodeWords[code];
    const { headings } = page;
    return searchPage(
      { url: resultCodeHref(defaultCountry, locale, code), title: page.metaTitle(code, codeWords.name), language: locale, kind: 'resultCode' },
      [
        { anchor: '', heading: '', text: codeWords.meaning },
        { anchor: 'cause-heading', heading: headings.cause, text: codeWords.cause },
        {
          anchor: 'retry-heading',
          heading: headings.retry,
          text: words(retrySafe[code] ? page.retryVerdict.safe : page.retryVerdict.unsafe, codeWords.retry),
        },
        { anchor: 'action-heading', heading: headings.action, text: codeWords.action },
        {
          anchor: 'customer-heading',
          heading: headings.customer,
          // The sentence is shown in every language a checkout may speak, whatever the page's.
          text: words(
            page.customerLead,
            copyIn('en').resultCodes.resultCodeWords[code].customerMessage,
            copyIn('sw').resultCodes.resultCodeWords[code].customerMessage,
          ),
        },
        {
          anchor: 'description-heading',
          heading: headings.description,
          text: words(page.descriptionLead.before, 'result_description', page.descriptionLead.after, resultDescriptions[code]),
        },
        { anchor: 'example-heading', heading: headings.example, text: words(page.exampleLead, exampleCallback(code).type, page.compactNote) },
        { anchor: 'sandbox-heading', heading: headings.sandbox, text: words(page.testNumberLead, testNumberFor(code), Object.values(page.links)) },
      ],
    );
  });
  return [listPage, ...codePages];
}
