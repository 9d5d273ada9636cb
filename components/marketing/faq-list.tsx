import type { FaqEntry } from '@/lib/content/faq';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

export interface FaqListProps {
  entries: readonly FaqEntry[];
  /**
   * How an entry shows it opens: `plus` (a + that turns into ×, roomy rows) or `chevron`
   * (a down arrow that turns over, tighter rows with a taller tap target).
   */
  marker?: 'plus' | 'chevron';
  className?: string;
}

const styles = {
  plus: { item: 'p-5', summary: 'rounded', answer: 'mt-3' },
  chevron: { item: 'px-5 py-1', summary: 'min-h-14 py-3 text-ink', answer: 'pb-4' },
} as const;

/** Questions that open to their answers: native <details>, so it works without JavaScript. */
export function FaqList({ entries, marker = 'plus', className }: FaqListProps) {
  const style = styles[marker];
  return (
    <div className={cn('divide-y divide-line rounded-2xl border border-line bg-white', className)}>
      {entries.map((entry) => (
        <details key={entry.question} className={cn('group', style.item)}>
          <summary
            className={cn('flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden', style.summary)}
          >
            <span>{entry.question}</span>
            {marker === 'plus' ? (
              <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            ) : (
              <Icon name="chevronDown" size={20} className="shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            )}
          </summary>
          <p className={cn('text-muted', style.answer)}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
