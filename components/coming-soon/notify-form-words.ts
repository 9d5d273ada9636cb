import 'server-only';
import { leadWordsIn } from '@/components/ui/lead-words-in';
import { copyIn } from '@/lib/content/copy';
import { countryOptions } from '@/lib/countries';
import type { ComingSoonCountry } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import type { NotifyFormWords } from './notify-form';

/** The notify form's words in `locale`, for the market it is about: only what the form shows. */
export function notifyFormWordsIn(locale: Locale, country: ComingSoonCountry): NotifyFormWords {
  const { notify, confirmation, errors } = copyIn(locale).comingSoon.comingSoonPageCopy;
  return {
    notify: { label: notify.label, placeholder: notify.placeholder, submit: notify.submit, submitting: notify.submitting },
    confirmation: { title: confirmation.title, description: confirmation.description, close: confirmation.close },
    receipt: confirmation.onPage(countryOptions[country].name),
    failed: errors.failed,
    language: leadWordsIn(locale),
  };
}
