import type * as formProblems from '@/lib/content/form-problems';
import type * as sandboxMode from '@/lib/content/sandbox-mode';
import type { Locale } from '@/lib/i18n/locales';
import type { Translated } from '@/lib/i18n/translated';
import type { ValidationWords } from './validation-words';

/**
 * What every lead form (contact, newsletter, notify) says and checks in its page's language:
 * the language it posts (so the server answers in it), the words for a refused post, the
 * sandbox notice, and the field messages, fetched with the checks on first use of a form.
 * One object per language (lead-language-en.ts, lead-language-sw.ts): a page's JavaScript
 * carries its own language's.
 */
export interface LeadLanguage {
  locale: Locale;
  formProblemMessage: Translated<typeof formProblems.formProblemMessage>;
  invalidFormMessage: string;
  honeypotLabel: string;
  sandboxModeCopy: Translated<typeof sandboxMode.sandboxModeCopy>;
  validation: ValidationWords;
}
