import { MethodBadge } from '@/components/api-docs/method-badge';
import { AppLink } from '@/components/ui/app-link';
import type { ApiListingItem } from '@/lib/api-docs/listing';
import type { Country } from '@/lib/countries';
import { apiDocHref } from '@/lib/routes';

export interface ApiListProps {
  country: Country;
  heading: string;
  lead: string;
  items: ApiListingItem[];
  linkLabel: string;
}

/** The documented APIs; the API pages' back link returns here (#apis). */
export function ApiList({ country, heading, lead, items, linkLabel }: ApiListProps) {
  return (
    <section id="apis" aria-labelledby="apis-heading" className="container-page scroll-mt-24 py-16">
      <h2 id="apis-heading" className="text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-3 text-muted">{lead}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.endpoint} className="flex flex-col rounded-2xl border border-line bg-white p-6">
            <div className="flex items-center gap-3">
              <MethodBadge method={item.method} />
              <code className="min-w-0 font-mono text-sm break-all text-muted">{item.endpoint}</code>
            </div>
            <h3 className="mt-3 text-lg font-semibold">{item.name}</h3>
            <p className="mt-1 flex-1 text-sm text-muted">{item.description}</p>
            <AppLink
              href={apiDocHref(country, item.docId)}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
            >
              {item.name} {linkLabel} <span aria-hidden="true">&nbsp;→</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
