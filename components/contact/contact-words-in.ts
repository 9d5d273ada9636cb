import 'server-only';
import { leadWordsIn } from '@/components/ui/lead-words-in';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { ContactFormWords } from './contact-form';
import type { NewsletterFormWords } from './newsletter-form';

/** The words of the contact section's two forms in `locale`, as the section passes them. */
export function contactWordsIn(locale: Locale): { contact: ContactFormWords; newsletter: NewsletterFormWords } {
  const { contactFormCopy, contactSubjectLabels, newsletterCopy } = copyIn(locale).contact;
  const language = leadWordsIn(locale);
  return { contact: { copy: contactFormCopy, subjectLabels: contactSubjectLabels, language }, newsletter: { copy: newsletterCopy, language } };
}
