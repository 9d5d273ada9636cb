import { coreValues, coreValuesHeading } from '@/lib/content/values';
import { IconCardSection } from '@/components/marketing/icon-card-section';

/** The About page's Core Values cards. */
export function CoreValues() {
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
