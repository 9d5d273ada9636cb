import { formProblemMessage, honeypotLabel, invalidFormMessage } from '@/lib/content/form-problems';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';
import type { LeadLanguage } from './lead-language';
import { englishValidation } from './validation-words';

/** The lead forms in English. */
export const englishLeadLanguage: LeadLanguage = {
  locale: 'en',
  formProblemMessage,
  invalidFormMessage,
  honeypotLabel,
  sandboxModeCopy,
  validation: englishValidation,
};
