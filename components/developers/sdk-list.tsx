import type { Sdk } from '@/lib/content/sdks';

export interface SdkListProps {
  heading: string;
  lead: string;
  sdks: Sdk[];
}

/** Each SDK with its status: Python and Node.js available, PHP and Java coming soon. */
export function SdkList({ heading, lead, sdks }: SdkListProps) {
  return (
    <section aria-labelledby="sdks-heading" className="container-page pb-16">
      <h2 id="sdks-heading" className="text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-3 text-muted">{lead}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {sdks.map((sdk) => (
          <li key={sdk.name} className="rounded-2xl border border-line bg-white p-5">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{sdk.name}</h3>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${sdk.status === 'Available' ? 'bg-green-100 text-green-900' : 'bg-accent-100 text-accent-900'}`}
              >
                {sdk.status}
              </span>
            </div>
            {sdk.install ? (
              <code className="mt-3 block rounded-lg bg-surface px-3 py-2 font-mono text-xs ring-1 ring-line">{sdk.install}</code>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
