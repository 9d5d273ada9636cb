import 'server-only';
import { apiEndpoints } from '../../api-docs/catalogue';
import type { ApiDocEntry } from '../../api-docs/catalogue';
import { errorCatalogue } from '../../api-docs/errors';
import { parameterRows } from '../../api-docs/parameters';
import { apiDocCopy, sandboxCopy, statusQueryCopy, virtualPhoneCopy, callbackInboxCopy } from '../../content/developers';
import { defaultCountry } from '../../countries';
import { apiDocHref } from '../../routes';
import type { SearchIndexPage } from '../index-file';
import { searchPage, words } from './words';

/**
 * The API reference pages (English only: the reference is code), section by section as the
 * page renders them from the endpoint's source: the heading band, overview, features, use
 * cases, parameters, code examples, errors, webhook events, the sandbox and the responses.
 */
function apiReferencePage(doc: ApiDocEntry): SearchIndexPage {
  const { tiles, labels, errors, parameters, webhooks } = apiDocCopy;
  const isStkPush = doc.docId === 'mpesa-stk-push';
  return searchPage({ url: apiDocHref(defaultCountry, doc.docId), title: doc.name, language: 'en', kind: 'api' }, [
    {
      anchor: '',
      heading: '',
      text: words(
        // The words of its address too: the status query lives at …/mpesa-stk-query.
        doc.docId.replaceAll('-', ' '),
        apiDocCopy.eyebrow,
        doc.description,
        labels.method,
        doc.method,
        labels.endpoint,
        doc.endpoint,
        labels.status,
        doc.status,
        labels.category,
        doc.category,
        tiles.authentication,
        doc.authentication,
        tiles.rateLimit,
        `${doc.rateLimitPerMinute} requests/min`,
      ),
    },
    { anchor: 'overview-heading', heading: apiDocCopy.overview, text: words(doc.overview) },
    { anchor: 'features-heading', heading: apiDocCopy.features, text: words(doc.features) },
    { anchor: 'use-cases-heading', heading: apiDocCopy.useCases, text: words(doc.useCases) },
    {
      anchor: 'parameters-heading',
      heading: parameters.heading,
      text: words(
        doc.request.location === 'path' ? parameters.pathCaption : parameters.caption,
        parameterRows(doc.request).map((row) => [
          row.name,
          row.type,
          row.required ? apiDocCopy.required : apiDocCopy.optional,
          row.description,
          row.validation,
          row.example,
        ]),
      ),
    },
    // The samples' code is the request again, in four languages: their names say what they hold.
    { anchor: 'code-heading', heading: apiDocCopy.codeExamples, text: words(doc.codeExamples.map((example) => example.label)) },
    {
      anchor: 'errors-heading',
      heading: errors.heading,
      text: words(
        errors.lead,
        errorCatalogue(doc.request.fieldRules, doc.rateLimitPerMinute, doc.request.location).map((row) => [row.status, row.error_code, row.message, row.when]),
      ),
    },
    ...(doc.webhookEvents
      ? [
          {
            anchor: 'webhooks-heading',
            heading: webhooks.heading,
            text: words(
              webhooks.lead,
              doc.webhookEvents.map((event) => [event.name, event.description]),
            ),
          },
        ]
      : []),
    {
      anchor: 'sandbox-heading',
      heading: sandboxCopy.heading,
      text: words(
        sandboxCopy.noticeTitle,
        sandboxCopy.notice,
        isStkPush && [
          virtualPhoneCopy.heading,
          virtualPhoneCopy.lead,
          callbackInboxCopy.heading,
          callbackInboxCopy.lead,
          statusQueryCopy.text,
          statusQueryCopy.link,
        ],
      ),
    },
    { anchor: 'responses-heading', heading: apiDocCopy.responses, text: words(doc.responses.map((response) => [response.status, response.meaning])) },
  ]);
}

export function apiReferencePages(): SearchIndexPage[] {
  return apiEndpoints.map(apiReferencePage);
}
