import { cn } from '@/lib/cn';

/** Badge colours by status: 200 green, 400 orange, 401 red, 429 yellow (dark text for AA contrast). */
const tones: Record<number, string> = {
  200: 'bg-green-100 text-green-900 ring-green-700/30',
  400: 'bg-orange-100 text-orange-900 ring-orange-700/30',
  401: 'bg-red-100 text-red-900 ring-red-700/30',
  429: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
};

export interface StatusBadgeProps {
  status: number;
}

export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex min-w-12 justify-center rounded-md px-2 py-0.5 font-mono text-sm font-semibold ring-1 ring-inset',
        tones[status] ?? 'bg-surface text-ink ring-line',
      )}
    >
      {status}
    </span>
  );
}
