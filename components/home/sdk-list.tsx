import { sdks } from '@/lib/content/sdks';

/** Each SDK with its status: Python and Node.js available, PHP and Java coming soon. */
export function SdkList() {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {sdks.map((sdk) => {
        const available = sdk.status === 'Available';
        return (
          <li key={sdk.name} className="rounded-xl border border-white/15 bg-white/5 p-4">
            <p className="font-semibold">{sdk.name}</p>
            <p className={`mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${available ? 'bg-brand-100 text-brand-900' : 'bg-accent-100 text-accent-900'}`}>
              {sdk.status}
            </p>
            {sdk.install ? <code className="mt-2 block font-mono text-xs break-all text-brand-100">{sdk.install}</code> : null}
          </li>
        );
      })}
    </ul>
  );
}
