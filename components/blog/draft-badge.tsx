import { blogCopyHere } from '@/lib/blog/localized-copy';

/** Marks a draft, which only `next dev` shows: the editor sees what readers will not yet. */
export function DraftBadge() {
  return (
    <p className="inline-flex w-fit rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-ink ring-1 ring-accent-400">{blogCopyHere().draftLabel}</p>
  );
}
