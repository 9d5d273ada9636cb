import type * as offlineLeads from '@/lib/content/offline-leads';
import type * as sandboxMode from '@/lib/content/sandbox-mode';
import type { ValidationMessages } from '@/lib/content/validation';
import type { FormProblem } from '@/lib/form-state';
import type { Locale } from '@/lib/i18n/locales';
import type { Translated } from '@/lib/i18n/translated';

/**
 * What every form says and checks in its page's language, as plain data a Server Component
 * hands to a client island: the language it posts (so the server answers in it), the words for
 * a refused post, the sandbox notice, and the field messages its checks are built from, the
 * same messages the route handler answers with. Built by leadWordsIn (lead-words-in.ts).
 */
export interface LeadWords {
  locale: Locale;
  /** Why a post was refused; 'unavailable' is each form's own failure message. */
  problems: Record<Exclude<FormProblem, 'unavailable'>, string>;
  invalidFormMessage: string;
  honeypotLabel: string;
  sandboxModeCopy: Translated<typeof sandboxMode.sandboxModeCopy>;
  validationMessages: ValidationMessages;
  /** What a form says about a submission sent without a connection. */
  offline: Translated<typeof offlineLeads.offlineLeadsCopy>;
}

/** The words for `problem`, `failure` being the form's own words for "not sent, try again". */
export function problemMessage(words: LeadWords, problem: FormProblem, failure: string): string {
  return problem === 'unavailable' ? failure : words.problems[problem];
}
