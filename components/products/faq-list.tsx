import type { FaqEntry } from '@/lib/content/faq';

export interface FaqListProps {
  entries: readonly FaqEntry[];
}

/** Questions that open to their answers: native <details>, so it works without JavaScript. */
export function FaqList({ entries }: FaqListProps) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white">
      {entries.map((entry) => (
        <details key={entry.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-muted">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
