import { formProblemMessage, honeypotLabel, invalidFormMessage } from '@/lib/content/sw/form-problems';
import { sandboxModeCopy } from '@/lib/content/sw/sandbox-mode';
import type { LeadLanguage } from './lead-language';
import { swahiliValidation } from './validation-words';

/** The lead forms in Kiswahili. */
export const swahiliLeadLanguage: LeadLanguage = {
  locale: 'sw',
  formProblemMessage,
  invalidFormMessage,
  honeypotLabel,
  sandboxModeCopy,
  validation: swahiliValidation,
};
