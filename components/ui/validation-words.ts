import type { ValidationMessages } from '@/lib/content/validation';
import { onDemand } from '@/lib/on-demand';
import type { OnDemand } from '@/lib/on-demand';

/**
 * The field messages of each language, fetched with a form's checks on its first use, never
 * with the page. A form's words name the language's (the page loads only that one).
 */
export type ValidationWords = OnDemand<{ validationMessages: ValidationMessages }>;

export const englishValidation: ValidationWords = onDemand(() => import('@/lib/content/validation'));
export const swahiliValidation: ValidationWords = onDemand(() => import('@/lib/content/sw/validation'));
