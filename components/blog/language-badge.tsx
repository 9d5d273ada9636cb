/** Marks a card whose article is written in another language than the page ("Kwa Kiingereza"). */
export function LanguageBadge({ label }: { label: string }) {
  return <p className="inline-flex w-fit rounded-full bg-surface px-3 py-1 text-xs font-semibold text-ink ring-1 ring-line">{label}</p>;
}
