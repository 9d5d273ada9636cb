import 'server-only';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { LeadWords } from './lead-words';

/** The forms' shared words in `locale`, for a Server Component to pass to its island. */
export function leadWordsIn(locale: Locale): LeadWords {
  const { formProblems, offlineLeads, sandboxMode, validation } = copyIn(locale);
  const problem = (name: keyof LeadWords['problems']) => formProblems.formProblemMessage(name, '');
  return {
    locale,
    problems: { 'rate-limited': problem('rate-limited'), 'foreign-origin': problem('foreign-origin'), 'too-large': problem('too-large') },
    invalidFormMessage: formProblems.invalidFormMessage,
    honeypotLabel: formProblems.honeypotLabel,
    sandboxModeCopy: sandboxMode.sandboxModeCopy,
    validationMessages: validation.validationMessages,
    offline: offlineLeads.offlineLeadsCopy,
  };
}
