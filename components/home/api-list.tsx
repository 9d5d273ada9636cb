import type { Country } from '@/lib/countries';
import { apiListing } from '@/lib/api-docs/listing';
import { apiDocHref } from '@/lib/routes';
import { AppLink } from '@/components/ui/app-link';

export interface ApiListProps {
  country: Country;
}

/** The API listing: name, description, method and endpoint, each linked to its reference. */
export function ApiList({ country }: ApiListProps) {
  return (
    <ul className="space-y-3">
      {apiListing.map((api) => (
        <li key={api.endpoint} className="rounded-xl border border-white/15 bg-white/5 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded bg-accent-400 px-2 py-0.5 font-mono text-xs font-bold text-ink">{api.method}</span>
            <code className="font-mono text-sm break-all text-brand-100">{api.endpoint}</code>
          </div>
          <p className="mt-2 font-semibold">
            <AppLink href={apiDocHref(country, api.docId)} className="underline underline-offset-4 hover:text-accent-400">
              {api.name}
            </AppLink>
          </p>
          <p className="mt-1 text-sm text-brand-100">{api.description}</p>
        </li>
      ))}
    </ul>
  );
}
