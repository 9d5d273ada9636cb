import { cn } from '@/lib/cn';
import { site } from '@/lib/site';
import { brandColors } from './colors';

/** The Kilele Pay mark (a peak: "kilele" is Swahili for summit) and name, inline so it costs no request. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-ink', className)}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={brandColors.green} />
        <path d="M5 24 13 10l4 7 3-4 7 11z" fill="#fff" />
        <path d="m13 10 2.2 3.9-2.2 1.6-2.1-1.7z" fill={brandColors.amber} />
      </svg>
      <span className="text-lg">{site.name}</span>
    </span>
  );
}
