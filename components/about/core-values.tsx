import * as enValues from '@/lib/content/values';
import * as swValues from '@/lib/content/sw/values';
import { IconCardSection } from '@/components/marketing/icon-card-section';
import { localized } from '@/lib/i18n/request-locale';

/** The About page's Core Values cards. */
export function CoreValues() {
  const { coreValues, coreValuesHeading } = localized(enValues, swValues);
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
