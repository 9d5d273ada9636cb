import type { ApiDocEntry } from '@/lib/api-docs/catalogue';
import { apiDocCopy } from '@/lib/content/developers';
import { HeadingSection } from '@/components/ui/heading-section';

export interface ApiOverviewProps {
  doc: ApiDocEntry;
}

/** Overview, features and use cases of an API. */
export function ApiOverview({ doc }: ApiOverviewProps) {
  return (
    <>
      <HeadingSection size="medium" headingId="overview-heading" heading={apiDocCopy.overview}>
        <div className="mt-3 space-y-3 text-muted">
          {doc.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </HeadingSection>
      <div className="grid gap-8 md:grid-cols-2">
        <List id="features-heading" heading={apiDocCopy.features} items={doc.features} />
        <List id="use-cases-heading" heading={apiDocCopy.useCases} items={doc.useCases} />
      </div>
    </>
  );
}

interface ListProps {
  id: string;
  heading: string;
  items: string[];
}

function List({ id, heading, items }: ListProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
              ✓
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
