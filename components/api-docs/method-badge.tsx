import { cn } from '@/lib/cn';

const tones = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-brand-100 text-brand-900',
} as const;

export interface MethodBadgeProps {
  method: keyof typeof tones;
  /** Overrides the badge's colours or corners, e.g. on a dark band. */
  className?: string;
}

/** The HTTP method of an endpoint. */
export function MethodBadge({ method, className }: MethodBadgeProps) {
  return (
    <span translate="no" className={cn('rounded-md px-2 py-0.5 font-mono text-xs font-bold', tones[method], className)}>
      {method}
    </span>
  );
}
