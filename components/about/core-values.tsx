import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { IconCardSection } from '@/components/marketing/icon-card-section';

/** The About page's Core Values cards. */
export function CoreValues({ locale }: { locale: Locale }) {
  const { coreValues, coreValuesHeading } = copyIn(locale).values;
  return (
    <IconCardSection
      id="values-title"
      heading={coreValuesHeading}
      cards={coreValues}
      variant="value"
      className="bg-surface"
      gridClassName="mt-12 md:grid-cols-3"
    />
  );
}
