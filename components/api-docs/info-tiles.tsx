import type { ApiDocEntry } from '@/lib/api-docs/catalogue';
import { apiDocCopy } from '@/lib/content/developers';

export interface InfoTilesProps {
  doc: ApiDocEntry;
}

/** The tiles at the top of an API page: authentication, real-time, rate limit, availability. */
export function InfoTiles({ doc }: InfoTilesProps) {
  const { tiles } = apiDocCopy;
  const items = [
    { label: tiles.authentication, value: doc.authentication },
    { label: tiles.response, value: tiles.responseValue },
    { label: tiles.rateLimit, value: `${doc.rateLimitPerMinute} requests/min` },
    { label: tiles.support, value: tiles.supportValue },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse gap-1 rounded-xl border border-line bg-surface p-4">
          <dt className="text-xs font-medium text-muted">{item.label}</dt>
          <dd className="font-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
