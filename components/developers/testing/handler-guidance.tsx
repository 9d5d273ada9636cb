import { AppLink } from '@/components/ui/app-link';
import { HeadingSection } from '@/components/ui/heading-section';
import type { Country } from '@/lib/countries';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { apiDocHref } from '@/lib/routes';

export interface HandlerGuidanceProps {
  country: Country;
  locale: Locale;
}

/** How a callback handler stays correct: answer fast, deduplicate, refuse what is not signed. */
export function HandlerGuidance({ country, locale }: HandlerGuidanceProps) {
  const words = copyIn(locale).developerTesting.handlerCopy;
  return (
    <HeadingSection size="medium" id="handler" headingId="handler-heading" heading={words.heading}>
      <ul className="mt-4 list-disc space-y-2 pl-6">
        {words.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="mt-4">
        {words.statusQuery}{' '}
        <AppLink href={apiDocHref(country, 'mpesa-stk-query')} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {words.statusQueryLink}
        </AppLink>
      </p>
    </HeadingSection>
  );
}
