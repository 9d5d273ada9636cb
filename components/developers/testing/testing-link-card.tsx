import { AppLink } from '@/components/ui/app-link';
import type { Country } from '@/lib/countries';
import { copyIn } from '@/lib/content/copy';
import { localizedHref } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/locales';
import { pageHref } from '@/lib/routes';

export interface TestingLinkCardProps {
  country: Country;
  locale: Locale;
}

/** The developers landing's way to the testing page, in the page's language. */
export function TestingLinkCard({ country, locale }: TestingLinkCardProps) {
  const { heading, text, linkLabel } = copyIn(locale).developerTesting.testingLinkCopy;
  return (
    <section aria-labelledby="testing-link-heading" className="container-page pb-16">
      <div className="rounded-2xl border border-line bg-surface p-8">
        <h2 id="testing-link-heading" className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mt-3 max-w-2xl text-muted">{text}</p>
        <AppLink href={localizedHref(pageHref(country, 'testing'), locale)} className="btn btn-primary mt-6">
          {linkLabel}
        </AppLink>
      </div>
    </section>
  );
}
